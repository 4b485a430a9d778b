import { useSession } from '@recepcion/session';
import type { Configuracion } from '@recepcion/contracts';
import type { ContextoPrecios } from './calculos';
import { type MonedaLista, type TipoImpuestoLista, useLista } from './listas';

/** The session's company configuration (spec section 3, Configuracion). */
export function useConfig(): Configuracion | undefined {
  return useSession().config;
}

/** Prices per person (configuration), tax percentages and currency cents from the live lists. */
export function useContextoPrecios(): ContextoPrecios {
  const config = useConfig();
  const impuestos = useLista<TipoImpuestoLista>('TipoImpuestos');
  const monedas = useLista<MonedaLista>('Monedas');
  return {
    porPersona: { habitacion: config?.PrecioHabitacionPorPersona ?? false, regimen: config?.PrecioRegimenPorPersona ?? false },
    porcentajeDe: (id) => Number(impuestos.find((t) => t.Id === id)?.Porcentaje ?? 0),
    centavosDe: (monedaId) => monedas.find((m) => m.IDMoneda === monedaId)?.Centavos ?? true,
  };
}
