import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { EventBus, ofType, QueryBus } from '@nestjs/cqrs';
import {
  type CargoResumen,
  type ClienteResumen,
  type ConfiguracionPrecios,
  ENTIDAD_EN_VIVO_RESERVAS,
  EntidadCambiada,
  FORMAS_PAGO_BASE_IDS,
  type FormaPagoResumen,
  type HabitacionResumen,
  type MonedaResumen,
  ObtenerConfiguracionPrecios,
  type ReferenciasMaestros,
  type ReferenciasTarifario,
  type RegimenResumen,
  ResolverReferenciasMaestros,
  ResolverReferenciasTarifario,
  type TipoImpuestoResumen,
} from '@recepcion/contracts';
import { AvisosEntreProcesos, hotelDeLaSesion } from '@recepcion/platform';
import type { Subscription } from 'rxjs';
import { CacheReferencias, type ReferenciasLeidas } from './referencias-en-cache';

/** What a create, an edit or a move names and prices with, resolved once. */
export interface Referencias {
  configuracion: ConfiguracionPrecios;
  habitaciones: Map<number, HabitacionResumen>;
  clientes: Map<number, ClienteResumen>;
  cargos: Map<number, CargoResumen>;
  monedas: Map<string, MonedaResumen>;
  impuestos: Map<number, TipoImpuestoResumen>;
  /** The meal plans its room lines name (`IDServicioRegimen`). */
  regimenes: Map<number, RegimenResumen>;
  /** The payment methods its payments name (`FormaPagoId`). */
  formasPago: Map<number, FormaPagoResumen>;
}

export interface IdsReferencias {
  habitaciones?: number[];
  clientes?: number[];
  cargos?: number[];
  monedas?: string[];
  tiposImpuesto?: number[];
  regimenes?: number[];
  formasPago?: number[];
}

const ids = <T>(valores: (T | null | undefined)[]): T[] => [...new Set(valores.filter((v): v is T => v !== null && v !== undefined))];

/** The ids a create or full edit body refers to: its client, currency and tax, rooms and meal plans, and those of its charges, payments and guests. */
export function idsDelCuerpo(cuerpo: {
  ClienteId?: number;
  MonedaId?: string;
  TipoImpuestoId?: number;
  Habitaciones?: { HabitacionId: number; IDServicioRegimen?: number | null }[];
  Cargos?: { CargoId?: number; ContactoClienteId?: number | null; MonedaId?: string; TipoImpuestoId?: number }[];
  Ingresos?: { ClienteId?: number | null; MonedaId?: string; FormaPagoId?: number }[];
  Pasajeros?: { PasajeroId?: number }[];
}): IdsReferencias {
  const cargos = cuerpo.Cargos ?? [];
  const ingresos = cuerpo.Ingresos ?? [];
  return {
    habitaciones: ids((cuerpo.Habitaciones ?? []).map((l) => l.HabitacionId)),
    clientes: ids([cuerpo.ClienteId, ...cargos.map((c) => c.ContactoClienteId), ...ingresos.map((i) => i.ClienteId), ...(cuerpo.Pasajeros ?? []).map((p) => p.PasajeroId)]),
    cargos: ids(cargos.map((c) => c.CargoId)),
    monedas: ids([cuerpo.MonedaId, ...cargos.map((c) => c.MonedaId), ...ingresos.map((i) => i.MonedaId)]),
    tiposImpuesto: ids([cuerpo.TipoImpuestoId, ...cargos.map((c) => c.TipoImpuestoId)]),
    // 0 is "no meal plan" (the line clears its price), not a reference.
    regimenes: ids((cuerpo.Habitaciones ?? []).map((l) => l.IDServicioRegimen || null)),
    // The spec's own (1 Contado, 2 Crédito) need no reading.
    formasPago: ids(ingresos.map((i) => (i.FormaPagoId !== undefined && FORMAS_PAGO_BASE_IDS.includes(i.FormaPagoId) ? null : i.FormaPagoId))),
  };
}

const AVISO_REFERENCIAS = 'referencias-reserva';

/** Live changes of the reservations area itself: they change no reference data. */
const PROPIAS = new Set<string>(Object.values(ENTIDAD_EN_VIVO_RESERVAS));

/**
 * Reference data from the modules that own it, through their published queries: one call to
 * maestros (rooms with their type, clients, charges, meal plans), one to tarifario (currencies, tax
 * types, payment methods) and
 * one to cuenta (the pricing configuration), whatever the number of lines, charges and payments.
 * Inside a command's transaction they run one after another on its connection.
 *
 * A create reads them through a per-hotel cache (`enCache`): the owners announce every change of
 * a hotel's master data with `EntidadCambiada` (the CRUD writes, the configuration), which drops
 * that hotel's entry in every API process (`AvisosEntreProcesos`); a global one (currencies) drops all.
 */
