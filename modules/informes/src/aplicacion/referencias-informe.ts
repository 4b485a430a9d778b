import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type ConfiguracionPrecios,
  type HabitacionesCalendario,
  HabitacionesDelCalendario,
  ObtenerConfiguracionPrecios,
  type ReferenciasTarifario,
  type ResidenciaCliente,
  ResidenciasDeClientes,
  ResolverReferenciasTarifario,
} from '@recepcion/contracts';

/**
 * What the reports need from other modules, through their published queries: rooms and room
 * types (maestros), clients' kind and residence (maestros), the hotel's country and currency
 * (cuenta), currency names (tarifario). One round trip each.
 */
@Injectable()
export class ReferenciasInforme {
  constructor(private readonly queryBus: QueryBus) {}

  habitaciones(): Promise<HabitacionesCalendario> {
    return this.queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario());
  }

  configuracion(): Promise<ConfiguracionPrecios> {
    return this.queryBus.execute<ObtenerConfiguracionPrecios, ConfiguracionPrecios>(new ObtenerConfiguracionPrecios());
  }

  async residencias(clienteIds: Iterable<number>): Promise<Map<number, ResidenciaCliente>> {
    const ids = [...new Set(clienteIds)];
    if (ids.length === 0) return new Map();
    const filas = await this.queryBus.execute<ResidenciasDeClientes, ResidenciaCliente[]>(new ResidenciasDeClientes(ids));
    return new Map(filas.map((f) => [f.Id, f]));
  }

  async nombresMonedas(monedas: Iterable<string>): Promise<Map<string, string>> {
    const ids = [...new Set(monedas)];
    if (ids.length === 0) return new Map();
    const { monedas: resueltas } = await this.queryBus.execute<ResolverReferenciasTarifario, ReferenciasTarifario>(new ResolverReferenciasTarifario({ monedas: ids }));
    return new Map(resueltas.map((m) => [m.IDMoneda, m.Nombre]));
  }
}

/** Rounded to 2 decimals (shares and money). */
export const dosDecimales = (n: number) => Math.round(n * 100) / 100;
export const porcentaje = (parte: number, total: number) => (total > 0 ? dosDecimales((100 * parte) / total) : 0);
