import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type HabitacionPorLimpiar, HabitacionesPorLimpiar, PendientesDeCierre, type PendientesCierre, type PendientesReservas } from '@recepcion/contracts';
import { ObtenerPendientesCierre } from './pendientes-cierre.query';

/** Reservations' pending items from reservas, dirty rooms from housekeeping. */
@QueryHandler(ObtenerPendientesCierre)
export class PendientesCierreHandler implements IQueryHandler<ObtenerPendientesCierre, PendientesCierre> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ fecha }: ObtenerPendientesCierre): Promise<PendientesCierre> {
    const [reservas, sucias] = await Promise.all([
      this.queryBus.execute<PendientesDeCierre, PendientesReservas>(new PendientesDeCierre(fecha)),
      this.queryBus.execute<HabitacionesPorLimpiar, HabitacionPorLimpiar[]>(new HabitacionesPorLimpiar()),
    ]);
    return {
      Fecha: fecha,
      Llegadas: reservas.llegadas,
      Salidas: reservas.salidas,
      SaldosPendientes: reservas.saldos,
      HabitacionesSucias: sucias.map((h) => ({ HabitacionId: h.habitacionId, Nombre: h.nombre })),
    };
  }
}
