import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type CargoResumen,
  type ClienteResumen,
  type ConfiguracionPrecios,
  type HabitacionResumen,
  type MonedaResumen,
  ObtenerConfiguracionPrecios,
  type ReferenciasMaestros,
  type ReferenciasTarifario,
  ResolverReferenciasMaestros,
  ResolverReferenciasTarifario,
  type TipoImpuestoResumen,
} from '@recepcion/contracts';

/** What a create, an edit or a move names and prices with, resolved once. */
export interface Referencias {
  configuracion: ConfiguracionPrecios;
  habitaciones: Map<number, HabitacionResumen>;
  clientes: Map<number, ClienteResumen>;
  cargos: Map<number, CargoResumen>;
  monedas: Map<string, MonedaResumen>;
  impuestos: Map<number, TipoImpuestoResumen>;
}

export interface IdsReferencias {
  habitaciones?: number[];
  clientes?: number[];
  cargos?: number[];
  monedas?: string[];
  tiposImpuesto?: number[];
}

const ids = <T>(valores: (T | null | undefined)[]): T[] => [...new Set(valores.filter((v): v is T => v !== null && v !== undefined))];

/** The ids a create or full edit body refers to: its client, currency and tax, rooms, and those of its charges, payments and guests. */
export function idsDelCuerpo(cuerpo: {
  ClienteId?: number;
  MonedaId?: string;
  TipoImpuestoId?: number;
  Habitaciones?: { HabitacionId: number }[];
  Cargos?: { CargoId?: number; ContactoClienteId?: number | null; MonedaId?: string; TipoImpuestoId?: number }[];
  Ingresos?: { ClienteId?: number | null; MonedaId?: string }[];
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
  };
}

/**
 * Reference data from the modules that own it, through their published queries: one call to
 * maestros (rooms with their type, clients, charges), one to tarifario (currencies, tax types) and
 * one to cuenta (the pricing configuration), whatever the number of lines, charges and payments.
 * Inside a command's transaction they run one after another on its connection.
 */
@Injectable()
export class ReferenciasReserva {
  constructor(private readonly queryBus: QueryBus) {}

  /** Rooms with their type only (a calendar move to another room). */
  async habitaciones(ids: number[]): Promise<Map<number, HabitacionResumen>> {
    if (ids.length === 0) return new Map();
    const { habitaciones } = await this.queryBus.execute<ResolverReferenciasMaestros, ReferenciasMaestros>(new ResolverReferenciasMaestros({ habitaciones: ids }));
    return new Map(habitaciones.map((h) => [h.Id, h]));
  }

  async resolver(pedidas: IdsReferencias): Promise<Referencias> {
    const maestros = await this.queryBus.execute<ResolverReferenciasMaestros, ReferenciasMaestros>(
      new ResolverReferenciasMaestros({ habitaciones: pedidas.habitaciones, clientes: pedidas.clientes, cargos: pedidas.cargos }),
    );
    const tarifario = await this.queryBus.execute<ResolverReferenciasTarifario, ReferenciasTarifario>(
      new ResolverReferenciasTarifario({ monedas: pedidas.monedas, tiposImpuesto: pedidas.tiposImpuesto }),
    );
    const configuracion = await this.queryBus.execute<ObtenerConfiguracionPrecios, ConfiguracionPrecios>(new ObtenerConfiguracionPrecios());
    return {
      configuracion,
      habitaciones: new Map(maestros.habitaciones.map((h) => [h.Id, h])),
      clientes: new Map(maestros.clientes.map((c) => [c.Id, c])),
      cargos: new Map(maestros.cargos.map((c) => [c.Id, c])),
      monedas: new Map(tarifario.monedas.map((m) => [m.IDMoneda, m])),
      impuestos: new Map(tarifario.tiposImpuesto.map((t) => [t.Id, t])),
    };
  }
}
