import { Controller, Get, Headers, Param, ParseIntPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Escritura, GetQueModifica, Respuesta } from '@recepcion/platform';
import { ESTADO_RESERVA, type EstadoReservaId, type ReservaConCheckOut, type ReservaDetalle } from '@recepcion/contracts';
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

  /** With a per-hotel check-out password set, it comes in the `X-Clave-CheckOut` header. */
  @Get('CheckOut/:id')
  @Respuesta('ReservaConCheckOut')
  async checkOut(@Param('id', ParseIntPipe) id: number, @Headers('x-clave-checkout') clave?: string): Promise<ReservaConCheckOut> {
    const reserva = await this.commandBus.execute(new CambiarEstadoReserva(id, ESTADO_RESERVA.checkOut, clave));
    return { ...reserva, mensajeCheckOut: reserva.mensajeCheckOut ?? null };
  }
}
