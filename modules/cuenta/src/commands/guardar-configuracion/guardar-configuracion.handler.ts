import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  type Configuracion,
  EntidadCambiada,
  MENSAJES_CUENTA as M,
  type MonedaResumen,
  ObtenerMoneda,
  ObtenerPais,
  ObtenerTipoImpuesto,
  type PaisResumen,
  type TipoImpuestoResumen,
} from '@recepcion/contracts';
import { describirCambios, enTransaccionOrm, NoEncontradoError, registrarActividad, ReglaNegocioError, sqlExecutor, zonaHorariaCanonica } from '@recepcion/platform';
import { toConfiguracionConClave } from '../../compartido/configuracion-con-clave';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';
import { hashContrasena } from '../../sesiones/contrasenas';
import { GuardarConfiguracion } from './guardar-configuracion.command';

/** The zone a save names, as Intl writes it; '' or null is none. */
function zonaElegida(zona: string | null): string | null {
  if (!zona) return null;
  const canonica = zonaHorariaCanonica(zona);
  if (!canonica) throw new ReglaNegocioError(M.zonaHorariaDesconocida);
  return canonica;
}

/** A hotel has exactly one configuration, created at registration; the hotel filter scopes every read. */
@CommandHandler(GuardarConfiguracion)
export class GuardarConfiguracionHandler implements ICommandHandler<GuardarConfiguracion, Configuracion> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ id, datos: d }: GuardarConfiguracion): Promise<Configuracion> {
    const c = await this.em.findOne(ConfiguracionHotel, id === null ? {} : { id });
    if (!c) throw new NoEncontradoError('configuración');
    await this.comprobarReferencias(d);
    const antes = toConfiguracionConClave(c);
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
    if (d.ZonaHoraria !== undefined) c.zonaHoraria = zonaElegida(d.ZonaHoraria);
    if (d.ClaveCheckOut !== undefined) c.claveCheckOutHash = d.ClaveCheckOut ? await hashContrasena(d.ClaveCheckOut) : null;
    const cambios = describirCambios(antes, toConfiguracionConClave(c));
    // A new check-out password with one already set changes no field the answer shows.
    if (d.ClaveCheckOut && antes.TieneClaveCheckOut) cambios.push('Clave de check-out cambiada');
    await enTransaccionOrm(this.em, async () => {
      await this.em.flush();
      if (cambios.length === 0) return;
      await registrarActividad(sqlExecutor(this.em), { tipo: 'Configuración', entidad: 'Configuraciones', entidadId: c.id, hotelId: c.hotelId, descripcion: `Configuración del hotel: ${cambios.join('; ')}` });
    });
    // Who keeps the pricing terms between requests (a reservation's create) reads them again.
    this.eventBus.publish(new EntidadCambiada(c.hotelId, 'Configuraciones', 'update', { Id: c.id }));
    return toConfiguracionConClave(c);
  }

  /** Every id the configuration stores must exist: the currency and country in the global catalogues, the tax types in the session's hotel. */
  private async comprobarReferencias(d: GuardarConfiguracion['datos']): Promise<void> {
    // '' is no currency either: only null leaves the configuration without one.
    if (d.MonedaId !== undefined && d.MonedaId !== null) {
      const moneda = await this.queryBus.execute<ObtenerMoneda, MonedaResumen | null>(new ObtenerMoneda(d.MonedaId));
      if (!moneda) throw new ReglaNegocioError(M.monedaDesconocida);
    }
    for (const tipoImpuestoId of [d.TipoImpuestoId, d.TipoImpuestoSAId]) {
      if (tipoImpuestoId === undefined || tipoImpuestoId === null) continue;
      const tipo = await this.queryBus.execute<ObtenerTipoImpuesto, TipoImpuestoResumen | null>(new ObtenerTipoImpuesto(tipoImpuestoId));
      if (!tipo) throw new ReglaNegocioError(M.impuestoDesconocido);
    }
    if (d.PaisId !== undefined && d.PaisId !== null) {
      const pais = await this.queryBus.execute<ObtenerPais, PaisResumen | null>(new ObtenerPais(d.PaisId));
      if (!pais) throw new ReglaNegocioError(M.paisDesconocido);
    }
  }
}
