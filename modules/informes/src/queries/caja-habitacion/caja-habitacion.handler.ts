import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type EstadoReservaId, type FilaCajaHabitacion, MENSAJES_INFORMES, NOMBRE_ESTADO_RESERVA } from '@recepcion/contracts';
import { BaseDeLectura, hotelDeLaSesion } from '@recepcion/platform';
import { anuladaConPagos, cuenta, type ReservaInforme, saldosDe } from '../../domain/reserva-informe';
import { reservasALas, reservasPorIdALas } from '../../aplicacion/reservas-a-las';
import { ReferenciasInforme } from '../../aplicacion/referencias-informe';
import { CajaHabitacion } from './caja-habitacion.query';

const libre = (habitacion: string): FilaCajaHabitacion => ({
  Habitaciones: habitacion,
  CheckIN: null,
  CheckOUT: null,
  Cliente: null,
  NombrePax: null,
  IngresoFecha: null,
  Cargo: null,
  Ingreso: null,
  Saldo: null,
  NombreMoneda: null,
  IDMoneda: null,
  InfoCaja: null,
  Estado: null,
  CantidadPasajeros: null,
});

/**
 * Daily cash per room (`/reservas/caja-habitacion`): every room with the stays it holds that day
 * (on a turnover day, the one that leaves and the one that arrives), one row per currency of each,
 * from the reports' read model. A free room has a row without currency: its dates and amounts are
 * blank (spec section 3, "Daily cash"). A reservation of several rooms carries its amounts once,
 * on its first room (in the rooms' order); its other rooms show the stay with blank amounts and
 * say where the amounts are, so a column's total counts each reservation once. After the rooms:
 * the reservations paid that day whose stay does not hold a room then (a deposit for next month, a
 * balance paid after leaving), one row per currency paid, so that the day's income is all the
 * money the desk took that day.
 */
@QueryHandler(CajaHabitacion)
export class CajaHabitacionHandler implements IQueryHandler<CajaHabitacion, FilaCajaHabitacion[]> {
  constructor(
    private readonly em: EntityManager,
    private readonly lectura: BaseDeLectura,
    private readonly referencias: ReferenciasInforme,
  ) {}

