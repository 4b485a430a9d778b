import type { EstadoPiso, HabitacionPiso } from '@recepcion/contracts';
import { usePuedeEscribir } from '@recepcion/session';
import { ListaEstado, PageHeader } from '@recepcion/ui';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { MENSAJES, SIGNIFICADO_ESTADO } from '../../mensajes';
import { HistorialDialog } from './historial-dialog';
import { IconoEstado } from './icono-estado';
import { ServicioDiario } from './servicio-diario';
import { agruparPorTipo, claseEstado, contarEstados, FILTROS, filtroDe, type IdFiltro } from './tablero';
import { TarjetaHabitacion } from './tarjeta-habitacion';
import { useTablero } from './use-tablero';

/**
 * `/pisos`: the housekeeping board, made for a phone first. Rooms by room type, each a card with
 * its state (word, mark and colour) and today's facts; filters; a room's history. Camarería,
 * Recepción and Administrador change states (libs/contracts `camareria`); Consulta only reads.
 * Administrators also find the hotel's «Servicio diario» switch under the board.
 */
export function TableroPage({ hotelId }: { hotelId: number }) {
  const puedeCambiar = usePuedeEscribir('camareria');
  const esAdministrador = usePuedeEscribir('administracion');
  const { consulta, habitaciones, pendientes, errores, cambiar } = useTablero(hotelId);
  const [filtroId, setFiltroId] = useState<IdFiltro>('todas');
  // Rooms changed under a filter stay in view until the filter changes (a room made clean under
  // «Sucias» does not vanish under the finger).
  const [tocadas, setTocadas] = useState<ReadonlySet<number>>(() => new Set());
  const [abierta, setAbierta] = useState<number | null>(null);
  const [historial, setHistorial] = useState<HabitacionPiso | null>(null);
  const [aviso, setAviso] = useState('');
  const idTitulo = useId();
  const actuales = useRef(habitaciones);
  actuales.current = habitaciones;

  const filtro = filtroDe(filtroId);
  const grupos = useMemo(() => agruparPorTipo(habitaciones.filter((h) => filtro.cumple(h) || tocadas.has(h.HabitacionId))), [habitaciones, filtro, tocadas]);
  const cantidades = useMemo(() => new Map(FILTROS.map((f) => [f.id, habitaciones.filter(f.cumple).length])), [habitaciones]);

  const elegirFiltro = (id: IdFiltro) => {
    setFiltroId(id);
    setTocadas(new Set());
    setAbierta(null);
  };

  const alternar = useCallback((id: number) => setAbierta((actual) => (actual === id ? null : id)), []);
  const cerrar = useCallback((id: number) => setAbierta((actual) => (actual === id ? null : actual)), []);
  const elegir = useCallback(
    (id: number, estado: EstadoPiso) => {
      setAbierta(null);
      const habitacion = actuales.current.find((h) => h.HabitacionId === id);
      if (!habitacion || habitacion.Estado === estado) return;
      setTocadas((t) => new Set(t).add(id));
      void cambiar(id, estado).then((ok) => setAviso(ok ? `Habitación ${habitacion.Nombre}: ${estado}` : ''));
    },
    [cambiar],
  );
  const verHistorial = useCallback((h: HabitacionPiso) => setHistorial(h), []);

  const listas = consulta.state.status === 'success' && habitaciones.length > 0;

  return (
    <>
      <PageHeader area={MENSAJES.area} titulo={MENSAJES.tituloTablero} descripcion={puedeCambiar ? MENSAJES.descripcionTablero : MENSAJES.descripcionTableroLectura} />
      {!puedeCambiar && (
        <p className="ps-aviso" role="note">
          {MENSAJES.soloLectura}
        </p>
      )}
      {listas && (
        <div className="ps-filtros" role="group" aria-label="Mostrar habitaciones">
          {FILTROS.map((f) => (
            <button key={f.id} type="button" className="ps-filtro" aria-pressed={f.id === filtroId} onClick={() => elegirFiltro(f.id)}>
              {f.etiqueta}
              <span className="ps-filtro__cantidad">{cantidades.get(f.id)}</span>
            </button>
          ))}
        </div>
      )}
      <section className="ps-tablero" aria-label={`Habitaciones: ${filtro.etiqueta}`} aria-busy={consulta.state.status === 'loading' || undefined}>
        {!listas ? (
          <div className="rc-card">
            <ListaEstado state={consulta.state} cargando={MENSAJES.cargandoTablero} error={MENSAJES.errorTablero} vacio={MENSAJES.sinHabitaciones} onReintentar={consulta.refetch} />
          </div>
        ) : grupos.length === 0 ? (
          <p className="ps-vacio" role="status">
            {filtro.vacio}
          </p>
        ) : (
          grupos.map((g, i) => (
            <section key={g.tipo} className="ps-grupo" aria-labelledby={`${idTitulo}-${i}`}>
              <h2 id={`${idTitulo}-${i}`} className="ps-grupo__titulo">
                {g.tipo} <span className="ps-grupo__cantidad">({g.habitaciones.length})</span>
              </h2>
              <ul className="ps-tarjetas">
                {g.habitaciones.map((h) => (
                  <TarjetaHabitacion
                    key={h.HabitacionId}
                    habitacion={h}
                    soloLectura={!puedeCambiar}
                    abierta={abierta === h.HabitacionId}
                    pendiente={h.HabitacionId in pendientes}
                    error={errores[h.HabitacionId]}
                    onAlternar={alternar}
                    onElegir={elegir}
                    onCerrar={cerrar}
                    onHistorial={verHistorial}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </section>
      {listas && (
        <dl className="ps-leyenda" aria-label="Estados">
          {contarEstados(habitaciones).map(({ estado, cantidad }) => (
            <div key={estado} className={`ps-leyenda__item ps-marca--${claseEstado(estado)}`}>
              <dt>
                <IconoEstado estado={estado} /> {estado}: {cantidad}
              </dt>
              <dd>{SIGNIFICADO_ESTADO[estado]}</dd>
            </div>
          ))}
        </dl>
      )}
      {esAdministrador && <ServicioDiario hotelId={hotelId} />}
      <p className="rc-visually-hidden" role="status">
        {aviso}
      </p>
      {historial && <HistorialDialog habitacion={historial} onClose={() => setHistorial(null)} />}
    </>
  );
}