@Injectable()
export class ReferenciasReserva implements OnModuleDestroy {
  private readonly cache = new CacheReferencias();
  private readonly cambios: Subscription;
  private readonly dejarDeEscuchar: () => void;

  constructor(
    private readonly queryBus: QueryBus,
    eventBus: EventBus,
    avisos: AvisosEntreProcesos,
  ) {
    // The other API processes keep their own caches: the notice reaches them too.
    this.cambios = eventBus.pipe(ofType(EntidadCambiada)).subscribe((evento) => {
      if (!PROPIAS.has(evento.entidad)) avisos.avisar(AVISO_REFERENCIAS, evento.hotelId);
    });
    this.dejarDeEscuchar = avisos.escuchar(AVISO_REFERENCIAS, (hotelId) => (hotelId === null ? this.cache.invalidarTodo() : this.cache.invalidar(Number(hotelId))));
  }

  onModuleDestroy(): void {
    this.cambios.unsubscribe();
    this.dejarDeEscuchar();
  }

  /** Rooms with their type only (a calendar move to another room). */
  async habitaciones(ids: number[]): Promise<Map<number, HabitacionResumen>> {
    if (ids.length === 0) return new Map();
    const { habitaciones } = await this.queryBus.execute<ResolverReferenciasMaestros, ReferenciasMaestros>(new ResolverReferenciasMaestros({ habitaciones: ids }));
    return new Map(habitaciones.map((h) => [h.Id, h]));
  }

  async resolver(pedidas: IdsReferencias): Promise<Referencias> {
    const leidas = await this.leer({ ...pedidas, configuracion: true });
    return {
      configuracion: leidas.configuracion!,
      habitaciones: new Map((leidas.habitaciones ?? []).map((h) => [h.Id, h])),
      clientes: new Map((leidas.clientes ?? []).map((c) => [c.Id, c])),
      cargos: new Map((leidas.cargos ?? []).map((c) => [c.Id, c])),
      monedas: new Map((leidas.monedas ?? []).map((m) => [m.IDMoneda, m])),
      impuestos: new Map((leidas.impuestos ?? []).map((t) => [t.Id, t])),
      regimenes: new Map((leidas.regimenes ?? []).map((r) => [r.Id, r])),
      formasPago: new Map((leidas.formasPago ?? []).map((f) => [f.Id, f])),
    };
  }

  /** The same, from the session hotel's cache: the owners are asked only for what it lacks. Outside any transaction. */
  enCache(pedidas: IdsReferencias): Promise<Referencias> {
    return this.cache.resolver(hotelDeLaSesion(), pedidas, (faltan) => this.leer(faltan));
  }

  private async leer(pedidas: IdsReferencias & { configuracion: boolean }): Promise<ReferenciasLeidas> {
    const leidas: ReferenciasLeidas = {};
    if (pedidas.habitaciones?.length || pedidas.clientes?.length || pedidas.cargos?.length || pedidas.regimenes?.length) {
      const maestros = await this.queryBus.execute<ResolverReferenciasMaestros, ReferenciasMaestros>(
        new ResolverReferenciasMaestros({ habitaciones: pedidas.habitaciones, clientes: pedidas.clientes, cargos: pedidas.cargos, regimenes: pedidas.regimenes }),
      );
      Object.assign(leidas, { habitaciones: maestros.habitaciones, clientes: maestros.clientes, cargos: maestros.cargos, regimenes: maestros.regimenes ?? [] });
    }
    if (pedidas.monedas?.length || pedidas.tiposImpuesto?.length || pedidas.formasPago?.length) {
      const tarifario = await this.queryBus.execute<ResolverReferenciasTarifario, ReferenciasTarifario>(
        new ResolverReferenciasTarifario({ monedas: pedidas.monedas, tiposImpuesto: pedidas.tiposImpuesto, formasPago: pedidas.formasPago }),
      );
      Object.assign(leidas, { monedas: tarifario.monedas, impuestos: tarifario.tiposImpuesto, formasPago: tarifario.formasPago ?? [] });
    }
    if (pedidas.configuracion) leidas.configuracion = await this.queryBus.execute<ObtenerConfiguracionPrecios, ConfiguracionPrecios>(new ObtenerConfiguracionPrecios());
    return leidas;
  }
}
