import { LISTA_ESTADOS_PISO, type EstadoPiso, type HabitacionPiso } from '@recepcion/contracts';
import { memo, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { MENSAJES } from '../../mensajes';
import { IconoEstado } from './icono-estado';
import { claseEstado } from './tablero';

export interface TarjetaHabitacionProps {
  habitacion: HabitacionPiso;
  /** The user may not change states (Consulta): the state is only shown. */
  soloLectura: boolean;
  /** The states to choose from are shown under the state. */
  abierta: boolean;
  /** A change of this room is on its way to the server. */
  pendiente: boolean;
  /** Why the last change was refused (the state went back). */
  error?: string;
  onAlternar: (habitacionId: number) => void;
  onElegir: (habitacionId: number, estado: EstadoPiso) => void;
  onCerrar: (habitacionId: number) => void;
  onHistorial: (habitacion: HabitacionPiso) => void;
}

/** Today's facts of a room, each in words: arriving, leaving, guests, out of order and why. */
export function insignias(h: HabitacionPiso): { clase: string; texto: string }[] {
  return [
    ...(h.FueraServicio !== null ? [{ clase: 'fuera', texto: `Fuera de servicio: ${h.FueraServicio}` }] : []),
    ...(h.LlegaHoy ? [{ clase: 'llega', texto: MENSAJES.llegaHoy }] : []),
    ...(h.SaleHoy ? [{ clase: 'sale', texto: MENSAJES.saleHoy }] : []),
    ...(h.Ocupada ? [{ clase: 'ocupada', texto: `Ocupada · ${h.Pasajeros} pax` }] : []),
  ];
}

/**
 * A room on the board: its name, its state as a word with a mark and a colour, today's facts and
 * its history. Tapping the state shows the three states as large buttons; choosing one changes it
 * (Esc, or the current state, closes them). The keyboard gets back to the state afterwards.
 */
export const TarjetaHabitacion = memo(function TarjetaHabitacion({ habitacion: h, soloLectura, abierta, pendiente, error, onAlternar, onElegir, onCerrar, onHistorial }: TarjetaHabitacionProps) {
  const id = useId();
  const idNombre = `${id}-nombre`;
  const idOpciones = `${id}-opciones`;
  const boton = useRef<HTMLButtonElement>(null);
  const opciones = useRef<HTMLDivElement>(null);
  const estaba = useRef(abierta);
  const clase = claseEstado(h.Estado);
  const hoy = insignias(h);

  // Opening puts the keyboard on the current state (choosing or Esc brings it back to the state).
  useEffect(() => {
    if (abierta && !estaba.current) opciones.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
    estaba.current = abierta;
  }, [abierta]);

  const alTeclear = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCerrar(h.HabitacionId);
      boton.current?.focus();
      return;
    }
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const botones = [...(opciones.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const actual = botones.indexOf(document.activeElement as HTMLButtonElement);
    const paso = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : -1;
    event.preventDefault();
    botones[(actual + paso + botones.length) % botones.length]?.focus();
  };

  const elegir = (estado: EstadoPiso) => {
    onElegir(h.HabitacionId, estado);
    boton.current?.focus();
  };

  return (
    <li className={`ps-tarjeta ps-tarjeta--${clase}`} data-habitacion={h.HabitacionId}>
      <article className="ps-tarjeta__cuerpo" aria-labelledby={idNombre}>
        <div className="ps-tarjeta__cabecera">
          <h3 id={idNombre} className="ps-tarjeta__nombre">
            <span className="rc-visually-hidden">Habitación </span>
            {h.Nombre}
          </h3>
          <button type="button" className="rc-button ps-boton-historial" onClick={() => onHistorial(h)}>
            {MENSAJES.historial}
            <span className="rc-visually-hidden"> de la habitación {h.Nombre}</span>
          </button>
        </div>

        {soloLectura ? (
          <p className={`ps-estado ps-estado--${clase} ps-estado--lectura`}>
            <IconoEstado estado={h.Estado} />
            <span className="ps-estado__texto">
              <span className="rc-visually-hidden">Estado: </span>
              {h.Estado}
            </span>
          </p>
        ) : (
          <>
            <button
              ref={boton}
              type="button"
              className={`ps-estado ps-estado--${clase}`}
              aria-expanded={abierta}
              aria-controls={abierta ? idOpciones : undefined}
              aria-busy={pendiente || undefined}
              onClick={() => onAlternar(h.HabitacionId)}
            >
              <IconoEstado estado={h.Estado} />
              <span className="ps-estado__texto">
                <span className="rc-visually-hidden">Estado: </span>
                {h.Estado}
                <span className="ps-estado__nota">{pendiente ? ` ${MENSAJES.guardando}` : <span aria-hidden="true">{MENSAJES.tocarParaCambiar}</span>}</span>
              </span>
              <svg className="ps-estado__flecha" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            {abierta && (
              <div ref={opciones} id={idOpciones} className="ps-opciones" role="group" aria-label={`Nuevo estado de la habitación ${h.Nombre}`} onKeyDown={alTeclear}>
                {LISTA_ESTADOS_PISO.map((estado) => (
                  <button key={estado} type="button" className={`ps-opcion ps-opcion--${claseEstado(estado)}`} aria-pressed={estado === h.Estado} onClick={() => elegir(estado)}>
                    <IconoEstado estado={estado} />
                    {estado}
                  </button>
                ))}
              </div>
            )}
          </>
        )}

        {hoy.length > 0 && (
          <ul className="ps-insignias" aria-label={`Hoy en la habitación ${h.Nombre}`}>
            {hoy.map((i) => (
              <li key={i.clase} className={`ps-insignia ps-insignia--${i.clase}`}>
                {i.texto}
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p className="ps-tarjeta__error">
            {MENSAJES.noSeCambio} {error}
          </p>
        )}
      </article>
    </li>
  );
});
