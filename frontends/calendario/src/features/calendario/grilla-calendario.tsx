import { type KeyboardEvent, type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { CabeceraCalendario, filasDeCabecera } from './cabecera-calendario';
import { ALTO_FILA, ALTO_TIPO, disponer, planoDeFilas } from './disposicion-filas';
import { type EventosGrilla, FilaHabitacion } from './fila-habitacion';
import { habitacionesLibres } from './libres';
import type { CeldaReserva, DatosCalendario, DestinoCelda, HabitacionCalendario } from './tipos';
import { type Arrastre, idBarra, idCelda, type Punto, puntoDeCelda } from './use-arrastre';
import { useCeldasPorHabitacion } from './use-celdas-por-habitacion';
import { useDesplazarAlBorde } from './use-desplazar-al-borde';
import { useFilasVisibles } from './use-filas-visibles';
import type { Grupo } from './use-ventana-calendario';
import { type DiaVentana, indiceDe, type Ventana } from './ventana';

export interface GrillaCalendarioProps extends EventosGrilla {
  gridRef: RefObject<HTMLDivElement | null>;
  ventana: Ventana;
  n: number;
  dias: DiaVentana[];
  grupos: Grupo[];
  /** The rooms in row order. */
  filas: HabitacionCalendario[];
  datos: DatosCalendario;
  /** The data shown is of the previous window while the new one is read (aria-busy). */
  ocupada: boolean;
  /** A read-only user type: nothing to select, no bar to resize (and the grid says so). */
  soloLectura?: boolean;
  seleccion: { r0: number; r1: number; d0: number; d1: number } | null;
  /** The keyboard's current cell and its id. */
  foco: Punto | null;
  activa: string | undefined;
  arrastre: Arrastre | null;
  /** Cells being selected with the mouse (its button held). */
  seleccionando?: boolean;
  /** The bar being dragged, where it is drawn now. */
  destinoDe: (celda: CeldaReserva) => DestinoCelda;
  /** A move waiting for its answer: the bar stays at its destination. */
  pendiente: { id: string; destino: DestinoCelda } | null;
  destacada: number | null;
  hover: { id: string; room: number; x: number; y: number } | null;
  onTeclado: (e: KeyboardEvent<HTMLDivElement>) => void;
  /** The grid itself got the focus (not one of its bars). */
  onEnfocar: () => void;
  /** The grid's box scrolled (a tooltip placed by the viewport no longer fits its bar). */
  onScroll: () => void;
}

/**
 * The grid (role grid → row → gridcell, the bars inside the cell of their first night) in its
 * scroll box: the header (days and free rooms) sticks to the top and the rooms' names to the left.
 * One Tab stop: the current cell is the grid's aria-activedescendant. Only the rows in view are drawn, with a margin (useFilasVisibles);
 * the keyboard's current row and a highlighted reservation's row are drawn wherever they are, and
 * scrolled into view. Rows are memoised: hovering or moving the keyboard draws one or two again.
 */
export function GrillaCalendario(props: GrillaCalendarioProps) {
  const { gridRef, ventana, n, dias, grupos, filas, datos, seleccion, foco, activa, arrastre, pendiente, destacada, hover } = props;
  const cajaRef = useRef<HTMLDivElement>(null);
  const cabeceraRef = useRef<HTMLDivElement>(null);

  // The handlers change on every draw of the page; the rows get one object that calls the latest.
  const ultimos = useRef(props);
  useLayoutEffect(() => {
    ultimos.current = props;
  });
  const eventos = useMemo<EventosGrilla & { onScroll: () => void }>(
    () => ({
      onMouseDownCelda: (e, p) => ultimos.current.onMouseDownCelda(e, p),
      onSobreCelda: (p) => ultimos.current.onSobreCelda(p),
      onHover: (celda, caja) => ultimos.current.onHover(celda, caja),
      onAgarrar: (e, celda, tipo) => ultimos.current.onAgarrar(e, celda, tipo),
      onAbrir: (celda) => ultimos.current.onAbrir(celda),
      onClic: (celda) => ultimos.current.onClic(celda),
      onMenu: (celda, x, y) => ultimos.current.onMenu(celda, x, y),
      onTomarConTeclado: (celda, tipo) => ultimos.current.onTomarConTeclado(celda, tipo),
      onScroll: () => ultimos.current.onScroll(),
    }),
    [],
  );

  const disposicion = useMemo(() => disponer(grupos), [grupos]);
  const libres = useMemo(() => habitacionesLibres(datos, grupos, ventana, n), [datos, grupos, ventana, n]);
  const [desde, hasta] = useFilasVisibles(cajaRef, cabeceraRef, disposicion, eventos.onScroll);

  // A drag held at an edge scrolls the box; the cell now under the pointer is the one dragged over.
  const alPasarPuntero = useCallback(
    (x: number, y: number) => {
      const celda = puntoDeCelda(document.elementFromPoint(x, y)?.closest('[role="gridcell"]')?.id ?? '');
      if (celda) eventos.onSobreCelda(celda);
    },
    [eventos],
  );
  useDesplazarAlBorde(cajaRef, cabeceraRef, arrastre !== null || (props.seleccionando ?? false), alPasarPuntero);

  const movidaCelda = arrastre?.celda ?? (pendiente ? datos.data.find((c) => c.id === pendiente.id) : undefined);
  const movida = useMemo(() => (movidaCelda ? { celda: movidaCelda, destino: props.destinoDe(movidaCelda) } : null), [movidaCelda, props.destinoDe]);
  const { celdasDe, bloqueosDe } = useCeldasPorHabitacion(datos, movida);

  // Rows drawn wherever they are: the keyboard's and the highlighted reservation's.
  const celdaDestacada = destacada === null ? undefined : datos.data.find((c) => c.reserva_id === destacada);
  const destacadaEn = celdaDestacada ? filas.findIndex((h) => h.Id === celdaDestacada.room) : -1;
  const fijas = new Set<number>();
  if (foco) fijas.add(disposicion.itemDeFila[foco.r]);
  if (destacadaEn >= 0) fijas.add(disposicion.itemDeFila[destacadaEn]);
  if (arrastre) fijas.add(disposicion.itemDeFila[arrastre.actual.r]);
  const bloques = planoDeFilas(disposicion, (i) => (i >= desde && i <= hasta) || fijas.has(i));
  const primeraFila = filasDeCabecera(libres) + 1;

  /** The bar over the keyboard's cell, if any (the first one drawn there). */
  const barraEn = (p: Punto) => {
    const habitacion = filas[p.r];
    if (!habitacion) return undefined;
    return celdasDe(habitacion.Id).find((c) => {
      const destino = props.destinoDe(c);
      return indiceDe(ventana, destino.start_date) <= p.d && p.d < indiceDe(ventana, destino.end_date);
    });
  };

  /**
   * Keys of the grid (useSeleccionCeldas) and the way to the bars: Enter on a single cell with a
   * bar focuses the bar (Enter there opens it); from a bar, arrows and Esc come back to the grid.
   */
  const alTeclado = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) {
      if (e.key !== 'Escape' && !e.key.startsWith('Arrow')) return;
      // Back to the grid where it is: its current cell, under the bar, is in view already.
      gridRef.current?.focus({ preventScroll: true });
      if (e.key === 'Escape') {
        e.preventDefault();
        return;
      }
    } else if (e.key === 'Enter' && foco && (!seleccion || (seleccion.r0 === seleccion.r1 && seleccion.d0 === seleccion.d1))) {
      const barra = barraEn(foco);
      const boton = barra && document.getElementById(idBarra(barra));
      if (boton) {
        e.preventDefault();
        boton.focus();
        return;
      }
    }
    props.onTeclado(e);
  };

  // Whether the pointer moved the current cell last (a mouse-down or a drag over the cells): that
  // cell is under the pointer, and scrolling it into view would move the grid under the pointer
  // during the gesture. A key gives the keyboard the scrolling back.
  const porPuntero = useRef(false);
  useEffect(() => {
    const puntero = () => {
      porPuntero.current = true;
    };
    const tecla = () => {
      porPuntero.current = false;
    };
    window.addEventListener('pointerdown', puntero, true);
    window.addEventListener('mousedown', puntero, true);
    window.addEventListener('keydown', tecla, true);
    return () => {
      window.removeEventListener('pointerdown', puntero, true);
      window.removeEventListener('mousedown', puntero, true);
      window.removeEventListener('keydown', tecla, true);
    };
  }, []);

  // The keyboard's cell scrolled into view (below the sticky header, right of the rooms' names);
  // not a cell the pointer chose, which is in view under it.
  /** Scrolls `el` into the box's view, below the sticky header and right of the rooms' names. */
  const mostrarEnCaja = (el: Element | null | undefined) => {
    const caja = cajaRef.current;
    if (!caja || !el) return;
    caja.style.scrollPaddingTop = `${cabeceraRef.current?.offsetHeight ?? 0}px`;
    el.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  useLayoutEffect(() => {
    if (activa && !porPuntero.current) mostrarEnCaja(document.getElementById(activa));
  }, [activa]);

  // A bar moved with the keyboard: the cell it is headed for stays in view.
  const destinoTeclado = arrastre?.teclado ? idCelda(arrastre.actual) : null;
  useLayoutEffect(() => {
    if (destinoTeclado) mostrarEnCaja(document.getElementById(destinoTeclado));
  }, [destinoTeclado]);

  // A reservation found by the search, scrolled into view once its row is drawn.
  useLayoutEffect(() => {
    if (destacadaEn >= 0) mostrarEnCaja(cajaRef.current?.querySelector('.cal-bar--destacada'));
  }, [destacada, destacadaEn]);

  const fila = (r: number, filaAria: number) => {
    const habitacion = filas[r];
    const elegida = seleccion !== null && r >= seleccion.r0 && r <= seleccion.r1;
    const movidaAqui = movida && (movida.destino.room === habitacion.Id || movida.celda.room === habitacion.Id) ? { id: movida.celda.id, destino: movida.destino } : null;
    return (
      <FilaHabitacion
        key={habitacion.Id}
        habitacion={habitacion}
        r={r}
        filaAria={filaAria}
        ventana={ventana}
        n={n}
        dias={dias}
        celdas={celdasDe(habitacion.Id)}
        bloqueos={bloqueosDe(habitacion.Id)}
        movida={movidaAqui}
        d0={elegida ? seleccion.d0 : -1}
        d1={elegida ? seleccion.d1 : -1}
        activaD={foco?.r === r ? foco.d : -1}
        destinoD={arrastre?.actual.r === r ? arrastre.actual.d : -1}
        destacada={destacada}
        hover={hover && !arrastre && hover.room === habitacion.Id ? hover : null}
        soloLectura={props.soloLectura ?? false}
        eventos={eventos}
      />
    );
  };

  return (
    <div ref={cajaRef} className="cal-scroll">
      <div
        ref={gridRef}
        className={`cal-grid${arrastre ? ' cal-grid--arrastrando' : ''}${ventana.vista === 'mes' || n > 21 ? ' cal-grid--compacta' : ''}${props.soloLectura ? ' cal-grid--lectura' : ''}`}
        role="grid"
        aria-label="Calendario de ocupación"
        aria-readonly={props.soloLectura || undefined}
        aria-multiselectable={props.soloLectura ? undefined : 'true'}
        aria-activedescendant={activa}
        aria-busy={props.ocupada || undefined}
        aria-rowcount={primeraFila - 1 + disposicion.items.length}
        tabIndex={0}
        onKeyDown={alTeclado}
        onFocus={(e) => e.target === e.currentTarget && props.onEnfocar()}
        style={{ ['--dias' as string]: n, ['--cal-row' as string]: `${ALTO_FILA}px`, ['--cal-fila-tipo' as string]: `${ALTO_TIPO}px` }}
      >
        <CabeceraCalendario cabeceraRef={cabeceraRef} dias={dias} libres={libres} />
        {bloques.map((bloque, b) =>
          bloque.tipo === 'espacio' ? (
            <div key={`espacio-${b}`} className="cal-espacio" aria-hidden="true" style={{ height: bloque.alto }} />
          ) : (
            <div key={grupos[bloque.grupo].tipoId} role="rowgroup" aria-label={grupos[bloque.grupo].nombre} className="cal-rowgroup">
              {bloque.tramos.map((tramo, t) => {
                if (tramo.tipo === 'espacio') return <div key={`espacio-${t}`} className="cal-espacio" aria-hidden="true" style={{ height: tramo.alto }} />;
                const item = disposicion.items[tramo.indice];
                if (item.r >= 0) return fila(item.r, primeraFila + tramo.indice);
                return (
                  <div key="tipo" className="cal-row cal-row--tipo" role="row" aria-rowindex={primeraFila + tramo.indice}>
                    <div className="cal-tipo" role="rowheader">
                      {grupos[item.grupo].nombre}
                    </div>
                  </div>
                );
              })}
            </div>
          ),
        )}
      </div>
    </div>
  );
}
