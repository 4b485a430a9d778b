import type { QueryBus } from '@nestjs/cqrs';
import {
  CalcularPrecio,
  type ConfiguracionMotor,
  type ConfiguracionPrecios,
  type DisponibilidadTipoHabitacion,
  HabitacionesDelCalendario,
  type HabitacionesCalendario,
  HabitacionesLibres,
  type MonedaResumen,
  ObtenerConfiguracionPrecios,
  ObtenerMoneda,
  ObtenerTipoImpuesto,
  type PrecioCalculado,
  type TipoImpuestoResumen,
  type TramoNoches,
} from '@recepcion/contracts';
import { precioPromedioDeNoches, totalesLinea } from '@recepcion/domain';
import type { Busqueda } from '../domain/reglas-motor';

/** One room type the hotel can sell for the stay, with what a booking of it needs. */
export interface OfertaTipo extends DisponibilidadTipoHabitacion {
  /** Its rooms free on every night, in order: a booking takes the first it can. */
  libres: number[];
  precioUnitario: number;
  noches: TramoNoches[];
  tipoImpuestoId: number;
}

/**
 * What the hotel can sell for a search, from the hotel's own data: the room types sold online that
 * hold the guests, with at least one room free for every night and a price for every night (from
 * the price lists, night by night, tax and per-person as the hotel is set up). The total is the
 * one the reservation will save: the same pure rule prices both.
 */
export async function ofertaDelHotel(queryBus: QueryBus, config: ConfiguracionMotor, b: Busqueda, soloTipo?: number): Promise<OfertaTipo[]> {
  const precios = await queryBus.execute<ObtenerConfiguracionPrecios, ConfiguracionPrecios>(new ObtenerConfiguracionPrecios());
  if (!precios.MonedaId || !precios.TipoImpuestoId) return [];
  const [moneda, impuesto, { roomType, room }] = await Promise.all([
    queryBus.execute<ObtenerMoneda, MonedaResumen | null>(new ObtenerMoneda(precios.MonedaId)),
    queryBus.execute<ObtenerTipoImpuesto, TipoImpuestoResumen | null>(new ObtenerTipoImpuesto(precios.TipoImpuestoId)),
    queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario()),
  ]);
  if (!moneda || !impuesto) return [];
  const huespedes = b.adultos + b.ninos;
  const vendidos = roomType.filter((t) => config.TiposHabitacion.includes(t.Id) && t.CantidadPasajeros >= huespedes && (soloTipo === undefined || t.Id === soloTipo));
  const habitaciones = room.filter((h) => vendidos.some((t) => t.Id === h.TipoHabitacionId));
  const libres = new Set(await queryBus.execute<HabitacionesLibres, number[]>(new HabitacionesLibres(habitaciones.map((h) => h.Id), b.desde, b.hasta)));
  const ofertas: OfertaTipo[] = [];
  for (const tipo of vendidos) {
    const suyas = habitaciones.filter((h) => h.TipoHabitacionId === tipo.Id && libres.has(h.Id)).map((h) => h.Id);
    if (suyas.length === 0) continue;
    const precio = await queryBus.execute<CalcularPrecio, PrecioCalculado>(
      new CalcularPrecio({
        Fecha: b.desde,
        CheckOut: b.hasta,
        MonedaId: moneda.IDMoneda,
        ServicioId: tipo.Id,
        CantidadPasajeros: huespedes,
        DarIVAIncluido: precios.ImpuestoIncluido,
        DarPrecioPorPasajero: precios.PrecioHabitacionPorPersona,
        TipoImpuestoId: impuesto.Id,
      }),
    );
    const noches = precio.DetalleNoches ?? [];
    if (precio.Total === null || precio.Total === undefined || noches.length === 0 || noches.some((t) => t.Precio === null)) continue;
    const precioUnitario = precioPromedioDeNoches(noches, moneda.Centavos);
    const { total } = totalesLinea(
      { checkIn: b.desde, checkOut: b.hasta, cantidadPasajeros: huespedes, alojamientoPrecioUnitario: precioUnitario, regimenPrecioUnitario: null, alojamientoNoches: noches },
      { habitacion: precios.PrecioHabitacionPorPersona, regimen: false },
      { porcentaje: impuesto.Porcentaje, incluido: precios.ImpuestoIncluido },
      moneda.Centavos,
    );
    ofertas.push({
      TipoHabitacionId: tipo.Id,
      Nombre: tipo.Nombre,
      Descripcion: config.Descripciones.find((d) => d.TipoHabitacionId === tipo.Id)?.Descripcion ?? '',
      Capacidad: tipo.CantidadPasajeros,
      Disponibles: suyas.length,
      Total: total,
      MonedaId: moneda.IDMoneda,
      libres: suyas,
      precioUnitario,
      noches,
      tipoImpuestoId: impuesto.Id,
    });
  }
  return ofertas;
}

/** How many guests a room type holds, or null for a type the hotel does not have. */
export async function capacidadDelTipo(queryBus: QueryBus, tipoHabitacionId: number): Promise<number | null> {
  const { roomType } = await queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario());
  return roomType.find((t) => t.Id === tipoHabitacionId)?.CantidadPasajeros ?? null;
}
