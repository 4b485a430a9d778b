import { hoyDelHotel, usePuedeEscribir } from '@recepcion/session';
import { AvisoSoloLectura, ControlALas, setPageTitle } from '@recepcion/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MENSAJES } from '../../mensajes';
import { AvisoConflictos, useConflictosCanales } from './aviso-conflictos';
import { GrillaCalendario } from './grilla-calendario';
import { MenuReserva, type MenuAbierto } from './menu-reserva';
import { NavegacionCalendario } from './navegacion-calendario';
import { ReservarSeleccion } from './reservar-seleccion';
import { abrirReserva, textoMovimientoTeclado, useArrastre } from './use-arrastre';
import { useBarraFija } from './use-barra-fija';
import { useSeleccionCeldas } from './use-seleccion-celdas';
import { useVentanaCalendario } from './use-ventana-calendario';
import { diasDeVentana, tituloVentana, type Ventana, ventanaConFecha, ventanaInicial } from './ventana';

/** How long a search result stays highlighted. */
const DESTACADO_MS = 6_000;

export interface CalendarioPageProps {
  /** Today, `yyyy-MM-dd` (tests pass a fixed day). */
  hoy?: string;
  userAgent?: string;
  /** The present (tests pass a fixed one): «A las» starts at it. */
  ahora?: () => Date;
}

/**
 * The occupancy calendar (spec section 2): rooms grouped by room type as rows, the window's days
 * as columns, reservations as bars across their nights and blocks striped. Cells are selected
 * with the mouse or the keyboard for a new reservation (useSeleccionCeldas); bars move and resize
 * by dragging (useArrastre); the window is read and kept fresh by useVentanaCalendario. The
 * toolbar sticks to the top of the page (useBarraFija) and the grid scrolls in a box below it.
 * A user type that may not do the front desk's work (CO, libs/contracts permisos) reads: no new
 * reservation, no range to select, no bar to drag, no status in the menu (the server refuses them).
 * «A las» a past moment shows the hotel as it stood then (`?aLas=`), for reading only: no new
 * reservation, no drag, no menu, no reservation to open, until «Volver a ahora».
 */
