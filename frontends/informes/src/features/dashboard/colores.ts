import type { EstadoReservaId } from '@recepcion/contracts';
export type { Porcion } from './lecturas';

/** The calendar's status colours (frontends/calendario), and a light grey for rooms nobody holds. */
const COLORES: Readonly<Record<number, string>> = {
  1: '#f2b84b',
  2: '#2f80c2',
  3: '#16507e',
  7: '#2e9a5b',
  8: '#7a5bb5',
};
export const COLOR_SIN_RESERVAR = '#d5dbe1';

export const COLOR_ESTADO = (estadoId: EstadoReservaId | null): string => (estadoId === null ? COLOR_SIN_RESERVAR : (COLORES[estadoId] ?? COLOR_SIN_RESERVAR));
