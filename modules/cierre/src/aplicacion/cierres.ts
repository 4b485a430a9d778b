import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type CierreDia,
  type CifrasCierre,
  type CifrasReservas,
  CifrasReservasDelDia,
  type HabitacionesCalendario,
  HabitacionesDelCalendario,
  MENSAJES_CIERRE,
  NOMBRES_FORMA_PAGO_BASE,
  NombresDeUsuarios,
  type ReferenciasTarifario,
  ResolverReferenciasTarifario,
  type VersionCierre,
} from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';
import { bloquearCierres, fechaCerradaHasta, fijarCierre, hotelDeLaSesion, hoyDelHotel, NoEncontradoError, registrarActividad, ReglaNegocioError, requestContext, sqlExecutor } from '@recepcion/platform';
import { CierreRechazadoError, decidirCierre, decidirReapertura, type EstadoCierres } from '../domain/cierre.decider';
import { calcularCifras } from '../domain/cifras-cierre';
import { estaCerrada, estadoCon, fechasReabiertas, type FilaVersion, primeraFecha, SQL_GUARDAR_CIFRAS, SQL_NUEVA_VERSION, SQL_PRIMERA_FECHA, SQL_REABRIR, versionesDe } from './cierres.sql';

const comoRegla = <T>(decidir: () => T): T => {
  try {
    return decidir();
  } catch (error) {
    if (error instanceof CierreRechazadoError) throw new ReglaNegocioError(error.message);
    throw error;
  }
};

/**
 * Closing and reopening the hotel's days. A close is one short transaction under the hotel's close
 * lock taken exclusively (platform's `bloquearCierres`: it waits for the dated writes under way,
 * and every write dated on or before the date after it is refused): the rules, the new closed
 * date and the version (who, when). The snapshot is computed after the commit, from committed
 * data no write can change any more, and stored once per version; a retry computes a missing one.
 * Reading other modules inside the transaction would take a second connection (PGlite: deadlock).
 */
@Injectable()
export class Cierres {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async estado(): Promise<EstadoCierres> {
    const db = sqlExecutor(this.em);
    const hotelId = hotelDeLaSesion();
    const [hasta, primera] = await Promise.all([fechaCerradaHasta(db, hotelId), primeraFecha(db, hotelId)]);
    return estadoCon(hasta, primera);
  }

  /** The dates closed once and reopened since, not closed again: their figures stay readable. */
  reabiertas(): Promise<string[]> {
    return fechasReabiertas(sqlExecutor(this.em), hotelDeLaSesion());
  }

  async cerrar(fecha: string): Promise<CierreDia> {
    const hotelId = hotelDeLaSesion();
    const ctx = requestContext.require();
    const hoy = hoyDelHotel();
    await this.em.fork().transactional(async (em) => {
      const tx = sqlExecutor(em);
      const estado = estadoCon(await bloquearCierres(tx, hotelId), await primeraFecha(tx, hotelId));
      const decision = comoRegla(() => decidirCierre(fecha, hoy, estado));
      if (decision.tipo === 'yaCerrada') return;
      await fijarCierre(tx, hotelId, fecha, ctx.now);
      if (decision.primerCierre) await tx.query(SQL_PRIMERA_FECHA, [hotelId, fecha]);
      await tx.query(SQL_NUEVA_VERSION, [hotelId, fecha, ctx.userId ?? null, ctx.now.toISOString()]);
      await registrarActividad(tx, { tipo: 'Cierre', entidad: 'CierreDia', entidadId: null, descripcion: MENSAJES_CIERRE.actividadCerrado(formatearFecha(fecha)) });
    });
    return this.leer(fecha);
  }

  async reabrir(fecha: string): Promise<CierreDia> {
    const hotelId = hotelDeLaSesion();
    const ctx = requestContext.require();
    // A close whose snapshot was never stored (its process stopped) keeps it before it reopens.
    await this.asegurarCifras(fecha, await this.estado());
    await this.em.fork().transactional(async (em) => {
      const tx = sqlExecutor(em);
      const estado = estadoCon(await bloquearCierres(tx, hotelId), await primeraFecha(tx, hotelId));
      const { cerradoHasta } = comoRegla(() => decidirReapertura(fecha, estado));
      await fijarCierre(tx, hotelId, cerradoHasta, ctx.now);
      if (cerradoHasta === null) await tx.query('delete from cierre_hotel where hotel_id = $1', [hotelId]);
      await tx.query(SQL_REABRIR, [hotelId, fecha, ctx.userId ?? null, ctx.now.toISOString()]);
      await registrarActividad(tx, { tipo: 'Cierre', entidad: 'CierreDia', entidadId: null, descripcion: MENSAJES_CIERRE.actividadReabierto(formatearFecha(fecha)) });
    });
    return this.leer(fecha);
  }

