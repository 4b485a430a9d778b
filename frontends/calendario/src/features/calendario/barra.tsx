import { ORIGEN_WEB } from '@recepcion/contracts';
import { formatearFecha } from '@recepcion/domain';
import type { MouseEvent } from 'react';
import { MENSAJES } from '../../mensajes';
import { estadoDe } from './estados';
import { estadoPago, MarcaPago, TEXTO_PAGO } from './marca-pago';
import { posicion } from './posicion';
import { TooltipReserva } from './tooltip-reserva';
import type { BloqueoCalendario, CeldaReserva, DestinoCelda } from './tipos';
import type { Ventana } from './ventana';

/** A room block, striped across its nights; a stay imported from a channel says which («Booking.com»). */
export function Bloqueo({ id, bloqueo, ventana, n }: { id: string; bloqueo: BloqueoCalendario; ventana: Ventana; n: number }) {
  const pos = posicion(ventana, n, bloqueo.start_date, bloqueo.end_date);
  if (!pos) return null;
  const fechas = `del ${formatearFecha(bloqueo.start_date)} al ${formatearFecha(bloqueo.end_date)}`;
  const texto = textoBloqueo(bloqueo);
  return (
    <div id={id} className={bloqueo.canal ? 'cal-block cal-block--canal' : 'cal-block'} style={{ left: pos.left, width: pos.width }} title={`${texto}${bloqueo.fueraServicio ? ` (${bloqueo.fueraServicio})` : ''} ${fechas}`}>
      <span className="cal-block__text">{texto}</span>
      <span className="rc-visually-hidden"> {fechas}</span>
    </div>
  );
}

/** What a block says on the calendar: «Bloqueo», «Fuera de servicio», or the channel its stay came from. */
export const textoBloqueo = (bloqueo: BloqueoCalendario): string => (bloqueo.fueraServicio ? 'Fuera de servicio' : bloqueo.canal ? `Canal: ${bloqueo.canal}` : 'Bloqueo');

export interface BarraProps {
  /** The button's id: the cells the bar covers are described by it. */
  id: string;
  celda: CeldaReserva;
  destino: DestinoCelda;
  ventana: Ventana;
  n: number;
  arrastrada: boolean;
  /** The end's handle to change the check-out (not for a read-only user type). */
  redimensionable?: boolean;
  destacada: boolean;
  /** Where the tooltip goes (viewport coordinates), when shown. */
  tooltip: { x: number; y: number } | null;
  onHover: (caja: DOMRect | null) => void;
  onAgarrar: (e: MouseEvent<HTMLElement>, tipo: 'mover' | 'redimensionar') => void;
  onClic: () => void;
  onAbrir: () => void;
  /** The context menu, at viewport coordinates. */
  onMenu: (x: number, y: number) => void;
  /** M or S on the bar: move it, or change its check-out, with the arrows. */
  onTomarConTeclado: (tipo: 'mover' | 'redimensionar') => void;
}

/**
 * The guest's name shortened for the month view's narrow bars: the first name's initial and the
 * (first) surname, 'María Muñoz' → 'M. Muñoz', 'Francisca Aránguiz Solar' → 'F. Aránguiz',
 * 'Ana María Rojas Vidal' → 'A. Rojas'. One word stays as it is. The tooltip and the bar's
 * accessible name keep the full name.
 */
export function nombreCorto(cliente: string): string {
  const palabras = cliente.trim().split(/\s+/);
  if (palabras.length < 2) return cliente.trim();
  const apellido = palabras.length >= 4 ? palabras[palabras.length - 2] : palabras[1];
  return `${palabras[0].charAt(0)}. ${apellido}`;
}

/** Whether the reservation was made on the hotel's booking page (its bar says «Web»). */
export const esReservaWeb = (celda: CeldaReserva): boolean => celda.origen === ORIGEN_WEB;

/** The bar's «Web» tag: a word on the bar, not a colour; its title and the bar's name say «Reserva web». */
export function MarcaWeb({ leyenda = false }: { leyenda?: boolean }) {
  return (
    <span className={`cal-origen${leyenda ? ' cal-origen--leyenda' : ''}`} aria-hidden="true" title={leyenda ? undefined : MENSAJES.reservaWeb}>
      {MENSAJES.web}
    </span>
  );
}

/** The id of a bar's description, read by the cells it covers. */
export const idDescripcionBarra = (idBoton: string) => `${idBoton}-d`;

/** More days than this (the month view) draw compact bars: the short name only. */
const DIAS_COMPACTA = 21;

const nombreDe = (celda: CeldaReserva) => (celda.nombre_grupo ? `${celda.cliente} (${celda.nombre_grupo})` : celda.cliente);
const paxDe = (celda: CeldaReserva) => (celda.pasajeros_casilla > 0 ? ` · ${celda.pasajeros_casilla} pax` : '');

