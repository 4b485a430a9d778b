import type { QueryBus } from '@nestjs/cqrs';
import { type ClienteResumen, ENTIDAD_EN_VIVO_RESERVAS, MENSAJES_RESERVAS, ObtenerCliente, type ListaEsperaDetalle } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { crudController, type CrudDefinicion, EsFecha, hoyUtc, ReglaNegocioError, requestContext } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { capacidadDeLasMayores, habitacionesDelHotel } from './disponibilidad-en-espera';
import { ListaEspera } from './lista-espera.entity';

const M = {
  checkIn: MENSAJES_RESERVAS.esperaCheckIn,
  checkOut: MENSAJES_RESERVAS.esperaCheckOut,
  cliente: MENSAJES_RESERVAS.seleccioneCliente,
  pasajeros: MENSAJES_RESERVAS.esperaPasajeros,
  habitaciones: MENSAJES_RESERVAS.esperaHabitaciones,
  posterior: MENSAJES_RESERVAS.checkOutPosterior,
};

export class ListaEsperaDto {
  @EsFecha(M.checkIn) CheckIn!: string;
  @EsFecha(M.checkOut) CheckOut!: string;
  @IsInt({ message: M.cliente }) @Type(() => Number) ClienteId!: number;
  @IsOptional() @IsString() @MaxLength(200) NombrePax?: string | null;
  @Min(1, { message: M.pasajeros }) @IsInt({ message: M.pasajeros }) @Type(() => Number) CantidadPasajeros!: number;
  @Min(1, { message: M.habitaciones }) @IsInt({ message: M.habitaciones }) @Type(() => Number) CantidadHabitaciones!: number;
  @IsOptional() @IsString() @MaxLength(500) HabitacionesPreferencia?: string | null;
  @IsOptional() @IsString() @MaxLength(2000) Comentario?: string | null;
}

const aJson = (l: ListaEspera): ListaEsperaDetalle => ({
  Id: l.id,
  CheckIn: l.checkIn,
  CheckOut: l.checkOut,
  HotelId: l.hotelId,
  ClienteId: l.clienteId,
  ClienteNombre: l.clienteNombre,
  NombrePax: l.nombrePax ?? null,
  CantidadPasajeros: l.cantidadPasajeros,
  CantidadHabitaciones: l.cantidadHabitaciones,
  HabitacionesPreferencia: l.habitacionesPreferencia ?? null,
  Comentario: l.comentario ?? null,
  Usuario: l.usuario ?? null,
});

/**
 * The entry must fit the hotel: no more rooms than it has, no more guests than its largest rooms
 * hold, or «Hay disponibilidad» would offer what «Reservar» then refuses.
 */
async function exigirQueQuepan(queryBus: QueryBus, habitaciones: number, pasajeros: number): Promise<void> {
  const hotel = await habitacionesDelHotel(queryBus);
  if (habitaciones > hotel.length) throw new ReglaNegocioError(MENSAJES_RESERVAS.esperaMasHabitacionesQueElHotel(hotel.length));
  const maximo = capacidadDeLasMayores(hotel, habitaciones);
  if (pasajeros > maximo) throw new ReglaNegocioError(MENSAJES_RESERVAS.esperaCapacidad(habitaciones, maximo));
}

/** The client is checked and named through the maestros module's query, as the reservations do. */
export const definicionListaEspera: CrudDefinicion<ListaEspera, ListaEsperaDto> = {
    respuesta: 'ListaEsperaDetalle',
    ruta: ENTIDAD_EN_VIVO_RESERVAS.listaEspera,
    // The front desk's daily work: reception may change it too.
    permiso: 'recepcion',
    entidad: ListaEspera,
    dto: ListaEsperaDto,
    orden: { checkIn: 'asc', id: 'asc' },
    aJson,
    aplicar: async (l, d, _em, queryBus: QueryBus) => {
      if (d.CheckOut <= d.CheckIn) throw new ReglaNegocioError(M.posterior);
      // A day of slack: the desk's today may be a day behind UTC's (the Americas in the evening).
      if ((l.checkIn === undefined || d.CheckIn !== l.checkIn) && d.CheckIn < sumarDias(hoyUtc(), -1)) throw new ReglaNegocioError(MENSAJES_RESERVAS.esperaCheckInPasado);
      if (d.CantidadPasajeros < d.CantidadHabitaciones) throw new ReglaNegocioError(MENSAJES_RESERVAS.esperaPasajerosPorHabitacion);
      await exigirQueQuepan(queryBus, d.CantidadHabitaciones, d.CantidadPasajeros);
      const cliente = await queryBus.execute<ObtenerCliente, ClienteResumen | null>(new ObtenerCliente(d.ClienteId));
      if (!cliente) throw new ReglaNegocioError(M.cliente);
      l.checkIn = d.CheckIn;
      l.checkOut = d.CheckOut;
      l.clienteId = cliente.Id;
      l.clienteNombre = cliente.Nombre;
      l.nombrePax = d.NombrePax?.trim() || null;
      l.cantidadPasajeros = d.CantidadPasajeros;
      l.cantidadHabitaciones = d.CantidadHabitaciones;
      l.habitacionesPreferencia = d.HabitacionesPreferencia?.trim() || null;
      l.comentario = d.Comentario?.trim() || null;
      l.usuario ??= String(requestContext.require().userId ?? '');
    },
};

export const ListaEsperaController = crudController(definicionListaEspera);
