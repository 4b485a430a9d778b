import { cambiarCheckIn, desplazarLineasDesdeCheckIn, moverLineasAlCheckOut } from '@recepcion/domain';
import { useCallback, useState } from 'react';
import type { LineaHabitacion } from '../comun/tipos';

export interface Estadia {
  CheckIn: string;
  CheckOut: string;
}

interface EstadoEstadia {
  /** The last complete stay typed: what a new date is measured from (spec section 4's rules). */
  ultima: Estadia;
  /** The fields the user has emptied (shown and validated as ''). */
  vacia: { CheckIn: boolean; CheckOut: boolean };
}

const VACIA: EstadoEstadia = { ultima: { CheckIn: '', CheckOut: '' }, vacia: { CheckIn: false, CheckOut: false } };

/**
 * The wizard's general stay, held once. A new check-in keeps the nights and carries the lines that
 * started with it; a new check-out carries the lines that ended with it (without asking: nothing is
 * saved yet). Emptying a field keeps the last stay to measure the next date from.
 */
export function useEstadiaWizard(moverLineas: (mover: (lineas: LineaHabitacion[]) => LineaHabitacion[]) => void) {
  const [{ ultima, vacia }, setEstado] = useState<EstadoEstadia>(VACIA);

  const estadia: Estadia = { CheckIn: vacia.CheckIn ? '' : ultima.CheckIn, CheckOut: vacia.CheckOut ? '' : ultima.CheckOut };

  const iniciar = useCallback((inicial: Estadia) => setEstado({ ultima: inicial, vacia: { CheckIn: false, CheckOut: false } }), []);

  const cambiarEntrada = (nuevo: string | null) => {
    if (!nuevo) {
      setEstado((e) => ({ ...e, vacia: { ...e.vacia, CheckIn: true } }));
      return;
    }
    const anterior = ultima.CheckIn;
    setEstado({ ultima: cambiarCheckIn(ultima, nuevo), vacia: { CheckIn: false, CheckOut: false } });
    if (anterior) moverLineas((lineas) => desplazarLineasDesdeCheckIn(lineas, anterior, nuevo));
  };

  const cambiarSalida = (nuevo: string | null) => {
    if (!nuevo) {
      setEstado((e) => ({ ...e, vacia: { ...e.vacia, CheckOut: true } }));
      return;
    }
    const anterior = ultima.CheckOut;
    setEstado((e) => ({ ultima: { ...e.ultima, CheckOut: nuevo }, vacia: { ...e.vacia, CheckOut: false } }));
    if (anterior) moverLineas((lineas) => moverLineasAlCheckOut(lineas, anterior, nuevo));
  };

  return { estadia, iniciar, cambiarEntrada, cambiarSalida };
}
