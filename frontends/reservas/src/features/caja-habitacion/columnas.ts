import { formatearFecha, formatearMonto } from '@recepcion/domain';
import type { GridColumn } from '@recepcion/ui';
import type { FilaCaja } from './tipos';

type Centavos = (monedaId: string | null | undefined) => boolean;
type NombreMoneda = (monedaId: string | null | undefined, otro?: string | null) => string;

/**
 * A free room shows no dates and no amounts (spec section 3). The second room of a reservation
 * shows its dates without amounts: they are on the reservation's first room (one row per
 * reservation and currency, so the totals count each reservation once).
 */
const fecha = (valor: unknown) => (valor ? formatearFecha(valor as string) : '');
const monto = (centavos: Centavos) => (valor: unknown, fila: FilaCaja) =>
  fila.IDMoneda && valor !== null && valor !== undefined ? formatearMonto(Number(valor), centavos(fila.IDMoneda)) : '';

/** Spec section 2: room, check-in/out, client, status/passengers, charge, day income/total income, balance, currency. */
export const columnasCaja = (centavos: Centavos, nombreMoneda: NombreMoneda): GridColumn<FilaCaja>[] => [
  { title: 'Habitación', data: 'Habitaciones', width: 100 },
  { title: 'Check-in', data: 'CheckIN', type: 'fecha', width: 100, formato: fecha },
  { title: 'Check-out', data: 'CheckOUT', type: 'fecha', width: 100, formato: fecha },
  { title: 'Cliente', data: 'Cliente', width: 170 },
  { title: 'Estado', data: 'Estado', width: 105 },
  { title: 'Pasajeros', data: 'CantidadPasajeros', type: 'numero', decimales: 0, width: 85 },
  { title: 'Cargo', data: 'Cargo', type: 'monto', width: 105, formato: monto(centavos) },
  { title: 'Ingreso del día', data: 'IngresoFecha', type: 'monto', width: 120, formato: monto(centavos) },
  { title: 'Ingreso total', data: 'Ingreso', type: 'monto', width: 110, formato: monto(centavos) },
  { title: 'Saldo', data: 'Saldo', type: 'monto', width: 105, formato: monto(centavos) },
  // The server names a currency from the reservation's lines, or only by its code: the catalogue's name is shown.
  { title: 'Moneda', data: 'NombreMoneda', width: 130, formato: (valor, fila) => nombreMoneda(fila.IDMoneda, valor as string | null) },
];

/** The day's income per currency, in the order the currencies appear: `CLP 20.000`. */
export function ingresosDelDia(filas: readonly FilaCaja[], centavos: Centavos): string[] {
  const porMoneda = new Map<string, number>();
  for (const f of filas) if (f.IDMoneda) porMoneda.set(f.IDMoneda, (porMoneda.get(f.IDMoneda) ?? 0) + (f.IngresoFecha ?? 0));
  return [...porMoneda].map(([moneda, total]) => `${moneda} ${formatearMonto(total, centavos(moneda))}`);
}