  async execute({ fecha, aLas }: CajaHabitacion): Promise<FilaCajaHabitacion[]> {
    const { room } = await this.referencias.habitaciones();
    const reservas = (await this.reservas(fecha, aLas)).map((r) => ({ ...r, saldos: saldosDe(r) }));
    // Currency names from tarifario, all of the day's currencies at once.
    const nombres = await this.referencias.nombresMonedas(reservas.flatMap((r) => r.saldos.map((x) => x.MonedaId)));
    const ingresoDelDia = (r: ReservaInforme, monedaId: string) => r.ingresos.filter((i) => i.MonedaId === monedaId && i.Fecha === fecha).reduce((t, i) => t + i.Valor, 0);
    const nombreHabitacion = new Map(room.map((h) => [h.Id, h.Nombre]));
    const conImportes = new Map<number, string>();
    const filasHabitaciones = room.flatMap((habitacion): FilaCajaHabitacion[] => {
      // A stay holds the room from its check-in to its check-out day (the guest still leaves that
      // day): on a turnover day the room has the stay that leaves and the one that arrives, in that order.
      const ocupa = (l: ReservaInforme['habitaciones'][number]) => l.HabitacionId === habitacion.Id && l.CheckIn <= fecha && fecha <= l.CheckOut;
      const estadias = reservas
        .map((reserva) => ({ reserva, linea: reserva.habitaciones.find(ocupa) }))
        .filter((e): e is { reserva: (typeof reservas)[number]; linea: ReservaInforme['habitaciones'][number] } => e.linea !== undefined)
        .sort((a, b) => a.linea.CheckIn.localeCompare(b.linea.CheckIn) || a.reserva.id - b.reserva.id);
      if (estadias.length === 0) return [libre(habitacion.Nombre)];
      return estadias.flatMap(({ reserva, linea }): FilaCajaHabitacion[] => {
        const pax = reserva.pasajeros.filter((p) => p.HabitacionId === habitacion.Id).map((p) => p.PasajeroNombre);
        const estadia = {
          Habitaciones: habitacion.Nombre,
          CheckIN: linea.CheckIn,
          CheckOUT: linea.CheckOut,
          Cliente: reserva.general.ClienteNombre,
          NombrePax: pax.join(', ') || null,
          Estado: NOMBRE_ESTADO_RESERVA[reserva.estadoId as EstadoReservaId],
          CantidadPasajeros: linea.CantidadPasajero,
        };
        const primera = conImportes.get(reserva.id);
        if (primera !== undefined) {
          return [{ ...libre(habitacion.Nombre), ...estadia, InfoCaja: `Reserva ${reserva.id}: importes en la habitación ${primera}` }];
        }
        conImportes.set(reserva.id, habitacion.Nombre);
        return reserva.saldos.map((s) => ({
          ...estadia,
          IngresoFecha: ingresoDelDia(reserva, s.MonedaId),
          Cargo: s.Cargo,
          Ingreso: s.Ingreso,
          Saldo: s.Saldo,
          NombreMoneda: nombres.get(s.MonedaId) ?? s.MonedaId,
          IDMoneda: s.MonedaId,
          InfoCaja: `Reserva ${reserva.id}`,
        }));
      });
    });
    const otras = (await this.pagadasFueraDeEstadia(fecha, aLas, new Set(conImportes.keys()))).map((r) => ({ ...r, saldos: saldosDe(r) }));
    const nombresOtras = await this.referencias.nombresMonedas(otras.flatMap((r) => r.saldos.map((x) => x.MonedaId)));
    const filasPagadasFuera = otras.flatMap((reserva): FilaCajaHabitacion[] =>
      reserva.saldos
        .filter((s) => reserva.ingresos.some((i) => i.MonedaId === s.MonedaId && i.Fecha === fecha))
        .map((s) => ({
          Habitaciones: [...new Set(reserva.habitaciones.map((l) => nombreHabitacion.get(l.HabitacionId) ?? String(l.HabitacionId)))].join(', '),
          CheckIN: reserva.general.CheckIn,
          CheckOUT: reserva.general.CheckOut,
          Cliente: reserva.general.ClienteNombre,
          NombrePax: null,
          IngresoFecha: ingresoDelDia(reserva, s.MonedaId),
          Cargo: s.Cargo,
          Ingreso: s.Ingreso,
          Saldo: s.Saldo,
          NombreMoneda: nombresOtras.get(s.MonedaId) ?? s.MonedaId,
          IDMoneda: s.MonedaId,
          InfoCaja: `Reserva ${reserva.id}: ${MENSAJES_INFORMES.pagoFueraDeEstadia}`,
          Estado: NOMBRE_ESTADO_RESERVA[reserva.estadoId as EstadoReservaId],
          CantidadPasajeros: reserva.habitaciones.reduce((t, l) => t + l.CantidadPasajero, 0),
        })),
    );
    return [...filasHabitaciones, ...filasPagadasFuera];
  }

  /**
   * The reservations (that count, or cancelled after being paid) with a payment dated `fecha` and no stay that day: the reports'
   * movements find them; «A las», each is folded to that moment and kept if it was paid that day then.
   */
  private async pagadasFueraDeEstadia(fecha: string, aLas: Date | undefined, delDia: Set<number>): Promise<ReservaInforme[]> {
    const tx = this.lectura.ejecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const filas = await tx.query<{ reserva_id: number }>(
      `select distinct reserva_id from informe_movimiento where hotel_id = $1 and tipo = 'i' and fecha = $2::date order by reserva_id`,
      [hotelId, fecha],
    );
    const ids = filas.map((f) => Number(f.reserva_id)).filter((id) => !delDia.has(id));
    if (ids.length === 0) return [];
    const reservas = aLas
      ? await reservasPorIdALas(tx, hotelId, aLas, ids)
      : (await tx.query<{ datos: ReservaInforme }>(`select datos from informe_reserva where hotel_id = $1 and reserva_id = any($2::int[]) order by reserva_id`, [hotelId, ids])).map((f) => f.datos);
    return reservas.filter((r) => (cuenta(r) || anuladaConPagos(r)) && r.ingresos.some((i) => i.Fecha === fecha)).sort((a, b) => a.id - b.id);
  }

  /** The day's reservations that count: from the read model, or folded up to `aLas` and filtered as its SQL does. */
  private async reservas(fecha: string, aLas?: Date): Promise<ReservaInforme[]> {
    const tx = this.lectura.ejecutor(this.em);
    if (aLas) {
      const todas = await reservasALas(tx, hotelDeLaSesion(), aLas, fecha, fecha);
      return todas.filter((r) => cuenta(r) && r.general.CheckIn <= fecha && r.general.CheckOut >= fecha).sort((a, b) => a.id - b.id);
    }
    const filas = await tx.query<{ datos: ReservaInforme }>(
      `select datos from informe_reserva where hotel_id = $1 and vigente and check_in <= $2::date and check_out >= $2::date order by reserva_id`,
      [hotelDeLaSesion(), fecha],
    );
    return filas.map((f) => f.datos);
  }
}
