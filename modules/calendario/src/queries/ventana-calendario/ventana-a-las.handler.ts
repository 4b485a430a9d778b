import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ESTADO_RESERVA, type EventoReservaPublicado, PREFIJO_STREAM_RESERVA, type SaldosPorReserva, TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS } from '@recepcion/contracts';
import { hotelDeLaSesion, leerStreamsALas, sqlExecutor } from '@recepcion/platform';
import { type CuentaPublicada, evolucionarCuenta, saldosDeCuenta } from '../../domain/saldos-publicados';
import { evolucionarCalendario, type FilaCalendario } from '../../projections/calendario/calendario.evolucionar';
import { proyeccionCalendario } from '../../projections/calendario/calendario.proyeccion';
import { type FilaBloqueo, type FilaCelda, VentanaALas, type VentanaALasLeida } from './ventana-a-las.query';

const cruza = (desde: string, hasta: string, ventana: { desde: string; hasta: string }) => desde < ventana.hasta && hasta > ventana.desde && desde < hasta;

/**
 * The hotel at a past moment: the streams whose stays touched the window up to then (platform's
 * `leerStreamsALas`), each folded by the calendar's own projection up to that moment, then read as
 * the live window reads its rows (same filters, same order). Balances fold from the same events.
 */
@QueryHandler(VentanaALas)
export class VentanaALasHandler implements IQueryHandler<VentanaALas, VentanaALasLeida> {
  constructor(private readonly em: EntityManager) {}

  async execute({ desde, hasta, momento }: VentanaALas): Promise<VentanaALasLeida> {
    const streams = await leerStreamsALas(sqlExecutor(this.em), {
      hotelId: hotelDeLaSesion(),
      momento,
      desde,
      hasta,
      prefijos: proyeccionCalendario.eventos.prefijos,
      tipos: [...proyeccionCalendario.eventos.tipos, ...TIPOS_EVENTO_CUENTA_RESERVA_PUBLICADOS],
    });
    const ventana = { desde, hasta };
    const filas: FilaCelda[] = [];
    const bloqueos: FilaBloqueo[] = [];
    const saldos: SaldosPorReserva = {};
    for (const { streamId, eventos } of streams) {
      let fila: FilaCalendario | null = null;
      let cuenta: CuentaPublicada | null = null;
      for (const e of eventos) {
        fila = evolucionarCalendario(fila, e, streamId);
        if (streamId.startsWith(PREFIJO_STREAM_RESERVA)) cuenta = evolucionarCuenta(cuenta, e as EventoReservaPublicado);
      }
      if (fila?.tipo === 'bloqueo') {
        if (cruza(fila.desde, fila.hasta, ventana)) bloqueos.push({ habitacion_id: fila.habitacionId, desde: fila.desde, hasta: fila.hasta, canal: fila.canal, fuera_servicio: fila.fueraServicio ?? null });
        continue;
      }
      if (fila?.tipo !== 'reserva' || fila.estadoId === ESTADO_RESERVA.anulado) continue;
      const r = fila;
      const celdas = r.celdas.filter((c) => cruza(c.desde, c.hasta, ventana));
      if (celdas.length > 0 && cuenta) saldos[r.reservaId] = saldosDeCuenta(cuenta);
      for (const c of celdas) {
        filas.push({
          reserva_id: r.reservaId,
          linea_id: c.lineaId,
          estado_id: r.estadoId,
          cliente: r.cliente,
          nombre_grupo: r.nombreGrupo,
          pasajeros_totales: r.pasajerosTotales,
          importante: r.importante,
          origen: r.origen ?? null,
          habitacion_id: c.habitacionId,
          tipo_habitacion_id: c.tipoHabitacionId,
          pasajeros: c.pasajeros,
          desde: c.desde,
          hasta: c.hasta,
        });
      }
    }
    filas.sort((a, b) => a.reserva_id - b.reserva_id || a.linea_id - b.linea_id);
    bloqueos.sort((a, b) => a.habitacion_id - b.habitacion_id || (a.desde < b.desde ? -1 : a.desde > b.desde ? 1 : 0));
    return { filas, bloqueos, saldos };
  }
}
