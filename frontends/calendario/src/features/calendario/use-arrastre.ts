import { diaIso, formatearFecha } from '@recepcion/domain';
import { confirmar, toast } from '@recepcion/ui';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { confirmarRedimension, confirmarTraslado, MENSAJES, movimientoTeclado } from '../../mensajes';
import { abrirDialogoReserva } from './abrir-dialogo';
import { trasladarCelda } from './api/mover-celda';
import { redimensionarCelda } from './api/redimensionar-celda';
import type { CeldaReserva, DatosCalendario, DestinoCelda, HabitacionCalendario } from './tipos';
import { indiceDe, sumarDias, type Ventana } from './ventana';

export interface Punto {
  r: number;
  d: number;
}

/** The id of the grid's cell of row `r` and day `d` (the grid's aria-activedescendant names it). */
export const idCelda = ({ r, d }: Punto) => `cal-c-${r}-${d}`;

/** The id of a reservation's bar (its button): the cells it covers are described by it. */
export const idBarra = (celda: Pick<CeldaReserva, 'id'>) => `cal-b-${celda.id}`;

/** The cell an id of `idCelda` names, or null. */
export function puntoDeCelda(id: string): Punto | null {
  const partes = /^cal-c-(\d+)-(\d+)$/.exec(id);
  return partes ? { r: Number(partes[1]), d: Number(partes[2]) } : null;
}

export interface Arrastre {
  tipo: 'mover' | 'redimensionar';
  celda: CeldaReserva;
  /** Row and day where the bar was grabbed. */
  origen: Punto;
  actual: Punto;
  /**
   * Taken with the keyboard (M or the menu): arrows move it, Enter confirms, Esc cancels. A new
   * check-out goes back no further than the bar's first visible night (`minimoD`).
   */
  teclado?: { minimoD: number };
}

/**
 * Where an arrow takes a bar taken with the keyboard: a move goes to any day and room of the
 * window, a new check-out to any day from the bar's first visible night. Null for another key.
 */
export function pasoDeTeclado(a: Arrastre, tecla: string, n: number, filas: number): Punto | null {
  const { r, d } = a.actual;
  const mover = a.tipo === 'mover';
  switch (tecla) {
    case 'ArrowLeft':
      return { r, d: Math.max(a.teclado?.minimoD ?? 0, d - 1) };
    case 'ArrowRight':
      return { r, d: Math.min(n - 1, d + 1) };
    case 'ArrowUp':
      return mover ? { r: Math.max(0, r - 1), d } : a.actual;
    case 'ArrowDown':
      return mover ? { r: Math.min(filas - 1, r + 1), d } : a.actual;
    default:
      return null;
  }
}

/** What a screen reader hears while a bar is moved with the keyboard (the page's live region). */
export function textoMovimientoTeclado(a: Arrastre, destino: DestinoCelda, filas: HabitacionCalendario[]): string {
  const habitacion = filas.find((h) => h.Id === destino.room)?.Nombre ?? '';
  return movimientoTeclado(a.tipo, a.celda.cliente, habitacion, formatearFecha(destino.start_date), formatearFecha(destino.end_date));
}

/** A click on a bar opens the reservation's edit modal (hosted by `@recepcion/reservas`). */
export const abrirReserva = (reservaId: number) => abrirDialogoReserva({ tipo: 'editar', reservaId });

const traslapa = (a: { start_date: string; end_date: string }, b: { start_date: string; end_date: string }) =>
  a.start_date < b.end_date && b.start_date < a.end_date;

/** The destination of a drag: the same nights shifted (move) or a new check-out (resize). */
export function destinoArrastre(a: Arrastre, filas: HabitacionCalendario[]): DestinoCelda {
  const dd = a.actual.d - a.origen.d;
  const { celda } = a;
  if (a.tipo === 'redimensionar') return { start_date: celda.start_date, end_date: sumarDias(celda.end_date, dd), room: celda.room };
  const fila = Math.min(filas.length - 1, Math.max(0, a.actual.r));
  return { start_date: sumarDias(celda.start_date, dd), end_date: sumarDias(celda.end_date, dd), room: filas[fila]?.Id ?? celda.room };
}

/**
 * The day column under `x` on a track of `n` equal day columns, kept within the bar's visible
 * nights (`inicio`..`fin`).
 */
