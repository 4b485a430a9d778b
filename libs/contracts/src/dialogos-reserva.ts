/**
 * The address contract between micro-frontends for the reservation dialogs (they share nothing but
 * libs/session and the URL). `@recepcion/reservas` is mounted on every `/reservas/...` path and
 * opens the dialog the query names; closing it removes the parameters. Any area opens one by
 * navigating to the current path plus these parameters:
 *   ?reserva=12                  the edit modal of reservation 12 (on mobile, the read-only view)
 *   ?reserva=12&pestana=Cuenta   ... on one of its tabs
 *   ?estado-cuenta=12            the account statement of reservation 12
 *   ?nueva-reserva=1&desde=2026-11-22&hasta=2026-11-24&habitaciones=3,4   the wizard, prefilled
 */
export const PARAMETROS_DIALOGO_RESERVA = ['reserva', 'pestana', 'estado-cuenta', 'nueva-reserva', 'desde', 'hasta', 'habitaciones'] as const;

export const PESTANAS_RESERVA = ['General', 'Habitaciones', 'Pasajeros', 'Cargos', 'Pagos', 'Cuenta', 'Historial'] as const;
export type PestanaReserva = (typeof PESTANAS_RESERVA)[number];

export type DialogoReserva =
  | { tipo: 'editar'; reservaId: number; pestana?: PestanaReserva }
  | { tipo: 'estado-cuenta'; reservaId: number }
  | { tipo: 'nueva'; desde?: string; hasta?: string; habitaciones: number[] };

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const idValido = (texto: string | null) => (texto && /^\d+$/.test(texto) && Number(texto) > 0 ? Number(texto) : null);

/** The dialog a query string asks for, if any (malformed values are ignored). */
export function leerDialogoReserva(search: string): DialogoReserva | null {
  const q = new URLSearchParams(search);
  const editar = idValido(q.get('reserva'));
  if (editar) {
    const pestana = PESTANAS_RESERVA.find((p) => p.toLowerCase() === (q.get('pestana') ?? '').toLowerCase());
    return pestana ? { tipo: 'editar', reservaId: editar, pestana } : { tipo: 'editar', reservaId: editar };
  }
  const cuenta = idValido(q.get('estado-cuenta'));
  if (cuenta) return { tipo: 'estado-cuenta', reservaId: cuenta };
  if (q.has('nueva-reserva')) {
    const desde = q.get('desde') ?? '';
    const hasta = q.get('hasta') ?? '';
    const habitaciones = (q.get('habitaciones') ?? '').split(',').map(idValido).filter((id): id is number => id !== null);
    return { tipo: 'nueva', habitaciones, ...(ISO.test(desde) ? { desde } : {}), ...(ISO.test(hasta) ? { hasta } : {}) };
  }
  return null;
}

/** `search` with the dialog's parameters set (and any other dialog's removed). */
export function conDialogoReserva(search: string, dialogo: DialogoReserva): string {
  const q = sinParametros(search);
  if (dialogo.tipo === 'editar') {
    q.set('reserva', String(dialogo.reservaId));
    if (dialogo.pestana) q.set('pestana', dialogo.pestana);
  } else if (dialogo.tipo === 'estado-cuenta') {
    q.set('estado-cuenta', String(dialogo.reservaId));
  } else {
    q.set('nueva-reserva', '1');
    if (dialogo.desde) q.set('desde', dialogo.desde);
    if (dialogo.hasta) q.set('hasta', dialogo.hasta);
    if (dialogo.habitaciones.length) q.set('habitaciones', dialogo.habitaciones.join(','));
  }
  return `?${q.toString().replace(/%2C/g, ',')}`;
}

/** `search` without any dialog parameter ('' when nothing else is left). */
export function sinDialogoReserva(search: string): string {
  const resto = sinParametros(search).toString();
  return resto ? `?${resto}` : '';
}

function sinParametros(search: string): URLSearchParams {
  const q = new URLSearchParams(search);
  for (const p of PARAMETROS_DIALOGO_RESERVA) q.delete(p);
  return q;
}
