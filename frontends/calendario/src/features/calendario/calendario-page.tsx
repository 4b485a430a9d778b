import { diaIso, formatearFecha } from '@recepcion/domain';
import { listas } from '@recepcion/session';
import { confirmar, setPageTitle, toast } from '@recepcion/ui';
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { confirmarRedimension, confirmarTraslado, MENSAJES } from '../../mensajes';
import { getCalendario } from './api/get-calendario';
import { trasladarCelda } from './api/mover-celda';
import { redimensionarCelda } from './api/redimensionar-celda';
import { BusquedaReservas } from './busqueda-reservas';
import { abrirDialogoReserva } from './abrir-dialogo';
import { MenuReserva, type MenuAbierto } from './menu-reserva';
import { SaldoReserva } from './saldo-reserva';
import { ESTADOS, estadoDe } from './estados';
import type { BloqueoCalendario, CeldaReserva, DatosCalendario, DestinoCelda, HabitacionCalendario } from './tipos';
import {
  cambiarVista,
  cantidadDias,
  diasDeVentana,
  hoyLocal,
  indiceDe,
  irAHoy,
  mover,
  sumarDias,
  tituloVentana,
  type Ventana,
  ventanaConFecha,
  ventanaInicial,
  VISTAS,
} from './ventana';

/** Reservation changes are not pushed yet: the window is read again this often. */
export const REFRESCO_MS = 30_000;
/** How long a search result stays highlighted. */
const DESTACADO_MS = 6_000;

interface Punto {
  r: number;
  d: number;
}

interface Arrastre {
  tipo: 'mover' | 'redimensionar';
  celda: CeldaReserva;
  /** Row and day where the bar was grabbed. */
  origen: Punto;
  actual: Punto;
}

type Carga = { estado: 'cargando' } | { estado: 'error' } | { estado: 'listo'; datos: DatosCalendario };

interface Grupo {
  tipoId: number;
  nombre: string;
  habitaciones: HabitacionCalendario[];
}

export interface CalendarioPageProps {
  /** Today, `yyyy-MM-dd` (tests pass a fixed day). */
  hoy?: string;
  userAgent?: string;
}

/** A click on a bar opens the reservation's edit modal (hosted by `@recepcion/reservas`). */
const abrirReserva = (reservaId: number) => abrirDialogoReserva({ tipo: 'editar', reservaId });

const traslapa = (a: { start_date: string; end_date: string }, b: { start_date: string; end_date: string }) =>
  a.start_date < b.end_date && b.start_date < a.end_date;

/**
 * The occupancy calendar (spec section 2): rooms grouped by room type as rows, the window's days
 * as columns, reservations as bars across their nights and blocks striped. Cells are selected
 * with the mouse or the keyboard for a new reservation; bars move and resize by dragging.
 */
