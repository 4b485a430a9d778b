import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { HuespedesSalieron, ObtenerMensajeCheckOut, VerificarClaveCheckOut } from '@recepcion/contracts';
import { finSalidaAnticipada, formatearFecha } from '@recepcion/domain';
import { hoyDelHotel, ReglaNegocioError } from '@recepcion/platform';
import { condicionesDe, reubicarLinea } from '../../aplicacion/preciador-lineas';
import { ReferenciasReserva } from '../../aplicacion/referencias-reserva';
import { ReservaRepository } from '../../aplicacion/reserva.repository';
import { decide, evolve } from '../../domain/reserva.decider';
import { ESTADO, type EstadoReserva, type EventoReserva, MENSAJES_RESERVA as M } from '../../domain/reserva.types';
import { type Acortamiento, CambiarEstadoReserva, type ReservaConEstado } from './cambiar-estado-reserva.command';

@CommandHandler(CambiarEstadoReserva)
export class CambiarEstadoReservaHandler implements ICommandHandler<CambiarEstadoReserva, ReservaConEstado> {
  constructor(
    private readonly reservas: ReservaRepository,
    private readonly referencias: ReferenciasReserva,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ id, estadoId, claveCheckOut, acortar }: CambiarEstadoReserva): Promise<ReservaConEstado> {
    const checkOut = estadoId === ESTADO.checkOut;
    if (checkOut && !(await this.queryBus.execute<VerificarClaveCheckOut, boolean>(new VerificarClaveCheckOut(claveCheckOut)))) {
      throw new ReglaNegocioError(M.contrasenaIncorrecta);
    }
    const reserva = await this.reservas.ejecutar(id, async ({ estado }) => {
      const acortada = checkOut && acortar ? await this.acortarEstadia(estado, acortar) : { eventos: [], estado };
      return [...acortada.eventos, ...decide({ type: 'CambiarEstado', data: { estadoId, hoy: hoyDelHotel() } }, acortada.estado)];
    });
    if (!checkOut) return reserva;
    // Housekeeping: the rooms the guests used (lines begun by today) need cleaning.
    const hoy = hoyDelHotel();
    this.eventBus.publish(new HuespedesSalieron(reserva.HotelId, reserva.Id, [...new Set(reserva.Habitaciones.filter((l) => l.CheckIn <= hoy).map((l) => l.HabitacionId))]));
    // The company's check-out message (Empresas.MensajeCheckOut), shown to reception.
    const mensajeCheckOut = await this.queryBus.execute<ObtenerMensajeCheckOut, string | null>(new ObtenerMensajeCheckOut());
    return { ...reserva, mensajeCheckOut };
  }

  /**
   * An early check-out that ends the stay today (on the arrival day, tomorrow: a stay keeps its
   * first night, libs/domain's finSalidaAnticipada): every room line that runs past then ends then
   * instead, re-priced as a calendar resize is, and its later nights are free. A line that starts
   * then or later is a room the guests will not reach: it leaves the reservation (refused, with
   * the room named, while guests, charges or payments are in it and in no other line). When the
   * new end is not before the check-out there is nothing to shorten.
   */
  private async acortarEstadia(estado: EstadoReserva, { hoy }: Acortamiento): Promise<{ eventos: EventoReserva[]; estado: EstadoReserva }> {
    if (!estado.existe || estado.estadoId === ESTADO.anulado) return { eventos: [], estado };
    if (hoy < estado.general.CheckIn) throw new ReglaNegocioError(M.minimoUnaNoche);
    const fin = finSalidaAnticipada(ESTADO.checkOut, estado.general, hoy);
    if (fin === null) return { eventos: [], estado };
    const condiciones =
      estado.condiciones ?? condicionesDe(estado.general, await this.referencias.resolver({ monedas: [estado.general.MonedaId], tiposImpuesto: [estado.general.TipoImpuestoId] }));
    const eventos: EventoReserva[] = [];
    let actual: EstadoReserva = estado;
    const porLlegar = estado.habitaciones.filter((l) => l.CheckIn >= fin);
    if (porLlegar.length > 0) {
      const quedan = estado.habitaciones.filter((l) => l.CheckIn < fin);
      const enUso = new Set([...estado.cargos, ...estado.ingresos, ...estado.pasajeros].map((x) => x.HabitacionId));
      const conMovimientos = porLlegar.find((l) => enUso.has(l.HabitacionId) && !quedan.some((q) => q.HabitacionId === l.HabitacionId));
      if (conMovimientos) throw new ReglaNegocioError(M.acortarConHabitacionPorLlegar(conMovimientos.HabitacionNombre ?? String(conMovimientos.HabitacionId), formatearFecha(conMovimientos.CheckIn)));
      const nuevos = decide({ type: 'ModificarReserva', data: { general: estado.general, habitaciones: quedan, condiciones: estado.condiciones ?? undefined } }, actual);
      actual = nuevos.reduce(evolve, actual);
      eventos.push(...nuevos);
    }
    for (const linea of (actual.existe ? actual.habitaciones : []).filter((l) => l.CheckOut > fin)) {
      if (!actual.existe) break;
      const acortada = reubicarLinea(actual.general, linea, { CheckIn: linea.CheckIn, CheckOut: fin, HabitacionId: linea.HabitacionId }, condiciones);
      const nuevos = decide({ type: 'RedimensionarEstadia', data: { linea: acortada } }, actual);
      actual = nuevos.reduce(evolve, actual);
      eventos.push(...nuevos);
    }
    return { eventos, estado: actual };
  }
}
