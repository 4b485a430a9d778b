import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { BuscarEmpresas, type EmpresaCuenta, type EmpresaRoot, ObtenerPais, type PaisResumen } from '@recepcion/contracts';
import { EmpresasPorNombre } from './empresas-por-nombre.query';

/** Companies come from cuenta (`BuscarEmpresas`), their countries' names from maestros (`ObtenerPais`). */
@QueryHandler(EmpresasPorNombre)
export class EmpresasPorNombreHandler implements IQueryHandler<EmpresasPorNombre, EmpresaRoot[]> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ texto }: EmpresasPorNombre): Promise<EmpresaRoot[]> {
    const empresas = await this.queryBus.execute<BuscarEmpresas, EmpresaCuenta[]>(new BuscarEmpresas(texto.trim()));
    const paisIds = [...new Set(empresas.map((e) => e.PaisId).filter((id): id is number => id !== null))];
    const paises = new Map<number, string>();
    for (const id of paisIds) {
      const pais = await this.queryBus.execute<ObtenerPais, PaisResumen | null>(new ObtenerPais(id));
      if (pais) paises.set(id, pais.Nombre);
    }
    return empresas.map(({ PaisId, FechaRegistro, ...e }) => {
      const pais = PaisId === null ? undefined : paises.get(PaisId);
      return {
        Id: e.Id,
        Nombre: e.Nombre,
        Direccion: e.Direccion,
        Ciudad: e.Ciudad,
        pais: pais === undefined ? null : { Nombre: pais },
        Telefono1: e.Telefono1,
        PersonaContacto: e.PersonaContacto,
        Giro: e.Giro,
        MensajeCheckOut: e.MensajeCheckOut,
        TopeReservas: e.TopeReservas,
        TopeReservasVigentes: e.TopeReservasVigentes,
        sFechaRegistro: FechaRegistro,
        Hoteles: e.Hoteles,
      };
    });
  }
}
