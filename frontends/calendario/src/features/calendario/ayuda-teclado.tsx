import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** The calendar's keys, as the help lists them (grilla-calendario, use-seleccion-celdas, barra, menu-reserva). */
export const TECLAS_CALENDARIO: readonly (readonly [string, string])[] = [
  ['Tab', 'Entra a la grilla (la celda de hoy en la primera habitación) y sale de ella.'],
  ['Flechas', 'Mueven entre habitaciones y días.'],
  ['Mayús + flechas', 'Eligen varias noches o habitaciones.'],
  ['Intro en celdas libres', 'Abre una reserva nueva con las celdas elegidas.'],
  ['Intro en una celda ocupada', 'Va a la reserva de esa noche.'],
  ['Intro o Espacio en una reserva', 'Abre la reserva.'],
  ['M en una reserva', 'La mueve con las flechas (días y habitaciones); Intro pregunta y la traslada, Esc la deja donde estaba.'],
  ['S en una reserva', 'Cambia su salida con las flechas; Intro pregunta y la cambia, Esc la deja como estaba.'],
  ['Tecla de menú o Mayús + F10 en una reserva', 'Menú de la reserva: mover, cambiar salida, estado, anular, estado de cuenta.'],
  ['Esc', 'En una reserva vuelve a su celda; en la grilla quita la selección.'],
];

/** The keys of a read-only user type: no range to choose, no new reservation, no status in the menu. */
export const TECLAS_CALENDARIO_LECTURA: readonly (readonly [string, string])[] = [
  ...TECLAS_CALENDARIO.filter(([teclas]) => !['Mayús + flechas', 'Intro en celdas libres', 'Esc', 'M en una reserva', 'S en una reserva'].includes(teclas) && !teclas.startsWith('Tecla de menú')),
  ['Tecla de menú o Mayús + F10 en una reserva', 'Menú de la reserva: abrirla, estado de cuenta.'],
  ['Esc', 'En una reserva vuelve a su celda.'],
];

/**
 * The toolbar's keyboard help: a disclosure button (aria-expanded) and its panel of keys. Esc
 * closes it and gives the focus back to the button; so does a click elsewhere.
 */
export function AyudaTeclado({ soloLectura = false }: { soloLectura?: boolean }) {
  const [abierta, setAbierta] = useState(false);
  const caja = useRef<HTMLDivElement>(null);
  const boton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!abierta) return undefined;
    const fuera = (e: MouseEvent) => {
      if (!caja.current?.contains(e.target as Node)) setAbierta(false);
    };
    document.addEventListener('mousedown', fuera);
    return () => document.removeEventListener('mousedown', fuera);
  }, [abierta]);

  const tecla = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !abierta) return;
    e.preventDefault();
    e.stopPropagation();
    setAbierta(false);
    boton.current?.focus();
  };

  return (
    <div ref={caja} className="cal-ayuda" onKeyDown={tecla}>
      <button ref={boton} type="button" className="rc-button cal-ayuda__boton" aria-expanded={abierta} aria-controls="cal-ayuda-teclas" aria-label="Atajos de teclado" title="Atajos de teclado" onClick={() => setAbierta((a) => !a)}>
        <span aria-hidden="true">⌨</span>
        <span className="cal-largo"> Teclado</span>
      </button>
      <div id="cal-ayuda-teclas" className="cal-ayuda__panel" role="region" aria-label="Atajos de teclado del calendario" hidden={!abierta}>
        <dl className="cal-ayuda__lista">
          {(soloLectura ? TECLAS_CALENDARIO_LECTURA : TECLAS_CALENDARIO).map(([teclas, efecto]) => (
            <div key={teclas} className="cal-ayuda__fila">
              <dt>{teclas}</dt>
              <dd>{efecto}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
