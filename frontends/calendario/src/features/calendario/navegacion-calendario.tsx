import { type Dispatch, type RefObject, type SetStateAction, useState } from 'react';
import { MENSAJES } from '../../mensajes';
import { AyudaTeclado } from './ayuda-teclado';
import { MarcaWeb } from './barra';
import { BusquedaReservas } from './busqueda-reservas';
import { ESTADO_ANULADO, ESTADOS } from './estados';
import { cambiarVista, irAHoy, mover, type Ventana, VISTAS } from './ventana';

interface NavegacionProps {
  ventana: Ventana;
  setVentana: Dispatch<SetStateAction<Ventana>>;
  hoy: string;
  /** A search result chosen: the window goes to its day and the bar is highlighted. */
  onElegir: (fecha: string, reservaId: number) => void;
  /** The window's data: a new read asks listed search results again. */
  revision?: unknown;
  /** The toolbar, sticky at the top of the page (its height is measured). */
  barraRef?: RefObject<HTMLDivElement | null>;
  /** A read-only user type: the keys' help leaves out what only changes things. */
  soloLectura?: boolean;
}

/** The window's toolbar: month and week back and forth, today, the view, the search, the keys' help; then the legend. */
export function NavegacionCalendario({ ventana, setVentana, hoy, onElegir, revision, barraRef, soloLectura = false }: NavegacionProps) {
  const [busqueda, setBusqueda] = useState(false);
  return (
    <>
      <div ref={barraRef} className="cal-toolbar" role="toolbar" aria-label="Navegación del calendario">
        <div className="cal-group" role="group" aria-label="Mover la ventana">
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'mes', -1))} aria-label="Mes anterior" title="Mes anterior">
            <span aria-hidden="true">«</span>
            <span className="cal-largo"> Mes</span>
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'semana', -1))} aria-label="Semana anterior" title="Semana anterior">
            <span aria-hidden="true">‹</span>
            <span className="cal-largo"> Semana</span>
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => irAHoy(v, hoy))}>
            Hoy
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'semana', 1))} aria-label="Semana siguiente" title="Semana siguiente">
            <span className="cal-largo">Semana </span>
            <span aria-hidden="true">›</span>
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'mes', 1))} aria-label="Mes siguiente" title="Mes siguiente">
            <span className="cal-largo">Mes </span>
            <span aria-hidden="true">»</span>
          </button>
        </div>
        <div className="cal-group" role="group" aria-label="Vista">
          {VISTAS.map(({ vista, etiqueta }) => (
            <button
              key={String(vista)}
              type="button"
              className={`rc-button cal-vista${ventana.vista === vista ? ' cal-vista--activa' : ''}`}
              aria-pressed={ventana.vista === vista}
              aria-label={etiqueta}
              onClick={() => setVentana((v) => cambiarVista(v, vista))}
            >
              {/* On a phone '7 días' shows as '7' (the name stays whole). */}
              {etiqueta.split(' ')[0]}
              {etiqueta.includes(' ') && <span className="cal-largo"> {etiqueta.split(' ').slice(1).join(' ')}</span>}
            </button>
          ))}
        </div>
        {/* On a phone the search folds behind this button, so the sticky toolbar stays short. */}
        <button type="button" className="rc-button cal-busqueda-boton" aria-expanded={busqueda} aria-controls="cal-busqueda" onClick={() => setBusqueda((b) => !b)}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Búsqueda
        </button>
        <BusquedaReservas id="cal-busqueda" plegada={!busqueda} fechaInicial={hoy} onElegir={onElegir} revision={revision} />
        <AyudaTeclado soloLectura={soloLectura} />
      </div>

      <ul className="cal-legend" aria-label="Estados de reserva">
        {/* Cancelled reservations free their nights and are not drawn: the legend leaves them out. */}
        {ESTADOS.filter((e) => e.id !== ESTADO_ANULADO).map((e) => (
          <li key={e.id} className="cal-legend__item">
            <span className={`cal-swatch cal-estado--${e.clase}`} aria-hidden="true" />
            {e.nombre}
          </li>
        ))}
        <li className="cal-legend__item">
          <span className="cal-swatch cal-swatch--bloqueo" aria-hidden="true" />
          Bloqueo
        </li>
        {/* The payment badge of the bars (marca-pago.tsx). */}
        <li className="cal-legend__item">
          <span className="cal-pago cal-pago--saldo cal-pago--leyenda" aria-hidden="true">
            $
          </span>
          {MENSAJES.conSaldo}
        </li>
        <li className="cal-legend__item">
          <span className="cal-pago cal-pago--pagado cal-pago--leyenda" aria-hidden="true">
            ✓
          </span>
          {MENSAJES.pagado}
        </li>
        {/* The tag of a booking made on the hotel's booking page (barra.tsx). */}
        <li className="cal-legend__item">
          <MarcaWeb leyenda />
          {MENSAJES.reservaWeb}
        </li>
      </ul>
    </>
  );
}
