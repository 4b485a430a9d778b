import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ObtenerMensajeCheckOut, VerificarClaveCheckOut } from '@recepcion/contracts';
import { ReglaNegocioError } from '@recepcion/platform';
import { ReservaRepository } from '../../aplicacion/reserva.repository';
import { decide } from '../../domain/reserva.decider';
import { ESTADO, MENSAJES_RESERVA as M } from '../../domain/reserva.types';
import { CambiarEstadoReserva, type ReservaConEstado } from './cambiar-estado-reserva.command';

@CommandHandler(CambiarEstadoReserva)
export class CambiarEstadoReservaHandler implements ICommandHandler<CambiarEstadoReserva, ReservaConEstado> {
  constructor(
    private readonly reservas: ReservaRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ id, estadoId, claveCheckOut }: CambiarEstadoReserva): Promise<ReservaConEstado> {
    const checkOut = estadoId === ESTADO.checkOut;
    if (checkOut && !(await this.queryBus.execute<VerificarClaveCheckOut, boolean>(new VerificarClaveCheckOut(claveCheckOut)))) {
      throw new ReglaNegocioError(M.contrasenaIncorrecta);
    }
    const reserva = await this.reservas.ejecutar(id, async ({ estado }) => decide({ type: 'CambiarEstado', data: { estadoId } }, estado));
    if (!checkOut) return reserva;
    // The company's check-out message (Empresas.MensajeCheckOut), shown to reception.
    const mensajeCheckOut = await this.queryBus.execute<ObtenerMensajeCheckOut, string | null>(new ObtenerMensajeCheckOut());
    return { ...reserva, mensajeCheckOut };
  }
}
