import { formatearFecha } from '@recepcion/domain';
import { MENSAJES } from '../../mensajes';
import type { HabitacionCalendario } from './tipos';
import { type DiaVentana, sumarDias } from './ventana';

export interface ReservarSeleccionProps {
  seleccion: { r0: number; r1: number; d0: number; d1: number };
  filas: HabitacionCalendario[];
  dias: DiaVentana[];
  onReservar: () => void;
}

/** What the selection books: its room (or how many), its dates (`dd-MM-yyyy`) and its nights. */
export function resumenSeleccion({ seleccion, filas, dias }: Omit<ReservarSeleccionProps, 'onReservar'>): [string, string, string] {
  const { r0, r1, d0, d1 } = seleccion;
  const habitaciones = r1 - r0 + 1;
  const noches = d1 - d0 + 1;
  return [
    habitaciones === 1 ? `Hab. ${filas[r0]?.Nombre ?? ''}` : `${habitaciones} habitaciones`,
    `${formatearFecha(dias[d0].iso)} → ${formatearFecha(sumarDias(dias[d1].iso, 1))}`,
    `${noches} ${noches === 1 ? 'noche' : 'noches'}`,
  ];
}

/**
 * On a phone the toolbar's «Nueva reserva» is screens above the rooms at the bottom of a tall
 * hotel: with cells selected, a bar at the bottom of the screen says what they book and opens the
 * same wizard. Wider screens keep the toolbar (sticky) in view and do not show it (CSS).
 */
export function ReservarSeleccion(props: ReservarSeleccionProps) {
  return (
    <div className="cal-reservar-seleccion" role="region" aria-label={MENSAJES.seleccion}>
      <span className="cal-reservar-seleccion__resumen">
        {resumenSeleccion(props).map((parte, i) => (
          <span key={parte}>
            {i > 0 && ' · '}
            <span className="cal-reservar-seleccion__parte">{parte}</span>
          </span>
        ))}
      </span>
      <button type="button" className="rc-button rc-button--primary" onClick={props.onReservar}>
        Reservar
      </button>
    </div>
  );
}