export function CalendarioPage({ hoy: hoyFijo, userAgent = navigator.userAgent }: CalendarioPageProps) {
  const hoy = hoyFijo ?? hoyLocal();
  const [ventana, setVentana] = useState<Ventana>(() => ventanaInicial(hoy, userAgent));
  const [carga, setCarga] = useState<Carga>({ estado: 'cargando' });
  const [version, setVersion] = useState(0);
  const [ancla, setAncla] = useState<Punto | null>(null);
  const [foco, setFoco] = useState<Punto | null>(null);
  const [seleccionando, setSeleccionando] = useState(false);
  const [arrastre, setArrastre] = useState<Arrastre | null>(null);
  const [pendiente, setPendiente] = useState<{ id: string; destino: DestinoCelda } | null>(null);
  const [menu, setMenu] = useState<MenuAbierto | null>(null);
  const [destacada, setDestacada] = useState<number | null>(null);
  const [hover, setHover] = useState<{ id: string; x: number; y: number } | null>(null);
  const movido = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);

  const n = cantidadDias(ventana);
  const dias = useMemo(() => diasDeVentana(ventana, hoy), [ventana, hoy]);

  useEffect(() => setPageTitle(MENSAJES.titulo), []);

  const recargar = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let vigente = true;
    getCalendario(ventana.desde, n).then(
      (datos) => vigente && setCarga({ estado: 'listo', datos }),
      () => vigente && setCarga((c) => (c.estado === 'listo' ? c : { estado: 'error' })),
    );
    return () => {
      vigente = false;
    };
  }, [ventana.desde, n, version]);

  // A reservation changed anywhere in the hotel (live `up` 'Reservas'): read the window again, unless
  // this user is dragging. Every 30 s as well, in case the live channel is down.
  const ocupado = arrastre !== null || pendiente !== null;
  useEffect(() => {
    if (ocupado) return undefined;
    const timer = setInterval(recargar, REFRESCO_MS);
    const dejar = listas.subscribe((_listas, actualizacion) => {
      if (actualizacion?.entidad === 'Reservas' || actualizacion?.entidad === 'Bloqueos') recargar();
    });
    return () => {
      clearInterval(timer);
      dejar();
    };
  }, [ocupado, recargar]);

  useEffect(() => {
    if (destacada === null) return undefined;
    const timer = setTimeout(() => setDestacada(null), DESTACADO_MS);
    return () => clearTimeout(timer);
  }, [destacada]);

  const datos = carga.estado === 'listo' ? carga.datos : null;

  const grupos = useMemo<Grupo[]>(() => {
    if (!datos) return [];
    const ordenadas = [...datos.room].sort((a, b) => (a.Orden ?? 0) - (b.Orden ?? 0));
    const porTipo = new Map<number, Grupo>();
    for (const tipo of datos.roomType) porTipo.set(tipo.Id, { tipoId: tipo.Id, nombre: tipo.Nombre, habitaciones: [] });
    for (const h of ordenadas) {
      if (!porTipo.has(h.TipoHabitacionId)) porTipo.set(h.TipoHabitacionId, { tipoId: h.TipoHabitacionId, nombre: h.TipoHabitacionNombre, habitaciones: [] });
      porTipo.get(h.TipoHabitacionId)?.habitaciones.push(h);
    }
    return [...porTipo.values()].filter((g) => g.habitaciones.length > 0);
  }, [datos]);

  const filas = useMemo(() => grupos.flatMap((g) => g.habitaciones), [grupos]);
  const filaDe = useMemo(() => new Map(filas.map((h, i) => [h.Id, i])), [filas]);

  const seleccion = useMemo(() => {
    if (!ancla || !foco) return null;
    return { r0: Math.min(ancla.r, foco.r), r1: Math.max(ancla.r, foco.r), d0: Math.min(ancla.d, foco.d), d1: Math.max(ancla.d, foco.d) };
  }, [ancla, foco]);

  // Changing the window or the rooms clears the selection.
  useEffect(() => {
    setAncla(null);
    setFoco(null);
  }, [ventana, filas.length]);

  /** Where a bar is drawn now: its dragged preview, the move waiting for an answer, or its place. */
  const destinoDe = useCallback(
    (celda: CeldaReserva): DestinoCelda => {
      if (pendiente?.id === celda.id) return pendiente.destino;
      if (arrastre?.celda.id === celda.id) return destinoArrastre(arrastre, filas);
      return { start_date: celda.start_date, end_date: celda.end_date, room: celda.room };
    },
    [pendiente, arrastre, filas],
  );

  const terminarArrastre = useCallback(
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
      const bloqueada = datos?.bloqueo.some((b) => b.room === destino.room && traslapa(b, destino));
      if (bloqueada) {
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
        const datosNuevos = await getCalendario(ventana.desde, n).catch(() => null);
        if (datosNuevos) setCarga({ estado: 'listo', datos: datosNuevos });
        setPendiente(null);
        toast.success(MENSAJES.guardado);
      } catch {
        // The API client has shown the error; the bar goes back.
        setPendiente(null);
      }
    },
    [datos, filas, ventana.desde, n],
  );

  // While dragging or selecting, the mouse may be released anywhere; Esc cancels a drag.
  useEffect(() => {
    if (!arrastre && !seleccionando) return undefined;
    const soltar = () => {
      if (seleccionando) setSeleccionando(false);
      if (arrastre) {
        if (movido.current) void terminarArrastre(arrastre);
        else {
          setArrastre(null);
          abrirReserva(arrastre.celda.reserva_id);
        }
      }
    };
    const tecla = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && arrastre) {
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
  }, [arrastre, seleccionando, terminarArrastre]);

  const sobreCelda = (p: Punto) => {
    if (arrastre) {
      if (p.r !== arrastre.actual.r || p.d !== arrastre.actual.d) {
        movido.current = true;
        setArrastre({ ...arrastre, actual: p });
      }
    } else if (seleccionando) setFoco(p);
  };

  const empezarSeleccion = (e: MouseEvent, p: Punto) => {
    if (e.button !== 0) return;
    e.preventDefault();
    gridRef.current?.focus();
    if (e.shiftKey && ancla) setFoco(p);
    else {
      setAncla(p);
      setFoco(p);
    }
    setSeleccionando(true);
  };

  const agarrarBarra = (e: MouseEvent<HTMLElement>, celda: CeldaReserva, tipo: Arrastre['tipo']) => {
    if (e.button !== 0 || pendiente) return;
    e.preventDefault();
    e.stopPropagation();
    const r = filaDe.get(celda.room) ?? 0;
    const inicio = Math.max(0, indiceDe(ventana, celda.start_date));
    const fin = Math.min(n - 1, indiceDe(ventana, celda.end_date) - 1);
    let d = tipo === 'redimensionar' ? fin : inicio;
    if (tipo === 'mover') {
      const barra = (e.currentTarget as HTMLElement).getBoundingClientRect();
      const pista = (e.currentTarget as HTMLElement).parentElement?.getBoundingClientRect();
      if (pista && pista.width > 0) d = Math.min(fin, Math.max(inicio, inicio + Math.floor((e.clientX - barra.left) / (pista.width / n))));
    }
    movido.current = false;
    setHover(null);
    setArrastre({ tipo, celda, origen: { r, d }, actual: { r, d } });
  };

  const alTeclado = (e: KeyboardEvent<HTMLDivElement>) => {
    if (filas.length === 0) return;
    const pasos: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const paso = pasos[e.key];
    if (paso) {
      e.preventDefault();
      const actual = foco ?? { r: 0, d: Math.max(0, indiceDe(ventana, hoy)) };
      const siguiente = foco
        ? { r: Math.min(filas.length - 1, Math.max(0, actual.r + paso[0])), d: Math.min(n - 1, Math.max(0, actual.d + paso[1])) }
        : { r: 0, d: Math.min(n - 1, Math.max(0, indiceDe(ventana, hoy))) };
      setFoco(siguiente);
      if (!e.shiftKey || !ancla) setAncla(siguiente);
    } else if (e.key === 'Enter' && seleccion) {
      e.preventDefault();
      abrirWizard();
    } else if (e.key === 'Escape' && seleccion) {
      setAncla(null);
      setFoco(null);
    }
  };

  const abrirWizard = () => {
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
    // The wizard is the reservations area's, opened by address; the window redraws on the live `up`.
    abrirDialogoReserva({ tipo: 'nueva', desde: checkIn, hasta: checkOut, habitaciones: filas.slice(seleccion.r0, seleccion.r1 + 1).map((h) => h.Id) });
    setAncla(null);
    setFoco(null);
  };

  const irAFecha = (fecha: string, reservaId: number) => {
    setVentana((v) => ventanaConFecha(v, fecha));
    setDestacada(reservaId);
  };

  const celdasDe = (habitacionId: number) => (datos?.data ?? []).filter((c) => destinoDe(c).room === habitacionId);
  const bloqueosDe = (habitacionId: number) => (datos?.bloqueo ?? []).filter((b) => b.room === habitacionId);

  const activa = foco ? `cal-c-${foco.r}-${foco.d}` : undefined;

  return (
    <div className="cal-page">
      <header className="cal-header">
        <h1 className="cal-title">{MENSAJES.titulo}</h1>
        <p className="cal-range" aria-live="polite">
          {tituloVentana(ventana)}
        </p>
        <button type="button" className="rc-button rc-button--primary cal-nueva" onClick={abrirWizard} disabled={!datos || filas.length === 0}>
          Nueva reserva
        </button>
      </header>

      <div className="cal-toolbar" role="toolbar" aria-label="Navegación del calendario">
        <div className="cal-group" role="group" aria-label="Mover la ventana">
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'mes', -1))} aria-label="Mes anterior" title="Mes anterior">
            « Mes
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'semana', -1))} aria-label="Semana anterior" title="Semana anterior">
            ‹ Semana
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => irAHoy(v, hoy))}>
            Hoy
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'semana', 1))} aria-label="Semana siguiente" title="Semana siguiente">
            Semana ›
          </button>
          <button type="button" className="rc-button" onClick={() => setVentana((v) => mover(v, 'mes', 1))} aria-label="Mes siguiente" title="Mes siguiente">
            Mes »
          </button>
        </div>
        <div className="cal-group" role="group" aria-label="Vista">
          {VISTAS.map(({ vista, etiqueta }) => (
            <button
              key={String(vista)}
              type="button"
              className={`rc-button cal-vista${ventana.vista === vista ? ' cal-vista--activa' : ''}`}
              aria-pressed={ventana.vista === vista}
              onClick={() => setVentana((v) => cambiarVista(v, vista))}
            >
              {etiqueta}
            </button>
          ))}
        </div>
        <BusquedaReservas fechaInicial={hoy} onElegir={irAFecha} />
      </div>

      <ul className="cal-legend" aria-label="Estados de reserva">
        {ESTADOS.map((e) => (
          <li key={e.id} className="cal-legend__item">
            <span className={`cal-swatch cal-estado--${e.clase}`} aria-hidden="true" />
            {e.nombre}
          </li>
        ))}
        <li className="cal-legend__item">
          <span className="cal-swatch cal-swatch--bloqueo" aria-hidden="true" />
          Bloqueo
        </li>
      </ul>

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
        <div className="cal-scroll">
          <div
            ref={gridRef}
            className={`cal-grid${arrastre ? ' cal-grid--arrastrando' : ''}${ventana.vista === 'mes' || n > 21 ? ' cal-grid--compacta' : ''}`}
            role="grid"
            aria-label="Calendario de ocupación"
            aria-multiselectable="true"
            aria-activedescendant={activa}
            tabIndex={0}
            onKeyDown={alTeclado}
            style={{ ['--dias' as string]: n }}
          >
            <div className="cal-row cal-row--head" role="row">
              <div className="cal-corner" role="columnheader">
                Habitación
              </div>
              <div className="cal-days">
                {dias.map((dia) => (
                  <div
                    key={dia.iso}
                    role="columnheader"
                    aria-label={formatearFecha(dia.iso)}
                    className={`cal-day${dia.hoy ? ' cal-day--hoy' : ''}${dia.finDeSemana ? ' cal-day--finde' : ''}${dia.inicioMes ? ' cal-day--mes' : ''}`}
                  >
                    {dia.inicioMes && <span className="cal-day__mes">{dia.mes}</span>}
                    <span className="cal-day__semana">{dia.semana}</span>
                    <span className="cal-day__numero">{dia.numero}</span>
                  </div>
                ))}
              </div>
            </div>

            {grupos.map((grupo) => (
              <div key={grupo.tipoId} role="rowgroup" aria-label={grupo.nombre} className="cal-rowgroup">
                <div className="cal-row cal-row--tipo" role="row">
                  <div className="cal-tipo" role="rowheader">
                    {grupo.nombre}
                  </div>
                </div>
                {grupo.habitaciones.map((habitacion) => {
                  const r = filaDe.get(habitacion.Id) ?? 0;
                  return (
                    <div key={habitacion.Id} className="cal-row" role="row" data-habitacion={habitacion.Nombre}>
                      <div className="cal-room" role="rowheader">
                        {habitacion.Nombre}
                      </div>
                      <div className="cal-track">
                        {dias.map((dia, d) => {
                          const elegida = seleccion !== null && r >= seleccion.r0 && r <= seleccion.r1 && d >= seleccion.d0 && d <= seleccion.d1;
                          const destino = arrastre && arrastre.actual.r === r && arrastre.actual.d === d;
                          return (
                            <div
                              key={dia.iso}
                              id={`cal-c-${r}-${d}`}
                              role="gridcell"
                              aria-selected={elegida}
                              aria-label={`Habitación ${habitacion.Nombre}, ${formatearFecha(dia.iso)}`}
                              data-dia={dia.iso}
                              className={`cal-cell${dia.hoy ? ' cal-cell--hoy' : ''}${dia.finDeSemana ? ' cal-cell--finde' : ''}${dia.inicioMes ? ' cal-cell--mes' : ''}${elegida ? ' cal-cell--elegida' : ''}${destino ? ' cal-cell--destino' : ''}${activa === `cal-c-${r}-${d}` ? ' cal-cell--activa' : ''}`}
                              onMouseDown={(e) => empezarSeleccion(e, { r, d })}
                              onMouseOver={() => sobreCelda({ r, d })}
                            />
                          );
                        })}
                        {bloqueosDe(habitacion.Id).map((b) => (
                          <Bloqueo key={`${b.start_date}-${b.end_date}`} bloqueo={b} ventana={ventana} n={n} />
                        ))}
                        {celdasDe(habitacion.Id).map((celda) => (
                          <Barra
                            key={celda.id}
                            celda={celda}
                            destino={destinoDe(celda)}
                            ventana={ventana}
                            n={n}
                            arrastrada={arrastre?.celda.id === celda.id || pendiente?.id === celda.id}
                            destacada={destacada === celda.reserva_id}
                            tooltip={hover?.id === celda.id && !arrastre ? hover : null}
                            onHover={(caja) => setHover(caja ? { id: celda.id, x: caja.left, y: caja.bottom } : null)}
                            onAgarrar={(e, tipo) => agarrarBarra(e, celda, tipo)}
                            onAbrir={() => abrirReserva(celda.reserva_id)}
                            onMenu={(x, y) => setMenu({ reservaId: celda.reserva_id, estadoId: Number(celda.status.trim()), x, y })}
                            onClic={() => {
                              // A click that did not move opens the details, even when it ended before
                              // the page's mouseup listener was in place (a very fast click).
                              if (movido.current) return;
                              setArrastre(null);
                              abrirReserva(celda.reserva_id);
                            }}
                          />
                        ))}
                      </div>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      )}

      {menu && <MenuReserva menu={menu} onClose={() => setMenu(null)} onCambio={recargar} />}
    </div>
  );
}

/** The destination of a drag: the same nights shifted (move) or a new check-out (resize). */
function destinoArrastre(a: Arrastre, filas: HabitacionCalendario[]): DestinoCelda {
  const dd = a.actual.d - a.origen.d;
  const { celda } = a;
  if (a.tipo === 'redimensionar') return { start_date: celda.start_date, end_date: sumarDias(celda.end_date, dd), room: celda.room };
  const fila = Math.min(filas.length - 1, Math.max(0, a.actual.r));
  return { start_date: sumarDias(celda.start_date, dd), end_date: sumarDias(celda.end_date, dd), room: filas[fila]?.Id ?? celda.room };
}

/** Left and width (percent of the track) of a stay's nights inside the window, or null when outside. */
function posicion(ventana: Ventana, n: number, desde: string, hasta: string) {
  const inicio = indiceDe(ventana, desde);
  const fin = indiceDe(ventana, hasta);
  const a = Math.max(0, inicio);
  const b = Math.min(n, fin);
  if (b <= a) return null;
  return { left: `${(a / n) * 100}%`, width: `${((b - a) / n) * 100}%`, cortadaInicio: inicio < 0, cortadaFin: fin > n };
}

function Bloqueo({ bloqueo, ventana, n }: { bloqueo: BloqueoCalendario; ventana: Ventana; n: number }) {
  const pos = posicion(ventana, n, bloqueo.start_date, bloqueo.end_date);
  if (!pos) return null;
  return (
    <div className="cal-block" style={{ left: pos.left, width: pos.width }} title={`Bloqueo del ${formatearFecha(bloqueo.start_date)} al ${formatearFecha(bloqueo.end_date)}`}>
      <span className="cal-block__text">Bloqueo</span>
    </div>
  );
}

interface BarraProps {
  celda: CeldaReserva;
  destino: DestinoCelda;
  ventana: Ventana;
  n: number;
  arrastrada: boolean;
  destacada: boolean;
  /** Where the tooltip goes (viewport coordinates), when shown. */
  tooltip: { x: number; y: number } | null;
  onHover: (caja: DOMRect | null) => void;
  onAgarrar: (e: MouseEvent<HTMLElement>, tipo: 'mover' | 'redimensionar') => void;
  onClic: () => void;
  onAbrir: () => void;
  /** The context menu, at viewport coordinates. */
  onMenu: (x: number, y: number) => void;
}

function Barra({ celda, destino, ventana, n, arrastrada, destacada, tooltip, onHover, onAgarrar, onAbrir, onClic, onMenu }: BarraProps) {
  const pos = posicion(ventana, n, destino.start_date, destino.end_date);
  if (!pos) return null;
  const estado = estadoDe(celda.status);
  const tooltipId = `cal-tip-${celda.id}`;
  const nombre = celda.nombre_grupo ? `${celda.cliente} (${celda.nombre_grupo})` : celda.cliente;
  return (
    <div
      className={`cal-bar cal-estado--${estado.clase}${arrastrada ? ' cal-bar--arrastrada' : ''}${destacada ? ' cal-bar--destacada' : ''}${pos.cortadaInicio ? ' cal-bar--desde-antes' : ''}`}
      style={{ left: pos.left, width: pos.width }}
      data-reserva={celda.reserva_id}
      data-celda={celda.id}
      onMouseEnter={(e) => onHover(e.currentTarget.getBoundingClientRect())}
      onMouseLeave={() => onHover(null)}
    >
      <button
        type="button"
        className="cal-bar__body"
        aria-describedby={tooltip ? tooltipId : undefined}
        aria-label={`Reserva ${celda.reserva_id}: ${nombre}, ${estado.nombre}`}
        onMouseDown={(e) => {
          if (e.button === 0) onAgarrar(e, 'mover');
        }}
        onClick={onClic}
        onContextMenu={(e) => {
          e.preventDefault();
          onMenu(e.clientX, e.clientY);
        }}
        onFocus={(e) => onHover((e.currentTarget.parentElement ?? e.currentTarget).getBoundingClientRect())}
        onBlur={() => onHover(null)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            e.stopPropagation();
            onAbrir();
          } else if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
            e.preventDefault();
            e.stopPropagation();
            const caja = e.currentTarget.getBoundingClientRect();
            onMenu(caja.left, caja.bottom);
          }
        }}
      >
        <span className="cal-bar__text">
          {nombre}
          {celda.pasajeros_casilla > 0 && <span className="cal-bar__pax"> · {celda.pasajeros_casilla} pax</span>}
        </span>
      </button>
      {!pos.cortadaFin && <span className="cal-bar__resize" aria-hidden="true" title="Arrastre para cambiar la salida" onMouseDown={(e) => onAgarrar(e, 'redimensionar')} />}
      {tooltip && (
        <div role="tooltip" id={tooltipId} className="cal-tooltip" style={{ left: tooltip.x, top: tooltip.y + 6 }}>
          <strong>{celda.cliente}</strong>
          {celda.nombre_grupo && <span>Grupo: {celda.nombre_grupo}</span>}
          <span>
            {formatearFecha(destino.start_date)} → {formatearFecha(destino.end_date)} ({diaIso(destino.end_date) - diaIso(destino.start_date)} noches)
          </span>
          <span>
            Pasajeros: {celda.pasajeros_casilla} de {celda.pasajeros_totales}
          </span>
          <span>Estado: {estado.nombre}</span>
          <SaldoReserva reservaId={celda.reserva_id} />
        </div>
      )}
    </div>
  );
}