export function CalendarioPage({ hoy: hoyFijo, userAgent = navigator.userAgent, ahora }: CalendarioPageProps) {
  const hoy = hoyFijo ?? hoyDelHotel();
  const [aLas, setALas] = useState<string | null>(null);
  // Booking, moving and status changes are `@Escritura('recepcion')` on the server: AD and RE.
  const sinPermiso = !usePuedeEscribir('recepcion');
  const soloLectura = sinPermiso || aLas !== null;
  const [ventana, setVentana] = useState<Ventana>(() => ventanaInicial(hoy, userAgent));
  const [menu, setMenu] = useState<MenuAbierto | null>(null);
  const [destacada, setDestacada] = useState<number | null>(null);
  const [hover, setHover] = useState<{ id: string; room: number; x: number; y: number } | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const paginaRef = useRef<HTMLDivElement>(null);
  const barraRef = useRef<HTMLDivElement>(null);
  useBarraFija(paginaRef, barraRef);

  const { carga, datos, desactualizada, grupos, filas, filaDe, n, recargar, releer, pausar } = useVentanaCalendario(ventana, aLas);
  // After the window's: the calendar is read first.
  const conflictosCanales = useConflictosCanales();
  const dias = useMemo(() => diasDeVentana(ventana, hoy), [ventana, hoy]);
  const arrastre = useArrastre({ ventana, n, datos, filas, filaDe, releer, pausar, soloLectura });
  const seleccion = useSeleccionCeldas({ ventana, hoy, n, dias, filas, grid: gridRef, soloLectura });

  useEffect(() => setPageTitle(MENSAJES.titulo), []);

  useEffect(() => {
    if (destacada === null) return undefined;
    const timer = setTimeout(() => setDestacada(null), DESTACADO_MS);
    return () => clearTimeout(timer);
  }, [destacada]);

  const tomarDesdeMenu = (abierto: MenuAbierto, tipo: 'mover' | 'redimensionar') => {
    const celda = datos?.data.find((c) => c.id === abierto.celdaId);
    if (celda) arrastre.agarrarConTeclado(celda, tipo);
  };

  const irAFecha = (fecha: string, reservaId: number) => {
    setVentana((v) => ventanaConFecha(v, fecha));
    setDestacada(reservaId);
  };

  return (
    <div ref={paginaRef} className="cal-page">
      <header className="cal-header">
        <h1 className="cal-title">{MENSAJES.titulo}</h1>
        <p className="cal-range" aria-live="polite">
          {tituloVentana(ventana)}
        </p>
        <ControlALas valor={aLas} onCambiar={setALas} ahora={ahora} />
        {aLas ? null : sinPermiso ? (
          <AvisoSoloLectura />
        ) : (
          <button type="button" className="rc-button rc-button--primary cal-nueva" onClick={seleccion.abrirWizard} disabled={!datos || filas.length === 0}>
            Nueva reserva
          </button>
        )}
      </header>

      <NavegacionCalendario ventana={ventana} setVentana={setVentana} hoy={hoy} onElegir={irAFecha} revision={datos} barraRef={barraRef} soloLectura={soloLectura} />

      <AvisoConflictos cantidad={conflictosCanales} />

      {carga.estado === 'cargando' && (
        <p className="cal-state" role="status">
          {MENSAJES.cargando}
        </p>
      )}
      {carga.estado === 'error' && (
        <div className="cal-state cal-state--error" role="alert">
          <p>{MENSAJES.errorCarga}</p>
          <button type="button" className="rc-button" onClick={recargar}>
            Reintentar
          </button>
        </div>
      )}
      {datos && filas.length === 0 && <p className="cal-state">{MENSAJES.sinHabitaciones}</p>}

      {datos && filas.length > 0 && (
        <GrillaCalendario
          gridRef={gridRef}
          ventana={ventana}
          n={n}
          dias={dias}
          grupos={grupos}
          filas={filas}
          datos={datos}
          ocupada={desactualizada}
          soloLectura={soloLectura}
          seleccion={seleccion.seleccion}
          foco={seleccion.foco}
          activa={seleccion.activa}
          arrastre={arrastre.arrastre}
          seleccionando={seleccion.seleccionando}
          destinoDe={arrastre.destinoDe}
          pendiente={arrastre.pendiente}
          destacada={destacada}
          hover={hover}
          onTeclado={seleccion.alTeclado}
          onEnfocar={seleccion.alEnfocar}
          onMouseDownCelda={seleccion.empezar}
          onSobreCelda={(p) => arrastre.sobreCelda(p) || seleccion.sobreCelda(p)}
          onHover={(celda, caja) => setHover(caja ? { id: celda.id, room: celda.room, x: caja.left, y: caja.bottom } : null)}
          onScroll={() => setHover(null)}
          onAgarrar={(e, celda, tipo) => arrastre.agarrar(e, celda, tipo) && setHover(null)}
          onAbrir={(celda) => aLas === null && abrirReserva(celda.reserva_id)}
          onClic={(celda) => aLas === null && arrastre.clic(celda)}
          onMenu={(celda, x, y) => aLas === null && setMenu({ reservaId: celda.reserva_id, estadoId: Number(celda.status.trim()), x, y, celdaId: celda.id })}
          onTomarConTeclado={(celda, tipo) => !soloLectura && arrastre.agarrarConTeclado(celda, tipo) && setHover(null)}
        />
      )}

      {datos && seleccion.seleccion && !soloLectura && <ReservarSeleccion seleccion={seleccion.seleccion} filas={filas} dias={dias} onReservar={seleccion.abrirWizard} />}

      {menu && <MenuReserva menu={menu} onClose={() => setMenu(null)} onCambio={recargar} onTomar={soloLectura ? undefined : (tipo) => tomarDesdeMenu(menu, tipo)} />}
      <p className="rc-visually-hidden" aria-live="assertive">
        {arrastre.arrastre?.teclado ? textoMovimientoTeclado(arrastre.arrastre, arrastre.destinoDe(arrastre.arrastre.celda), filas) : ''}
      </p>
    </div>
  );
}
