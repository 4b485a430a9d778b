import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Configuracion } from '@recepcion/contracts';
import { NoEncontradoError } from '@recepcion/platform';
import { toConfiguracionConClave } from '../../compartido/configuracion-con-clave';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';
import { hashContrasena } from '../../sesiones/contrasenas';
import { GuardarConfiguracion } from './guardar-configuracion.command';

/** A hotel has exactly one configuration, created at registration; the hotel filter scopes every read. */
@CommandHandler(GuardarConfiguracion)
export class GuardarConfiguracionHandler implements ICommandHandler<GuardarConfiguracion, Configuracion> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, datos: d }: GuardarConfiguracion): Promise<Configuracion> {
    const c = await this.em.findOne(ConfiguracionHotel, id === null ? {} : { id });
    if (!c) throw new NoEncontradoError('configuración');
    c.nombre = d.Nombre;
    if (d.MonedaId !== undefined) c.monedaId = d.MonedaId;
    if (d.TipoImpuestoId !== undefined) c.tipoImpuestoId = d.TipoImpuestoId;
    if (d.ImpuestoIncluido !== undefined) c.impuestoIncluido = d.ImpuestoIncluido;
    if (d.TipoImpuestoSAId !== undefined) c.tipoImpuestoSaId = d.TipoImpuestoSAId;
    if (d.ImpuestoIncluidoSA !== undefined) c.impuestoIncluidoSa = d.ImpuestoIncluidoSA;
    if (d.PrecioHabitacionPorPersona !== undefined) c.precioHabitacionPorPersona = d.PrecioHabitacionPorPersona;
    if (d.PrecioRegimenPorPersona !== undefined) c.precioRegimenPorPersona = d.PrecioRegimenPorPersona;
    if (d.Encabezado !== undefined) c.encabezado = d.Encabezado;
    if (d.PaisId !== undefined) c.paisId = d.PaisId;
    if (d.Email !== undefined) c.email = d.Email || null;
    if (d.ClaveCheckOut !== undefined) c.claveCheckOutHash = d.ClaveCheckOut ? await hashContrasena(d.ClaveCheckOut) : null;
    await this.em.flush();
    return toConfiguracionConClave(c);
  }
}
