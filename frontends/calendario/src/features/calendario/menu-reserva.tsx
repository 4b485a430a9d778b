import type { EstadoConRuta } from '@recepcion/contracts';
import { usePuedeEscribir } from '@recepcion/session';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { abrirDialogoReserva } from './abrir-dialogo';
import { anular, aplicarEstado } from './acciones-estado';
import { ESTADO_ANULADO, ESTADOS } from './estados';
import { useLista } from './listas';

export interface MenuAbierto {
  reservaId: number;
  estadoId: number;
  /** Viewport coordinates of the pointer (or of the bar, from the keyboard). */
  x: number;
  y: number;
  /** The bar (room line) it was opened on: «Mover…» and «Cambiar salida…» take it. */
  celdaId?: string;
}

interface Opcion {
  etiqueta: string;
  deshabilitada?: boolean;
  peligro?: boolean;
  accion: () => Promise<unknown> | void;
}

/**
 * A reservation's context menu on the calendar (right click, or the context-menu key / Shift+F10
 * on a bar): open it, change its status (cancel asks the reason), or open its account statement.
 * Arrow keys move, Enter chooses, Esc or a click elsewhere closes; the focus goes back to the bar.
 */
export function MenuReserva({
  menu,
  onClose: alCerrar,
  onCambio,
  onTomar,
}: {
  menu: MenuAbierto;
  onClose: () => void;
  onCambio: () => void;
  /** Takes the bar to move it (or change its check-out) with the arrows; absent where bars do not move. */
  onTomar?: (tipo: 'mover' | 'redimensionar') => void;
}) {
  const ref = useRef<HTMLUListElement>(null);
  // The focus goes back where it was (the bar) before a dialog opened by an option takes it.
  const [volver] = useState(() => document.activeElement);
  const onClose = () => {
    if (volver instanceof HTMLElement && volver.isConnected && ref.current?.contains(document.activeElement)) volver.focus();
    alCerrar();
  };
  const [activa, setActiva] = useState(0);
  const { reservaId, estadoId } = menu;
  const monedas = useLista<{ IDMoneda: string; Centavos?: boolean }>('Monedas');
  const conCentavos = (monedaId: string) => monedas.find((m) => m.IDMoneda === monedaId)?.Centavos ?? true;
  // A read-only user type opens and prints, but changes no status (the server refuses it too).
  const cambiaEstados = usePuedeEscribir('recepcion');

  const despues = (cambio: Promise<boolean>) => async () => {
    onClose();
    if (await cambio.catch(() => false)) onCambio();
  };
  const opciones: Opcion[] = [
    { etiqueta: 'Abrir reserva', accion: () => (onClose(), abrirDialogoReserva({ tipo: 'editar', reservaId })) },
    ...(onTomar
      ? [
          { etiqueta: 'Mover… (flechas, Intro)', accion: () => (onClose(), onTomar('mover')) },
          { etiqueta: 'Cambiar salida… (flechas, Intro)', accion: () => (onClose(), onTomar('redimensionar')) },
        ]
      : []),
    ...(cambiaEstados
      ? [
          ...ESTADOS.filter((e) => e.id !== ESTADO_ANULADO).map((e) => ({
            etiqueta: e.nombre,
            deshabilitada: e.id === estadoId,
            accion: () => despues(aplicarEstado(reservaId, e.id as EstadoConRuta, conCentavos))(),
          })),
          { etiqueta: 'Anular…', peligro: true, accion: () => despues(anular(reservaId, estadoId))() },
        ]
      : []),
    { etiqueta: 'Estado de cuenta', accion: () => (onClose(), abrirDialogoReserva({ tipo: 'estado-cuenta', reservaId })) },
  ];

  // Inside the window: opened near the bottom it opens upwards, near the right edge leftwards.
  const [lugar, setLugar] = useState({ left: menu.x, top: menu.y });
  useLayoutEffect(() => {
    const caja = ref.current?.getBoundingClientRect();
    if (!caja) return;
    const margen = 8;
    const top = menu.y + caja.height > window.innerHeight - margen ? Math.max(margen, menu.y - caja.height) : menu.y;
    const left = menu.x + caja.width > window.innerWidth - margen ? Math.max(margen, window.innerWidth - caja.width - margen) : menu.x;
    setLugar({ left, top });
  }, [menu.x, menu.y]);

  useEffect(() => {
    ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')[activa]?.focus();
  }, [activa]);

  // A scroll moves the bar away from the menu: it closes rather than float detached.
  useEffect(() => {
    const alDesplazar = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) alCerrar();
    };
    window.addEventListener('scroll', alDesplazar, true);
    return () => window.removeEventListener('scroll', alDesplazar, true);
  }, [alCerrar]);

  useEffect(() => {
    const fuera = (e: globalThis.MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) alCerrar();
    };
    document.addEventListener('mousedown', fuera);
    return () => document.removeEventListener('mousedown', fuera);
  }, [alCerrar]);

  const tecla = (e: React.KeyboardEvent) => {
    const habilitadas = opciones.map((o, i) => (o.deshabilitada ? -1 : i)).filter((i) => i >= 0);
    const pos = habilitadas.indexOf(activa);
    if (e.key === 'ArrowDown') setActiva(habilitadas[(pos + 1) % habilitadas.length]);
    else if (e.key === 'ArrowUp') setActiva(habilitadas[(pos - 1 + habilitadas.length) % habilitadas.length]);
    else if (e.key === 'Escape' || e.key === 'Tab') onClose();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <ul ref={ref} role="menu" aria-label={`Reserva ${reservaId}`} className="cal-menu" style={lugar} onKeyDown={tecla}>
      {opciones.map((o, i) => (
        <li key={o.etiqueta} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={i === activa ? 0 : -1}
            className={`cal-menu__item${o.peligro ? ' cal-menu__item--peligro' : ''}`}
            disabled={o.deshabilitada}
            onClick={() => void o.accion()}
          >
            {o.etiqueta}
          </button>
        </li>
      ))}
    </ul>
  );
}
