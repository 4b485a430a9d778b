import { DIAS_SEMANA, fechaLarga, MESES, sumarDias } from '@recepcion/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { acotar, diaDeSemana, semanasDelMes, sumarMeses } from './calendario-mes';

export interface CalendarioPopupProps {
  seleccionada: string | null;
  hoy: string;
  min?: string;
  max?: string;
  /** The field's label, to name the dialog. */
  etiqueta: string;
  onElegir: (iso: string) => void;
  /** `true` when focus should go back to the calendar button (Escape). */
  onCerrar: (devolverFoco: boolean) => void;
  /** An element whose clicks are not "outside" (the button that toggles the calendar). */
  ignorar?: RefObject<HTMLElement | null>;
}

const ABREVIATURAS = ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'];

/**
 * The month grid of DateInput: arrows move by day and week, PageUp/PageDown by month, Home/End
 * to the week's ends, Enter picks, Escape closes. Days outside min/max cannot be picked.
 */
export function CalendarioPopup({ seleccionada, hoy, min, max, etiqueta, onElegir, onCerrar, ignorar }: CalendarioPopupProps) {
  const [enfocada, setEnfocada] = useState(() => acotar(seleccionada ?? hoy, min, max));
  const [moverFoco, setMoverFoco] = useState(true);
  const raiz = useRef<HTMLDivElement>(null);
  const [anio, mes] = enfocada.split('-').map(Number);
  const titulo = `${MESES[mes - 1]} de ${anio}`;
  const tituloId = `${useId()}-titulo`;

  useEffect(() => {
    if (!moverFoco) return;
    raiz.current?.querySelector<HTMLButtonElement>(`button[data-fecha="${enfocada}"]`)?.focus();
  }, [enfocada, moverFoco]);

  useEffect(() => {
    function fuera(event: MouseEvent) {
      const objetivo = event.target as Node;
      if (raiz.current?.contains(objetivo) || ignorar?.current?.contains(objetivo)) return;
      onCerrar(false);
    }
    document.addEventListener('mousedown', fuera);
    return () => document.removeEventListener('mousedown', fuera);
  }, [onCerrar, ignorar]);

  const fuera = (iso: string) => Boolean((min && iso < min) || (max && iso > max));

  function ir(iso: string, foco = true) {
    setMoverFoco(foco);
    setEnfocada(acotar(iso, min, max));
  }

  function teclaDia(event: KeyboardEvent<HTMLButtonElement>) {
    const movimientos: Record<string, () => string> = {
      ArrowLeft: () => sumarDias(enfocada, -1),
      ArrowRight: () => sumarDias(enfocada, 1),
      ArrowUp: () => sumarDias(enfocada, -7),
      ArrowDown: () => sumarDias(enfocada, 7),
      PageUp: () => sumarMeses(enfocada, event.shiftKey ? -12 : -1),
      PageDown: () => sumarMeses(enfocada, event.shiftKey ? 12 : 1),
      Home: () => sumarDias(enfocada, -diaDeSemana(enfocada)),
      End: () => sumarDias(enfocada, 6 - diaDeSemana(enfocada)),
    };
    const mover = movimientos[event.key];
    if (mover) {
      event.preventDefault();
      ir(mover());
    }
  }

  return (
    <div
      ref={raiz}
      className="rc-calendar"
      role="dialog"
      aria-modal="false"
      aria-label={`Elegir fecha: ${etiqueta}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onCerrar(true);
        }
      }}
    >
      <div className="rc-calendar__header">
        <button type="button" className="rc-calendar__nav" aria-label="Mes anterior" onClick={() => ir(sumarMeses(enfocada, -1), false)}>
          ‹
        </button>
        <h2 id={tituloId} className="rc-calendar__title" aria-live="polite">
          {titulo}
        </h2>
        <button type="button" className="rc-calendar__nav" aria-label="Mes siguiente" onClick={() => ir(sumarMeses(enfocada, 1), false)}>
          ›
        </button>
      </div>
      <table className="rc-calendar__grid" role="grid" aria-labelledby={tituloId}>
        <thead>
          <tr>
            {ABREVIATURAS.map((abreviatura, i) => (
              <th key={abreviatura} scope="col" abbr={DIAS_SEMANA[i]}>
                {abreviatura}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {semanasDelMes(enfocada).map((semana, i) => (
            <tr key={i}>
              {semana.map((iso, j) =>
                iso === null ? (
                  <td key={j} />
                ) : (
                  <td key={iso} aria-selected={iso === seleccionada}>
                    <button
                      type="button"
                      data-fecha={iso}
                      tabIndex={iso === enfocada ? 0 : -1}
                      className={`rc-calendar__day${iso === seleccionada ? ' rc-calendar__day--selected' : ''}${iso === hoy ? ' rc-calendar__day--today' : ''}`}
                      aria-label={fechaLarga(iso)}
                      aria-current={iso === hoy ? 'date' : undefined}
                      disabled={fuera(iso)}
                      onClick={() => onElegir(iso)}
                      onKeyDown={teclaDia}
                      onFocus={() => iso !== enfocada && ir(iso)}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="rc-calendar__footer">
        <button type="button" className="rc-button rc-calendar__today" disabled={fuera(hoy)} onClick={() => onElegir(hoy)}>
          Hoy
        </button>
      </div>
    </div>
  );
}
