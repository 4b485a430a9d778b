import { Controller, Get, Headers, Param, ParseIntPipe, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { Escritura, FechaOpcionalPipe, GetQueModifica, hoyDelHotel, hoyUtc, ReglaNegocioError, Respuesta } from '@recepcion/platform';
import { ESTADO_RESERVA, type EstadoReservaId, MENSAJES_RESERVAS, type ReservaConCheckOut, type ReservaDetalle } from '@recepcion/contracts';
import { diaIso } from '@recepcion/domain';
import { CambiarEstadoReserva } from './cambiar-estado-reserva.command';

/**
 * Status calls of spec section 7 (under /api/calendario, as the calendar's menu calls them). The
 * spec makes them GETs, so they need the application's header like any change (CSRF).
 */
@ApiTags('calendario')
@GetQueModifica()
@Escritura('recepcion')
@Controller('calendario')
export class CambiarEstadoReservaController {
  constructor(private readonly commandBus: CommandBus) {}

  private cambiar(id: number, estadoId: EstadoReservaId): Promise<ReservaDetalle> {
    return this.commandBus.execute(new CambiarEstadoReserva(id, estadoId));
  }

  @Get('SinConfirmar/:id')
  @Respuesta('ReservaDetalle')
  sinConfirmar(@Param('id', ParseIntPipe) id: number) {
    return this.cambiar(id, ESTADO_RESERVA.sinConfirmar);
  }

  @Get('Confirmado/:id')
  @Respuesta('ReservaDetalle')
  confirmado(@Param('id', ParseIntPipe) id: number) {
    return this.cambiar(id, ESTADO_RESERVA.confirmado);
  }

  @Get('ReConfirmado/:id')
  @Respuesta('ReservaDetalle')
  reConfirmado(@Param('id', ParseIntPipe) id: number) {
    return this.cambiar(id, ESTADO_RESERVA.reConfirmado);
  }

  @Get('CheckIn/:id')
  @Respuesta('ReservaDetalle')
  checkIn(@Param('id', ParseIntPipe) id: number) {
    return this.cambiar(id, ESTADO_RESERVA.checkIn);
  }

  /**
   * With a per-hotel check-out password set, it comes in the `X-Clave-CheckOut` header.
   * `?acortar=true` before the check-out date ends the stay today (on the arrival day, after its
   * first night) and frees the nights after it;
   * `fecha` is the hotel's today as the front desk sees it (the server's UTC day by default).
   */
  @Get('CheckOut/:id')
  @Respuesta('ReservaConCheckOut')
  @ApiQuery({ name: 'acortar', required: false, enum: ['true', 'false'], description: 'true: an early check-out shortens the stay to today (on the arrival day, to its first night) and frees the later nights' })
  @ApiQuery({ name: 'fecha', required: false, description: "Today at the hotel, yyyy-MM-dd, at most one day from the server's date (default: the server's UTC date)", example: '2027-03-04' })
  async checkOut(
    @Param('id', ParseIntPipe) id: number,
    @Headers('x-clave-checkout') clave?: string,
    @Query('acortar') acortar?: string,
    @Query('fecha', new FechaOpcionalPipe(MENSAJES_RESERVAS.fechaHoyNoValida)) fecha?: string,
  ): Promise<ReservaConCheckOut> {
    const reserva = await this.commandBus.execute(new CambiarEstadoReserva(id, ESTADO_RESERVA.checkOut, clave, acortarHasta(acortar, fecha)));
    return { ...reserva, mensajeCheckOut: reserva.mensajeCheckOut ?? null };
  }
}

/** The day an early check-out ends the stay, or undefined when it is not shortened. */
function acortarHasta(acortar: string | undefined, fecha: string | undefined): { hoy: string } | undefined {
  if (acortar !== undefined && acortar !== 'true' && acortar !== 'false') throw new ReglaNegocioError(MENSAJES_RESERVAS.acortarNoValido);
  if (acortar !== 'true') return undefined;
  const utc = hoyUtc();
  // A hotel's day is its own time zone's: up to one day either side of UTC, never further.
  if (fecha !== undefined && Math.abs(diaIso(fecha) - diaIso(utc)) > 1) throw new ReglaNegocioError(MENSAJES_RESERVAS.fechaHoyNoValida);
  return { hoy: fecha ?? hoyDelHotel() };
}
