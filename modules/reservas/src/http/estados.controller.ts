import { Body, Controller, Get, Headers, Param, ParseIntPipe, Put } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ObtenerMensajeCheckOut, VerificarClaveCheckOut } from '@recepcion/contracts';
import { ReglaNegocioError } from '@recepcion/platform';
import { ReservasService } from '../aplicacion/reservas.service';
import { ESTADO } from '../domain/reserva.types';
import { AnularDto } from './reserva.dto';

/** Status calls of spec section 7 (under /api/calendario, as the calendar's menu calls them). */
@ApiTags('calendario')
@Controller('calendario')
export class EstadosController {
  constructor(
    private readonly reservas: ReservasService,
    private readonly queryBus: QueryBus,
  ) {}

  private cambiar(id: number, estadoId: number) {
    return this.reservas.ejecutar(id, () => ({ type: 'CambiarEstado', data: { estadoId } }));
  }

  @Get('SinConfirmar/:id')
  sinConfirmar(@Param('id', ParseIntPipe) id: number) {
    return this.cambiar(id, ESTADO.sinConfirmar);
  }

  @Get('Confirmado/:id')
  confirmado(@Param('id', ParseIntPipe) id: number) {
    return this.cambiar(id, ESTADO.confirmado);
  }

  @Get('ReConfirmado/:id')
  reConfirmado(@Param('id', ParseIntPipe) id: number) {
    return this.cambiar(id, ESTADO.reConfirmado);
  }

  @Get('CheckIn/:id')
  checkIn(@Param('id', ParseIntPipe) id: number) {
    return this.cambiar(id, ESTADO.checkIn);
  }

  /** With a per-hotel check-out password set, it comes in the `X-Clave-CheckOut` header. */
  @Get('CheckOut/:id')
  async checkOut(@Param('id', ParseIntPipe) id: number, @Headers('x-clave-checkout') clave?: string) {
    if (!(await this.queryBus.execute<VerificarClaveCheckOut, boolean>(new VerificarClaveCheckOut(clave)))) throw new ReglaNegocioError('Contraseña incorrecta');
    const reserva = await this.cambiar(id, ESTADO.checkOut);
    // The company's check-out message (Empresas.MensajeCheckOut), shown to reception.
    const mensajeCheckOut = await this.queryBus.execute<ObtenerMensajeCheckOut, string | null>(new ObtenerMensajeCheckOut());
    return { ...reserva, mensajeCheckOut };
  }

  /** The read-only mobile view: general data, rooms, charges and payments. */
  @Get('reserva-movil/:id')
  async movil(@Param('id', ParseIntPipe) id: number) {
    const { Habitaciones, Cargos, Ingresos, Pasajeros, ...general } = await this.reservas.obtener(id);
    return { general, habitaciones: Habitaciones, cargos: Cargos, ingresos: Ingresos, pasajeros: Pasajeros };
  }

  @Put('AnularReserva/:id')
  async anular(@Param('id', ParseIntPipe) id: number, @Body() { texto }: AnularDto) {
    const reserva = await this.reservas.ejecutar(id, () => ({ type: 'AnularReserva', data: { motivo: texto } }));
    return { ...reserva, Message: 'Anulado con éxito' };
  }
}
