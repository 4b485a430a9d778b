import type { Dispatch, SetStateAction } from 'react';
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
}

/** The window's toolbar: month and week back and forth, today, the view, the search; then the legend. */
export function NavegacionCalendario({ ventana, setVentana, hoy, onElegir, revision }: NavegacionProps) {
  return (
    <>
      <div className="cal-toolbar" role="toolbar" aria-label="Navegación del calendario">
        <div className="cal-group" role="group" aria-label="Mover la ventana">
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'mes', -1))} aria-label="Mes anterior" title="Mes anterior">
            « Mes
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'semana', -1))} aria-label="Semana anterior" title="Semana anterior">
            ‹ Semana
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => irAHoy(v, hoy))}>
            Hoy
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'semana', 1))} aria-label="Semana siguiente" title="Semana siguiente">
            Semana ›
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'mes', 1))} aria-label="Mes siguiente" title="Mes siguiente">
            Mes »
          </button>
        </div>
        <div className="cal-group" role="group" aria-label="Vista">
          {VISTAS.map(({ vista, etiqueta }) => (
            <button
              key={String(vista)}
              type="button"
              className={`rc-button cal-vista${ventana.vista === vista ? ' cal-vista--activa' : ''}`}
              aria-pressed={ventana.vista === vista}
              onClick={() => setVentana((v) => cambiarVista(v, vista))}
            >
              {etiqueta}
            </button>
          ))}
        </div>
        <BusquedaReservas fechaInicial={hoy} onElegir={onElegir} revision={revision} />
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
      </ul>
    </>
  );
}
