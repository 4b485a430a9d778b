import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EmpresaHotel } from '@recepcion/contracts';
import { empresaPropia, toEmpresa } from '../../compartido/empresa-propia';
import { ModificarEmpresa } from './modificar-empresa.command';

@CommandHandler(ModificarEmpresa)
export class ModificarEmpresaHandler implements ICommandHandler<ModificarEmpresa, EmpresaHotel> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, datos: d }: ModificarEmpresa): Promise<EmpresaHotel> {
    const e = await empresaPropia(this.em, id);
    e.nombre = d.Nombre;
    if (d.Direccion !== undefined) e.direccion = d.Direccion;
    if (d.Ciudad !== undefined) e.ciudad = d.Ciudad;
    if (d.PaisId !== undefined) e.paisId = d.PaisId;
    if (d.Telefono1 !== undefined) e.telefono1 = d.Telefono1;
    if (d.PersonaContacto !== undefined) e.personaContacto = d.PersonaContacto;
    if (d.Giro !== undefined) e.giro = d.Giro;
    // The spec: an empty check-out message is stored as null.
    if (d.MensajeCheckOut !== undefined) e.mensajeCheckOut = d.MensajeCheckOut?.trim() ? d.MensajeCheckOut : null;
    if (d.TopeReservas !== undefined) e.topeReservas = d.TopeReservas;
    if (d.TopeReservasVigentes !== undefined) e.topeReservasVigentes = d.TopeReservasVigentes;
    await this.em.flush();
    return toEmpresa(e);
  }
}