  /** The date's latest snapshot, who closed it and every version; 404 when it was never closed. */
  async leer(fecha: string): Promise<CierreDia> {
    const hotelId = hotelDeLaSesion();
    const db = sqlExecutor(this.em);
    const estado = await this.estado();
    await this.asegurarCifras(fecha, estado);
    const versiones = await versionesDe(db, hotelId, fecha);
    const [fila] = await db.query<{ cifras: CifrasCierre }>('select cifras from cierre_dia_cifras where hotel_id = $1 and fecha = $2::date order by version desc limit 1', [hotelId, fecha]);
    if (versiones.length === 0 || !fila) throw new NoEncontradoError('cierre', MENSAJES_CIERRE.sinCierre(formatearFecha(fecha)));
    const lista = await this.conNombres(versiones);
    return { Fecha: fecha, Cerrado: estaCerrada(fecha, estado), ...lista[lista.length - 1], Cifras: fila.cifras, Versiones: lista };
  }

  /** Computes and stores the latest version's snapshot when the date is closed and it has none. */
  private async asegurarCifras(fecha: string, estado: EstadoCierres): Promise<void> {
    if (!estaCerrada(fecha, estado)) return;
    const hotelId = hotelDeLaSesion();
    const db = sqlExecutor(this.em);
    const [ultima] = await db.query<{ version: number; tiene: boolean }>(
      `select d.version, exists (select 1 from cierre_dia_cifras c where c.hotel_id = d.hotel_id and c.fecha = d.fecha and c.version = d.version) as tiene
         from cierre_dia d where d.hotel_id = $1 and d.fecha = $2::date order by d.version desc limit 1`,
      [hotelId, fecha],
    );
    if (!ultima || ultima.tiene) return;
    const cifras = await this.calcular(fecha);
    await db.query(SQL_GUARDAR_CIFRAS, [hotelId, fecha, ultima.version, JSON.stringify(cifras), requestContext.require().now.toISOString()]);
  }

  private async calcular(fecha: string): Promise<CifrasCierre> {
    const [reservas, { room }] = await Promise.all([
      this.queryBus.execute<CifrasReservasDelDia, CifrasReservas>(new CifrasReservasDelDia(fecha)),
      this.queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario()),
    ]);
    const monedas = [...new Set([...reservas.lineas.map((l) => l.monedaId), ...reservas.cargos.map((c) => c.monedaId), ...reservas.pagos.map((p) => p.monedaId)])];
    const formasPago = [...new Set(reservas.pagos.map((p) => p.formaPagoId))];
    const referencias = await this.queryBus.execute<ResolverReferenciasTarifario, ReferenciasTarifario>(new ResolverReferenciasTarifario({ monedas, formasPago }));
    const centavos = new Map(referencias.monedas.map((m) => [m.IDMoneda, m.Centavos]));
    const formas = new Map((referencias.formasPago ?? []).map((f) => [f.Id, f.Nombre]));
    return calcularCifras(fecha, reservas, {
      habitaciones: room.length,
      conCentavos: (monedaId) => centavos.get(monedaId) ?? true,
      nombreFormaPago: (id) => formas.get(id) ?? NOMBRES_FORMA_PAGO_BASE[id] ?? String(id),
    });
  }

  private async conNombres(versiones: readonly FilaVersion[]): Promise<VersionCierre[]> {
    const ids = [...new Set(versiones.flatMap((v) => [v.cerrado_por, v.reabierto_por]).filter((id): id is number => typeof id === 'number'))];
    const nombres = ids.length > 0 ? await this.queryBus.execute<NombresDeUsuarios, Record<number, string>>(new NombresDeUsuarios(ids)) : {};
    const nombre = (id: number | null) => (id === null ? null : (nombres[id] ?? null));
    return versiones.map((v) => ({
      Version: v.version,
      CerradoPor: nombre(v.cerrado_por),
      CerradoEn: new Date(v.cerrado_en).toISOString(),
      ReabiertoPor: nombre(v.reabierto_por),
      ReabiertoEn: v.reabierto_en ? new Date(v.reabierto_en).toISOString() : null,
    }));
  }
}