export function diaBajo(x: number, pista: { left: number; width: number }, n: number, inicio: number, fin: number): number {
  const columna = Math.floor((x - pista.left) / (pista.width / n));
  return Math.min(fin, Math.max(inicio, columna));
}

interface ArrastreOpciones {
  ventana: Ventana;
  n: number;
  datos: DatosCalendario | null;
  filas: HabitacionCalendario[];
  filaDe: Map<number, number>;
  /** Reads the window again (after a move, before its toast). */
  releer: () => Promise<unknown>;
  /** Pauses the window's refresh while a bar is dragged or its move awaits an answer. */
  pausar: (ocupado: boolean) => void;
  /** A user type that may not move reservations (CO): no bar is grabbed; a click still opens it. */
  soloLectura?: boolean;
}

/**
 * Moving and resizing bars with the mouse (spec section 2): the preview while dragging, the
 * question, the call (the bar waits at its destination), and back on a refusal. Esc cancels; a
 * click that did not move opens the reservation.
 */
export function useArrastre({ ventana, n, datos, filas, filaDe, releer, pausar, soloLectura = false }: ArrastreOpciones) {
  const [arrastre, setArrastre] = useState<Arrastre | null>(null);
  const [pendiente, setPendiente] = useState<{ id: string; destino: DestinoCelda } | null>(null);
  const movido = useRef(false);

  const ocupado = arrastre !== null || pendiente !== null;
  useEffect(() => pausar(ocupado), [ocupado, pausar]);

  /** Where a bar is drawn now: its dragged preview, the move waiting for an answer, or its place. */
  const destinoDe = useCallback(
    (celda: CeldaReserva): DestinoCelda => {
      if (pendiente?.id === celda.id) return pendiente.destino;
      if (arrastre?.celda.id === celda.id) return destinoArrastre(arrastre, filas);
      return { start_date: celda.start_date, end_date: celda.end_date, room: celda.room };
    },
    [pendiente, arrastre, filas],
  );

  const terminar = useCallback(
    async (a: Arrastre) => {
      setArrastre(null);
      const destino = destinoArrastre(a, filas);
      const { celda } = a;
      if (destino.start_date === celda.start_date && destino.end_date === celda.end_date && destino.room === celda.room) {
        // Back where it was: a click, which opens the details.
        abrirReserva(celda.reserva_id);
        return;
      }
      if (diaIso(destino.end_date) - diaIso(destino.start_date) < 1) {
        toast.error(MENSAJES.minimoUnaNoche);
        return;
      }
      if (datos?.bloqueo.some((b) => b.room === destino.room && traslapa(b, destino))) {
        toast.error(MENSAJES.noDisponible);
        return;
      }
      setPendiente({ id: celda.id, destino });
      const habitacion = filas.find((h) => h.Id === destino.room)?.Nombre ?? '';
      const pregunta =
        a.tipo === 'mover'
          ? confirmarTraslado(celda.cliente, habitacion, formatearFecha(destino.start_date), formatearFecha(destino.end_date))
          : confirmarRedimension(celda.cliente, formatearFecha(destino.start_date), formatearFecha(destino.end_date));
      if (!(await confirmar(pregunta))) {
        setPendiente(null);
        return;
      }
      try {
        const respuesta = a.tipo === 'mover' ? await trasladarCelda(celda.id, destino) : await redimensionarCelda(celda.id, destino);
        if (!respuesta.resultado) {
          toast.error(respuesta.Message || MENSAJES.noDisponible);
          setPendiente(null);
          return;
        }
        // The bar stays at its destination until the window is read again, then the toast.
        await releer();
        setPendiente(null);
        toast.success(MENSAJES.guardado);
      } catch {
        // The API client has shown the error; the bar goes back.
        setPendiente(null);
      }
    },
    [datos, filas, releer],
  );

  // A bar taken with the keyboard: arrows move it, Enter asks and moves, Esc (or Tab) leaves it
  // where it was. The keys are the move's alone while it lasts; the bar gets the focus back after.
  // Keys come faster than the page draws: each reads the move as the last key left it (the ref).
  const ultimo = useRef(arrastre);
  ultimo.current = arrastre;
  const tecladoDe = arrastre?.teclado ? arrastre.celda : null;
  useEffect(() => {
    if (!tecladoDe) return undefined;
    const volverALaBarra = () => requestAnimationFrame(() => document.getElementById(idBarra(tecladoDe))?.focus());
    const tecla = (e: globalThis.KeyboardEvent) => {
      const a = ultimo.current;
      if (!a) return;
      const paso = pasoDeTeclado(a, e.key, n, filas.length);
      const quieta = a.actual.r === a.origen.r && a.actual.d === a.origen.d;
      if (paso) {
        ultimo.current = { ...a, actual: paso };
        setArrastre(ultimo.current);
      } else if (e.key === 'Enter' && !quieta) {
        ultimo.current = null;
        void terminar(a).then(volverALaBarra);
      } else if (e.key === 'Escape' || e.key === 'Tab' || e.key === 'Enter') {
        ultimo.current = null;
        setArrastre(null);
        volverALaBarra();
      } else return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', tecla, true);
    return () => window.removeEventListener('keydown', tecla, true);
  }, [tecladoDe, terminar, n, filas.length]);

  // While dragging, the mouse may be released anywhere; Esc cancels.
  useEffect(() => {
    if (!arrastre || arrastre.teclado) return undefined;
    const soltar = () => {
      if (movido.current) void terminar(arrastre);
      else {
        setArrastre(null);
        abrirReserva(arrastre.celda.reserva_id);
      }
    };
    const tecla = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        setArrastre(null);
      }
    };
    window.addEventListener('mouseup', soltar);
    window.addEventListener('keydown', tecla);
    return () => {
      window.removeEventListener('mouseup', soltar);
      window.removeEventListener('keydown', tecla);
    };
  }, [arrastre, terminar]);

  /** The mouse over a day cell: the drag follows it. False when nothing is dragged. */
  const sobreCelda = (p: Punto): boolean => {
    if (!arrastre) return false;
    if (p.r !== arrastre.actual.r || p.d !== arrastre.actual.d) {
      movido.current = true;
      setArrastre({ ...arrastre, actual: p });
    }
    return true;
  };

  /** A bar grabbed by its body (move) or its end (resize). True when the drag started. */
  const agarrar = (e: MouseEvent<HTMLElement>, celda: CeldaReserva, tipo: Arrastre['tipo']): boolean => {
    if (e.button !== 0 || pendiente || soloLectura) return false;
    e.preventDefault();
    e.stopPropagation();
    const r = filaDe.get(celda.room) ?? 0;
    const inicio = Math.max(0, indiceDe(ventana, celda.start_date));
    const fin = Math.min(n - 1, indiceDe(ventana, celda.end_date) - 1);
    let d = tipo === 'redimensionar' ? fin : inicio;
    if (tipo === 'mover') {
      // The grabbed day: the mouse's column on the room's track (the row of day cells), so a
      // vertical drag keeps the dates wherever the bar was grabbed.
      const pista = (e.currentTarget as HTMLElement).closest('.cal-track')?.getBoundingClientRect();
      if (pista && pista.width > 0) d = diaBajo(e.clientX, pista, n, inicio, fin);
    }
    movido.current = false;
    setArrastre({ tipo, celda, origen: { r, d }, actual: { r, d } });
    return true;
  };

  /** A bar taken with the keyboard (M on the bar, or its menu): from its first night, or its last for a new check-out. */
  const agarrarConTeclado = (celda: CeldaReserva, tipo: Arrastre['tipo']): boolean => {
    if (pendiente || soloLectura) return false;
    const r = filaDe.get(celda.room) ?? 0;
    const inicio = Math.max(0, indiceDe(ventana, celda.start_date));
    const fin = Math.min(n - 1, indiceDe(ventana, celda.end_date) - 1);
    const d = tipo === 'redimensionar' ? fin : inicio;
    movido.current = true;
    setArrastre({ tipo, celda, origen: { r, d }, actual: { r, d }, teclado: { minimoD: tipo === 'redimensionar' ? inicio : 0 } });
    return true;
  };

  /**
   * A click on a bar that did not move opens the details, even when it ended before the page's
   * mouseup listener was in place (a very fast click).
   */
  const clic = (celda: CeldaReserva) => {
    if (movido.current) return;
    setArrastre(null);
    abrirReserva(celda.reserva_id);
  };

  return { arrastre, pendiente, destinoDe, sobreCelda, agarrar, agarrarConTeclado, clic };
}
