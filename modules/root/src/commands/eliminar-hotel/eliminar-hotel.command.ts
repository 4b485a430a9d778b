import { Command } from '@nestjs/cqrs';
import type { HotelEliminado } from '@recepcion/contracts';

/** Deletes the hotel owned by `correo` when `cantidadReservas` equals its reservations; exports it first. */
export class EliminarHotel extends Command<HotelEliminado> {
  constructor(
    readonly correo: string,
    readonly cantidadReservas: number,
  ) {
    super();
  }
}
