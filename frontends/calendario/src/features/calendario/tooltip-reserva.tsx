import { ORIGEN_WEB } from '@recepcion/contracts';
import { diaIso, formatearFecha } from '@recepcion/domain';
import { createPortal } from 'react-dom';
import { MENSAJES } from '../../mensajes';
import type { EstadoReserva } from './estados';
import { SaldoReserva } from './saldo-reserva';
import type { CeldaReserva, DestinoCelda } from './tipos';

interface TooltipReservaProps {
  id: string;
  celda: CeldaReserva;
  destino: DestinoCelda;
  estado: EstadoReserva;
  /** Viewport coordinates under the bar. */
  x: number;
  y: number;
}

/** Room for the tooltip at the right edge of the window (its min-width is 220 px). */
const ANCHO_TOOLTIP = 240;

/**
 * A bar's details on hover or focus: client, group, stay, guests, status, «Reserva web» for a
 * booking made on the hotel's page, and balance. Drawn in
 * document.body: inside its bar (a stacking context of its own) the neighbouring bars covered it.
 */
export function TooltipReserva({ id, celda, destino, estado, x, y }: TooltipReservaProps) {
  const left = Math.max(4, Math.min(x, window.innerWidth - ANCHO_TOOLTIP));
  return createPortal(
    <div role="tooltip" id={id} className="cal-tooltip" style={{ left, top: y + 6 }}>
      <strong>{celda.cliente}</strong>
      {celda.nombre_grupo && <span>Grupo: {celda.nombre_grupo}</span>}
      <span>
        {formatearFecha(destino.start_date)} → {formatearFecha(destino.end_date)} ({diaIso(destino.end_date) - diaIso(destino.start_date)} noches)
      </span>
      <span>
        Pasajeros: {celda.pasajeros_casilla} de {celda.pasajeros_totales}
      </span>
      <span>Estado: {estado.nombre}</span>
      {celda.origen === ORIGEN_WEB && <span className="cal-tooltip__origen">{MENSAJES.reservaWeb}</span>}
      <SaldoReserva reservaId={celda.reserva_id} saldos={celda.Saldos} />
    </div>,
    document.body,
  );
}
