import { diaIso } from '@recepcion/domain';
import { toast } from '@recepcion/ui';
import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { MENSAJES } from '../../mensajes';
import { abrirDialogoReserva } from './abrir-dialogo';
import type { HabitacionCalendario } from './tipos';
import { idCelda, type Punto } from './use-arrastre';
import { type DiaVentana, indiceDe, sumarDias, type Ventana } from './ventana';

interface SeleccionOpciones {
  ventana: Ventana;
  hoy: string;
  n: number;
  dias: DiaVentana[];
  filas: HabitacionCalendario[];
  /** The grid, focused (without scrolling) when a selection starts with the mouse. */
  grid: RefObject<HTMLDivElement | null>;
  /**
   * A user type that may not book (CO): the mouse and the keyboard move the current cell (to read
   * who is there, and to reach a bar), but nothing is selected and the wizard never opens.
   */
  soloLectura?: boolean;
}

/**
 * The cells chosen for a new reservation (spec section 2): by mouse (drag, Shift+click), by touch
 * (two taps: the check-in's cell, then the last night's on the same room) or keyboard (focusing
 * the grid makes today's cell of the first room the current one; arrows, Shift+arrows, Enter opens
 * the wizard, Esc clears). The window or the rooms changing clears it.
 */
export function useSeleccionCeldas({ ventana, hoy, n, dias, filas, grid, soloLectura = false }: SeleccionOpciones) {
  const [ancla, setAncla] = useState<Punto | null>(null);
  const [foco, setFoco] = useState<Punto | null>(null);
  const [seleccionando, setSeleccionando] = useState(false);
  /** The last pointer pressed was a finger: the mouse-down that follows a tap is a tap. */
  const toque = useRef(false);
  /** A first tap waiting for the second (the last night) on the same room. */
  const primerToque = useRef<Punto | null>(null);

  const seleccion = useMemo(() => {
    if (!ancla || !foco || soloLectura) return null;
    return { r0: Math.min(ancla.r, foco.r), r1: Math.max(ancla.r, foco.r), d0: Math.min(ancla.d, foco.d), d1: Math.max(ancla.d, foco.d) };
  }, [ancla, foco, soloLectura]);

  const limpiar = () => {
    setAncla(null);
    setFoco(null);
    primerToque.current = null;
  };

  useEffect(limpiar, [ventana, filas.length]);

  // A finger on a phone cannot drag across cells (that scrolls the grid) nor hold Shift: a tap
  // fires its mouse-down only when the finger lifts, after a pointer-down of type 'touch'.
  useEffect(() => {
    const puntero = (e: PointerEvent) => {
      toque.current = e.pointerType === 'touch';
    };
    window.addEventListener('pointerdown', puntero, true);
    return () => window.removeEventListener('pointerdown', puntero, true);
  }, []);

  // While selecting, the mouse may be released anywhere.
  useEffect(() => {
    if (!seleccionando) return undefined;
    const soltar = () => setSeleccionando(false);
    window.addEventListener('mouseup', soltar);
    return () => window.removeEventListener('mouseup', soltar);
  }, [seleccionando]);

  const empezar = (e: MouseEvent, p: Punto) => {
    if (e.button !== 0) return;
    e.preventDefault();
    // The grid takes the focus for the keyboard, but must not scroll: focusing a grid taller than
    // the screen scrolled the page under the pointer, and the drag went on over other rooms.
    grid.current?.focus({ preventScroll: true });
    if (soloLectura) {
      setAncla(p);
      setFoco(p);
      return;
    }
    if (toque.current && !e.shiftKey) {
      // Two taps: the first is the check-in's cell, the second (same room) the last night.
      const primero = primerToque.current;
      if (primero && primero.r === p.r) {
        setAncla(primero);
        setFoco(p);
        primerToque.current = null;
      } else {
        setAncla(p);
        setFoco(p);
        primerToque.current = p;
      }
      return;
    }
    primerToque.current = null;
    if (e.shiftKey && ancla) setFoco(p);
    else {
      setAncla(p);
      setFoco(p);
    }
    setSeleccionando(true);
  };

  /** The mouse over a day cell while selecting. */
  const sobreCelda = (p: Punto) => {
    if (seleccionando) setFoco(p);
  };

  /** Opens the reservations area's wizard for the selected rooms and nights (by address). */
  const abrirWizard = () => {
    if (soloLectura) return;
    if (!seleccion) {
      toast.warning(MENSAJES.seleccioneCeldas);
      return;
    }
    const checkIn = dias[seleccion.d0].iso;
    const checkOut = sumarDias(dias[seleccion.d1].iso, 1);
    if (diaIso(checkOut) - diaIso(checkIn) < 1) {
      toast.error(MENSAJES.minimoUnaNoche);
      return;
    }
    // The window redraws on the live `up` once the reservation exists.
    abrirDialogoReserva({ tipo: 'nueva', desde: checkIn, hasta: checkOut, habitaciones: filas.slice(seleccion.r0, seleccion.r1 + 1).map((h) => h.Id) });
    // The keyboard stays on its cell (the wizard gives the focus back to the grid).
    setAncla(foco);
  };

  /** The first cell of the keyboard: the first room, today (or the window's first day). */
  const inicial = (): Punto => ({ r: 0, d: Math.min(n - 1, Math.max(0, indiceDe(ventana, hoy))) });

  /** The grid focused with no current cell: today's cell of the first room becomes it. */
  const alEnfocar = () => {
    if (foco || filas.length === 0) return;
    const p = inicial();
    setAncla(p);
    setFoco(p);
  };

  const alTeclado = (e: KeyboardEvent<HTMLDivElement>) => {
    if (filas.length === 0) return;
    const pasos: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const paso = pasos[e.key];
    if (paso) {
      e.preventDefault();
      primerToque.current = null;
      const siguiente = foco
        ? { r: Math.min(filas.length - 1, Math.max(0, foco.r + paso[0])), d: Math.min(n - 1, Math.max(0, foco.d + paso[1])) }
        : inicial();
      setFoco(siguiente);
      if (!e.shiftKey || !ancla || soloLectura) setAncla(siguiente);
    } else if (e.key === 'Enter' && seleccion) {
      e.preventDefault();
      abrirWizard();
    } else if (e.key === 'Escape' && seleccion) {
      limpiar();
    }
  };

  const activa = foco ? idCelda(foco) : undefined;

  return { seleccion, seleccionando, foco, activa, empezar, sobreCelda, abrirWizard, alTeclado, alEnfocar };
}
