import { randomBytes } from 'node:crypto';
import type { QueryBus } from '@nestjs/cqrs';
import { NOMBRE_ESTADO_RESERVA, ObtenerReservaDetalle, type ReservaDetalle, type ReservaWebDetalle, type ReservaWebRespuesta } from '@recepcion/contracts';
import { diaIso } from '@recepcion/domain';
import type { SqlExecutor } from '@recepcion/platform';
import { anularHasta } from '../domain/reglas-motor';
import type { ConfiguracionMotor } from '@recepcion/contracts';

/** 192 random bits, URL-safe: the guest's page is reachable only by whoever holds the link. */
export const nuevoTokenReserva = (): string => randomBytes(24).toString('base64url');

/** A web booking as motor_reserva keeps it (the reservation itself lives in reservas). */
export interface FilaReservaWeb {
  token: string;
  hotel_id: number;
  reserva_id: number;
  nombre: string;
  email: string;
  tipo_habitacion: string;
  adultos: number;
  ninos: number;
}

export async function reservaWebPorToken(tx: SqlExecutor, token: string): Promise<FilaReservaWeb | null> {
  const [fila] = await tx.query<FilaReservaWeb>('select * from motor_reserva where token = $1', [token]);
  return fila ?? null;
}

export async function reservaWebPorClave(tx: SqlExecutor, hotelId: number, idempotencia: string): Promise<FilaReservaWeb | null> {
  const [fila] = await tx.query<FilaReservaWeb>('select * from motor_reserva where hotel_id = $1 and idempotencia = $2', [hotelId, idempotencia]);
  return fila ?? null;
}

export const respuestaWeb = (fila: FilaReservaWeb, r: ReservaDetalle): ReservaWebRespuesta => ({
  Codigo: r.Id,
  Token: fila.token,
  CheckIn: r.CheckIn,
  CheckOut: r.CheckOut,
  TipoHabitacion: fila.tipo_habitacion,
  Total: r.Total,
  MonedaId: r.MonedaId,
  EstadoId: r.EstadoId,
});

/** The guest's page: this booking only, with whether it may still be cancelled free of charge today. */
export async function detalleWeb(queryBus: QueryBus, fila: FilaReservaWeb, hotel: { nombre: string; slug: string; config: ConfiguracionMotor }, hoy: string): Promise<ReservaWebDetalle | null> {
  const r = await queryBus.execute<ObtenerReservaDetalle, ReservaDetalle | null>(new ObtenerReservaDetalle(fila.reserva_id));
  if (!r) return null;
  const hasta = anularHasta(r.CheckIn, hotel.config);
  const vigente = r.EstadoId === 1 || r.EstadoId === 2 || r.EstadoId === 3;
  return {
    ...respuestaWeb(fila, r),
    Hotel: hotel.nombre,
    Slug: hotel.slug,
    Nombre: fila.nombre,
    Adultos: fila.adultos,
    Ninos: fila.ninos,
    EstadoNombre: NOMBRE_ESTADO_RESERVA[r.EstadoId],
    AnularHasta: hasta,
    PuedeAnular: vigente && diaIso(hoy) <= diaIso(hasta),
  };
}
