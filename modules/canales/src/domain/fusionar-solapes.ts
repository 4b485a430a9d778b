import type { EventoExterno } from './ical';

/**
 * One feed's events with those that overlap merged: a channel that lists two stays sharing nights
 * on one room (a changed booking left beside the old one, a block over a stay) holds every one of
 * those nights, as one occupation under the first event's uid, instead of the second clashing with
 * the first and leaving its own nights on sale. Events that only touch (one leaves the day the next
 * arrives) stay apart. In the order of their first night.
 */
export function fusionarSolapes(eventos: readonly EventoExterno[]): EventoExterno[] {
  const ordenados = [...eventos].sort((a, b) => (a.desde < b.desde ? -1 : a.desde > b.desde ? 1 : 0));
  const fusionados: EventoExterno[] = [];
  for (const e of ordenados) {
    const ultimo = fusionados.at(-1);
    if (ultimo && e.desde < ultimo.hasta) {
      if (e.hasta > ultimo.hasta) fusionados[fusionados.length - 1] = { ...ultimo, hasta: e.hasta };
    } else {
      fusionados.push(e);
    }
  }
  return fusionados;
}
