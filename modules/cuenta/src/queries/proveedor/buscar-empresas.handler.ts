import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BuscarEmpresas, type EmpresaCuenta } from '@recepcion/contracts';
import { sqlExecutor } from '@recepcion/platform';

const CON_ACENTO = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const SIN_ACENTO = 'aaaaaeeeeiiiiooooouuuunc';

/** Lower case without accents, the same in JavaScript as in the SQL below. */
export const normalizarBusqueda = (s: string) => s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The published query `BuscarEmpresas` (provider tools): by name, ignoring case and accents. */
@QueryHandler(BuscarEmpresas)
export class BuscarEmpresasHandler implements IQueryHandler<BuscarEmpresas, EmpresaCuenta[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ texto }: BuscarEmpresas): Promise<EmpresaCuenta[]> {
    const patron = `%${normalizarBusqueda(texto).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const filas = await sqlExecutor(this.em).query<{
      id: number;
      nombre: string;
      direccion: string | null;
      ciudad: string | null;
      pais_id: number | null;
      telefono1: string | null;
      persona_contacto: string | null;
      giro: string | null;
      mensaje_check_out: string | null;
      tope_reservas: number | null;
      tope_reservas_vigentes: number | null;
      fecha_registro: Date;
      hoteles: { Id: number; Nombre: string }[] | null;
    }>(
      `select e.*, (select json_agg(json_build_object('Id', h.id, 'Nombre', h.nombre) order by h.id) from hotel h where h.empresa_id = e.id) as hoteles
         from empresa e
        where translate(lower(e.nombre), $2, $3) like $1
        order by e.nombre, e.id
        limit 200`,
      [patron, CON_ACENTO, SIN_ACENTO],
    );
    return filas.map((f) => ({
      Id: f.id,
      Nombre: f.nombre,
      Direccion: f.direccion,
      Ciudad: f.ciudad,
      PaisId: f.pais_id,
      Telefono1: f.telefono1,
      PersonaContacto: f.persona_contacto,
      Giro: f.giro,
      MensajeCheckOut: f.mensaje_check_out,
      TopeReservas: f.tope_reservas,
      TopeReservasVigentes: f.tope_reservas_vigentes,
      FechaRegistro: new Date(f.fecha_registro).toISOString(),
      Hoteles: f.hoteles ?? [],
    }));
  }
}
