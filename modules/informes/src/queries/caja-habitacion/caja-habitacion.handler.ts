import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type EstadoReservaId, type FilaCajaHabitacion, NOMBRE_ESTADO_RESERVA } from '@recepcion/contracts';
import { BaseDeLectura, hotelDeLaSesion } from '@recepcion/platform';
import { cuenta, type ReservaInforme, saldosDe } from '../../domain/reserva-informe';
import { reservasALas } from '../../aplicacion/reservas-a-las';
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
 * Daily cash per room (`/reservas/caja-habitacion`): every room with the stay it holds that day,
 * one row per currency of that reservation, from the reports' read model. A free room has a row
 * without currency: its dates and amounts are blank (spec section 3, "Daily cash"). A reservation
 * of several rooms carries its amounts once, on its first room (in the rooms' order); its other
 * rooms show the stay with blank amounts and say where the amounts are, so a column's total counts
 * each reservation once.
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
    const conImportes = new Map<number, string>();
    return room.flatMap((habitacion): FilaCajaHabitacion[] => {
      // A stay holds the room from its check-in to its check-out day (the guest still leaves that day).
      const ocupa = (l: ReservaInforme['habitaciones'][number]) => l.HabitacionId === habitacion.Id && l.CheckIn <= fecha && fecha <= l.CheckOut;
      const reserva = reservas.find((r) => r.habitaciones.some(ocupa));
      if (!reserva) return [libre(habitacion.Nombre)];
      const linea = reserva.habitaciones.find(ocupa)!;
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
        IngresoFecha: reserva.ingresos.filter((i) => i.MonedaId === s.MonedaId && i.Fecha === fecha).reduce((t, i) => t + i.Valor, 0),
        Cargo: s.Cargo,
        Ingreso: s.Ingreso,
        Saldo: s.Saldo,
        NombreMoneda: nombres.get(s.MonedaId) ?? s.MonedaId,
        IDMoneda: s.MonedaId,
        InfoCaja: `Reserva ${reserva.id}`,
      }));
    });
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
