import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CeldaMovida, MENSAJES_MONTOS, MoverCeldaReserva } from '@recepcion/contracts';
import { ReglaNegocioError } from '@recepcion/platform';
import { condicionesDe, reubicarLinea } from '../../aplicacion/preciador-lineas';
import { ReferenciasReserva } from '../../aplicacion/referencias-reserva';
import { ReservaRepository } from '../../aplicacion/reserva.repository';
import { decide } from '../../domain/reserva.decider';
import { MENSAJES_RESERVA as M } from '../../domain/reserva.types';

/**
 * The calendar's drag and edge drag (the command comes from modules/calendario through the bus;
 * its HTTP call lives there): one room line to new dates (and maybe another room), re-priced from
 * what the reservation already holds (the line's prices and guests, the terms it was priced with), through the decider and the occupancy guard. A room that
 * holds fewer guests than the line has is refused. A refusal changes
 * nothing and answers `resultado: false`.
 */
@CommandHandler(MoverCeldaReserva)
export class MoverCeldaReservaHandler implements ICommandHandler<MoverCeldaReserva, CeldaMovida> {
  constructor(
    private readonly reservas: ReservaRepository,
    private readonly referencias: ReferenciasReserva,
  ) {}

  async execute({ reservaId, lineaId, cambio, redimensionar }: MoverCeldaReserva): Promise<CeldaMovida> {
    try {
      const reserva = await this.reservas.ejecutar(reservaId, async ({ estado }) => {
        const linea = estado.existe ? estado.habitaciones.find((l) => l.Id === lineaId) : undefined;
        if (!estado.existe || !linea) throw new ReglaNegocioError(M.lineaNoExiste);
        if (cambio.CheckOut <= cambio.CheckIn) throw new ReglaNegocioError(M.minimoUnaNoche);
        // The line keeps its prices and guests; the reservation holds the terms it was priced with.
        // Asked only: the new room's name and type when it changes room, and the terms of a
        // reservation written before they were kept.
        const cambiaHabitacion = cambio.HabitacionId !== linea.HabitacionId;
        const condiciones =
          estado.condiciones ?? condicionesDe(estado.general, await this.referencias.resolver({ monedas: [estado.general.MonedaId], tiposImpuesto: [estado.general.TipoImpuestoId] }));
        const nuevaHabitacion = cambiaHabitacion ? (await this.referencias.habitaciones([cambio.HabitacionId])).get(cambio.HabitacionId) : undefined;
        if (cambiaHabitacion && !nuevaHabitacion) throw new ReglaNegocioError(M.seleccioneHabitacion);
        // Its guests go with it: a room whose type holds fewer is refused, as a create or an edit would.
        const maximo = nuevaHabitacion?.CantidadPasajerosMaximo;
        if (nuevaHabitacion && maximo !== undefined && linea.CantidadPasajero > maximo) throw new ReglaNegocioError(MENSAJES_MONTOS.pasajerosMaximos(nuevaHabitacion.Nombre, maximo));
        const movida = reubicarLinea(estado.general, linea, cambio, condiciones, nuevaHabitacion);
        return decide(redimensionar ? { type: 'RedimensionarEstadia', data: { linea: movida } } : { type: 'TrasladarReserva', data: { linea: movida } }, estado);
      });
      return { resultado: true, reserva };
    } catch (error) {
      if (error instanceof ReglaNegocioError) return { resultado: false, Message: error.message };
      throw error;
    }
  }
}
