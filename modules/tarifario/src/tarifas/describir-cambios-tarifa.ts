import type { TarifaDetalle } from '@recepcion/contracts';
import { describirCambios } from '@recepcion/platform';

const clave = (l: { ServicioId: number; PaxMax: number }) => `servicio ${l.ServicioId} hasta ${l.PaxMax} pasajero(s)`;

/** For the activity log: the list's own fields and each price that changed, came or went, before → after. */
export function describirCambiosTarifa(antes: TarifaDetalle | null, despues: TarifaDetalle): string[] {
  const { DetalleTarifa: lineasAntes = [], ...cabeceraAntes } = antes ?? { DetalleTarifa: [] };
  const { DetalleTarifa: lineasDespues, ...cabeceraDespues } = despues;
  const cambios = antes ? describirCambios(cabeceraAntes, cabeceraDespues) : [];
  const previos = new Map(lineasAntes.map((l) => [clave(l), l.Valor]));
  const nuevos = new Map(lineasDespues.map((l) => [clave(l), l.Valor]));
  for (const [k, valor] of nuevos) if (previos.get(k) !== valor) cambios.push(`${k}: ${previos.has(k) ? previos.get(k) : '(sin precio)'} → ${valor}`);
  for (const [k, valor] of previos) if (!nuevos.has(k)) cambios.push(`${k}: ${valor} → (sin precio)`);
  return cambios;
}
