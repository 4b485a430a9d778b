import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import {
  type ConfiguracionPrecios,
  ESTADO_RESERVA,
  type HabitacionResumen,
  ObtenerConfiguracionPrecios,
  ResolverHabitaciones,
  type ReservaNueva as ReservaNuevaRespuesta,
} from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { hoyDelHotel } from '@recepcion/platform';
import { ReservaNueva } from './reserva-nueva.query';

@QueryHandler(ReservaNueva)
export class ReservaNuevaHandler implements IQueryHandler<ReservaNueva, ReservaNuevaRespuesta> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ borrador }: ReservaNueva): Promise<ReservaNuevaRespuesta> {
    const hoy = hoyDelHotel();
    const checkIn = borrador.CheckIn ?? hoy;
    const checkOut = borrador.CheckOut ?? sumarDias(checkIn, 1);
    const config = await this.queryBus.execute<ObtenerConfiguracionPrecios, ConfiguracionPrecios>(new ObtenerConfiguracionPrecios());
    const habitaciones = await this.queryBus.execute<ResolverHabitaciones, HabitacionResumen[]>(new ResolverHabitaciones(borrador.HabitacionIds ?? []));
    return {
      Id: 0,
      CheckIn: checkIn,
      CheckOut: checkOut,
      EstadoId: ESTADO_RESERVA.sinConfirmar,
      FormaPagoId: 1,
      MonedaId: config.MonedaId,
      TipoImpuestoId: config.TipoImpuestoId,
      ImpuestoIncluido: config.ImpuestoIncluido,
      ClienteId: borrador.ClienteId ?? null,
      CantidadPasajeros: habitaciones.reduce((s, h) => s + h.CantidadPasajerosPredeterminado, 0),
      Habitaciones: habitaciones.map((h) => ({
        Id: 0,
        HabitacionId: h.Id,
        HabitacionNombre: h.Nombre,
        TipoHabitacionId: h.TipoHabitacionId,
        TipoHabitacionNombre: h.TipoHabitacionNombre,
        CheckIn: checkIn,
        CheckOut: checkOut,
        CantidadPasajero: h.CantidadPasajerosPredeterminado,
        AlojamientoPrecioUnitario: 0,
        IDServicioRegimen: null,
        RegimenPrecioUnitario: null,
      })),
      Cargos: [],
      Ingresos: [],
      Pasajeros: [],
    };
  }
}
