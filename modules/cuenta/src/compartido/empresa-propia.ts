import type { EntityManager } from '@mikro-orm/postgresql';
import type { EmpresaHotel } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError } from '@recepcion/platform';
import { Empresa } from '../entities/empresa.entity';
import { Hotel } from '../entities/hotel.entity';

export const toEmpresa = (e: Empresa): EmpresaHotel => ({
  Id: e.id,
  Nombre: e.nombre,
  Direccion: e.direccion ?? null,
  Ciudad: e.ciudad ?? null,
  PaisId: e.paisId ?? null,
  Telefono1: e.telefono1 ?? null,
  PersonaContacto: e.personaContacto ?? null,
  Giro: e.giro ?? null,
  MensajeCheckOut: e.mensajeCheckOut ?? null,
  TopeReservas: e.topeReservas ?? null,
  TopeReservasVigentes: e.topeReservasVigentes ?? null,
  sFechaRegistro: e.fechaRegistro.toISOString(),
});

/** The company of the session's hotel; any other id is "not found". */
export async function empresaPropia(em: EntityManager, id: number): Promise<Empresa> {
  const hotel = await em.findOneOrFail(Hotel, { id: hotelDeLaSesion() });
  if (hotel.empresaId !== id) throw new NoEncontradoError('empresa');
  return em.findOneOrFail(Empresa, { id });
}
