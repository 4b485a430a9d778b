import { MENSAJES_A_LAS as M } from '@recepcion/contracts';
import { formatearFecha, isoDeFechaLocal } from '@recepcion/domain';
import { useId, useState } from 'react';
import { DateInput } from '../inputs/date-input';

const dos = (n: number) => String(n).padStart(2, '0');
const horaDe = (d: Date) => `${dos(d.getHours())}:${dos(d.getMinutes())}`;

/** `dd-MM-yyyy HH:mm` of a moment, in the browser's time. */
export function momentoEnPantalla(iso: string): string {
  const d = new Date(iso);
  return `${formatearFecha(isoDeFechaLocal(d))} ${horaDe(d)}`;
}

/**
 * The moment a day and a time (browser's time) name: null for now (the current minute or later,
 * a screen shows the present), or the ISO 8601 instant `?aLas=` takes.
 */
export function aLasDe(fecha: string, hora: string, ahora: Date): string | null {
  const elegido = new Date(`${fecha}T${hora}:00`);
  if (Number.isNaN(elegido.getTime())) return null;
  const minutoActual = new Date(ahora);
  minutoActual.setSeconds(0, 0);
  return elegido.getTime() >= minutoActual.getTime() ? null : elegido.toISOString();
}

export interface ControlALasProps {
  /** The moment shown (ISO 8601), or null: now. */
  valor: string | null;
  onCambiar: (aLas: string | null) => void;
  /** The present (tests pass a fixed one). */
  ahora?: () => Date;
}

/**
 * «A las»: a day and a time (default now) whose state a screen shows. A past moment shows the
 * banner «Vista al dd-MM-yyyy HH:mm — solo lectura» and one button back to now; the screen
 * itself turns read-only (its own business: it knows what it would let change).
 */
export function ControlALas({ valor, onCambiar, ahora = () => new Date() }: ControlALasProps) {
  const inicial = () => (valor ? new Date(valor) : ahora());
  const [fecha, setFecha] = useState<string | null>(() => isoDeFechaLocal(inicial()));
  const [hora, setHora] = useState(() => horaDe(inicial()));
  const idHora = useId();

  const aplicar = (f: string | null, h: string) => {
    if (f && /^\d{2}:\d{2}$/.test(h)) onCambiar(aLasDe(f, h, ahora()));
  };
  const volver = () => {
    const d = ahora();
    setFecha(isoDeFechaLocal(d));
    setHora(horaDe(d));
    onCambiar(null);
  };

  return (
    <div className="rc-a-las">
      <div className="rc-a-las__campos">
        <DateInput
          label={M.etiqueta}
          value={fecha}
          max={isoDeFechaLocal(ahora())}
          onChange={(f) => {
            setFecha(f);
            aplicar(f, hora);
          }}
        />
        <div className="rc-field rc-a-las__hora">
          <label className="rc-field__label" htmlFor={idHora}>
            Hora
          </label>
          <input
            id={idHora}
            className="rc-input"
            type="time"
            value={hora}
            onChange={(e) => {
              setHora(e.target.value);
              aplicar(fecha, e.target.value);
            }}
          />
        </div>
      </div>
      {valor && (
        <div className="rc-a-las__aviso" role="status">
          <span>{M.vistaAl.replace('{momento}', momentoEnPantalla(valor))}</span>
          <button type="button" className="rc-button rc-button--primary" onClick={volver}>
            {M.volverAAhora}
          </button>
        </div>
      )}
    </div>
  );
}