/**
 * The words a bar shows: the guest's (and group's) name and the guests, or the short name in the
 * month view, then «Web» for a booking made on the hotel's page. Its accessible name and its
 * cell's contain them in that order (WCAG 2.5.3, label in name).
 */
export const textoVisibleBarra = (celda: CeldaReserva, n: number) =>
  `${n > DIAS_COMPACTA ? nombreCorto(celda.cliente) : `${nombreDe(celda)}${paxDe(celda)}`}${esReservaWeb(celda) ? `, ${MENSAJES.web}` : ''}`;

/**
 * A reservation's room line as a bar across its nights: drag to move, its end to resize. Out of the
 * Tab order (the grid is one stop): Enter on one of its cells focuses it; here Enter or Space opens
 * the reservation, M moves it and S changes its check-out with the arrows, and the context-menu
 * key or Shift+F10 opens its menu (other keys go on to the grid).
 */
export function Barra({ id, celda, destino, ventana, n, arrastrada, redimensionable = true, destacada, tooltip, onHover, onAgarrar, onAbrir, onClic, onMenu, onTomarConTeclado }: BarraProps) {
  const pos = posicion(ventana, n, destino.start_date, destino.end_date);
  if (!pos) return null;
  const estado = estadoDe(celda.status);
  const tooltipId = `cal-tip-${celda.id}`;
  const nombre = nombreDe(celda);
  const compacta = n > DIAS_COMPACTA;
  const pago = estadoPago(celda.Saldos);
  const web = esReservaWeb(celda);
  // The shown words first (with «Web»), then what they leave out (the full name in the month view), the status and the payment.
  const etiqueta = `Reserva ${celda.reserva_id}: ${textoVisibleBarra(celda, n)}${compacta ? `, ${nombre}` : ''}, ${estado.nombre}${pago ? `, ${TEXTO_PAGO[pago].toLowerCase()}` : ''}`;
  return (
    <div
      className={`cal-bar cal-estado--${estado.clase}${arrastrada ? ' cal-bar--arrastrada' : ''}${destacada ? ' cal-bar--destacada' : ''}${pos.cortadaInicio ? ' cal-bar--desde-antes' : ''}`}
      style={{ left: pos.left, width: pos.width }}
      data-reserva={celda.reserva_id}
      data-celda={celda.id}
      onMouseEnter={(e) => onHover(e.currentTarget.getBoundingClientRect())}
      onMouseLeave={() => onHover(null)}
    >
      <button
        id={id}
        type="button"
        tabIndex={-1}
        className="cal-bar__body"
        aria-describedby={tooltip ? tooltipId : undefined}
        aria-label={etiqueta}
        onMouseDown={(e) => {
          if (e.button === 0) onAgarrar(e, 'mover');
        }}
        onClick={onClic}
        onContextMenu={(e) => {
          e.preventDefault();
          onMenu(e.clientX, e.clientY);
        }}
        onFocus={(e) => onHover((e.currentTarget.parentElement ?? e.currentTarget).getBoundingClientRect())}
        onBlur={() => onHover(null)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            e.stopPropagation();
            onAbrir();
          } else if (redimensionable && !e.ctrlKey && !e.altKey && !e.metaKey && (e.key === 'm' || e.key === 'M' || e.key === 's' || e.key === 'S')) {
            e.preventDefault();
            e.stopPropagation();
            onTomarConTeclado(e.key.toLowerCase() === 'm' ? 'mover' : 'redimensionar');
          } else if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
            e.preventDefault();
            e.stopPropagation();
            const caja = e.currentTarget.getBoundingClientRect();
            onMenu(caja.left, caja.bottom);
          }
        }}
      >
        {pago && <MarcaPago estado={pago} />}
        {compacta ? (
          <span className="cal-bar__text">{nombreCorto(celda.cliente)}</span>
        ) : (
          <span className="cal-bar__text">
            {nombre}
            {paxDe(celda) && <span className="cal-bar__pax">{paxDe(celda)}</span>}
          </span>
        )}
        {/* After the name, as the accessible name says it; it never shrinks, the name does. The space keeps «pax Web» two words for the name's checks (a flex box draws no space). */}
        {web && (
          <>
            {' '}
            <MarcaWeb />
          </>
        )}
      </button>
      {/* The description of the cells under the bar (their aria-describedby). */}
      <span id={idDescripcionBarra(id)} hidden>
        {etiqueta}
        {web && `. ${MENSAJES.reservaWeb}`}
      </span>
      {redimensionable && !pos.cortadaFin && <span className="cal-bar__resize" aria-hidden="true" title="Arrastre para cambiar la salida" onMouseDown={(e) => onAgarrar(e, 'redimensionar')} />}
      {tooltip && <TooltipReserva id={tooltipId} celda={celda} destino={destino} estado={estado} x={tooltip.x} y={tooltip.y} />}
    </div>
  );
}
