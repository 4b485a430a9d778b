import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type HabitacionesCalendario, HabitacionesDelCalendario, type MonedaResumen, ObtenerMoneda } from '@recepcion/contracts';
import { hotelDeLaSesion, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import { ESTADO, NOMBRE_ESTADO } from '../domain/reserva.types';
import type { reservaJson } from '../proyecciones/reserva.proyeccion';

type Datos = ReturnType<typeof reservaJson>;

/** A row of the daily cash report; a free room's row has only its name. */
interface FilaCaja {
  Habitaciones: string;
  CheckIN: string | null;
  CheckOUT: string | null;
  Cliente: string | null;
  NombrePax: string | null;
  IngresoFecha: number | null;
  Cargo: number | null;
  Ingreso: number | null;
  Saldo: number | null;
  NombreMoneda: string | null;
  IDMoneda: string | null;
  InfoCaja: string | null;
  Estado: string | null;
  CantidadPasajeros: number | null;
}

/**
 * Daily cash per room (`/reservas/caja-habitacion`): every room with the stay it holds that day,
 * one row per currency of that reservation. A free room has a row without currency: its dates and
 * amounts are blank (spec section 3, "Daily cash").
 */
@ApiTags('Informes')
@Controller('Informes')
export class CajaController {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('InfCajaFechaHabitacion/:fecha')
  async caja(@Param('fecha') fecha: string) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) throw new ReglaNegocioError('Seleccione la fecha');
    const { room } = await this.queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario());
    const reservas = await sqlExecutor(this.em).query<{ datos: Datos }>(
      `select datos from reserva where hotel_id = $1 and not eliminada and estado_id <> $2 and check_in <= $3::date and check_out >= $3::date`,
      [hotelDeLaSesion(), ESTADO.anulado, fecha],
    );
    // Currency names from tarifario, once per currency of the day.
    const codigos = [...new Set(reservas.flatMap((r) => r.datos.Saldos.map((x) => x.MonedaId)))];
    const nombres = new Map<string, string>();
    for (const codigo of codigos) {
      const moneda = await this.queryBus.execute<ObtenerMoneda, MonedaResumen | null>(new ObtenerMoneda(codigo));
      nombres.set(codigo, moneda?.Nombre ?? codigo);
    }
    return room.flatMap((habitacion): FilaCaja[] => {
      // A stay holds the room from its check-in to its check-out day (the guest still leaves that day).
      const reserva = reservas.find((r) => r.datos.Habitaciones.some((l) => l.HabitacionId === habitacion.Id && l.CheckIn <= fecha && fecha <= l.CheckOut))?.datos;
      if (!reserva) {
        return [{ Habitaciones: habitacion.Nombre, CheckIN: null, CheckOUT: null, Cliente: null, NombrePax: null, IngresoFecha: null, Cargo: null, Ingreso: null, Saldo: null, NombreMoneda: null, IDMoneda: null, InfoCaja: null, Estado: null, CantidadPasajeros: null }];
      }
      const linea = reserva.Habitaciones.find((l) => l.HabitacionId === habitacion.Id && l.CheckIn <= fecha && fecha <= l.CheckOut)!;
      const pax = reserva.Pasajeros.filter((p) => p.HabitacionId === habitacion.Id).map((p) => p.PasajeroNombre);
      return reserva.Saldos.map((s) => {
        const delDia = reserva.Ingresos.filter((i) => i.MonedaId === s.MonedaId && i.Fecha === fecha).reduce((t, i) => t + i.Valor, 0);
        const moneda = nombres.get(s.MonedaId) ?? s.MonedaId;
        return {
          Habitaciones: habitacion.Nombre,
          CheckIN: linea.CheckIn,
          CheckOUT: linea.CheckOut,
          Cliente: reserva.ClienteNombre,
          NombrePax: pax.join(', ') || null,
          IngresoFecha: delDia,
          Cargo: s.Cargo,
          Ingreso: s.Ingreso,
          Saldo: s.Saldo,
          NombreMoneda: moneda,
          IDMoneda: s.MonedaId,
          InfoCaja: `Reserva ${reserva.Id}`,
          Estado: NOMBRE_ESTADO[reserva.EstadoId],
          CantidadPasajeros: linea.CantidadPasajero,
        };
      });
    });
  }
}
