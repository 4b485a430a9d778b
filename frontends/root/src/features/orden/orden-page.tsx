import { useSession } from '@recepcion/session';
import { ListaEstado, PageHeader, toast, useQuery } from '@recepcion/ui';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AREA_ROOT } from '../../lib/area';
import { getHabitaciones, guardarOrdenHabitacion, type HabitacionOrden, porOrden } from './orden-api';

export const TITULO_ORDEN = 'Orden de las habitaciones';
export const MENSAJES_ORDEN = {
  guardado: 'Orden guardado',
  sinCambios: 'No hay cambios que guardar',
  pendiente: 'Hay cambios sin guardar.',
  deshecho: 'Se deshicieron los cambios',
  posicion: (nombre: string, posicion: number, total: number) => `Habitación ${nombre}: posición ${posicion} de ${total}`,
} as const;

type Direccion = 'subir' | 'bajar';

/**
 * `/root/Orden`: the order in which the calendar and the lists show the rooms of the session's
 * hotel. Subir/Bajar (buttons, so Tab and Enter or Space work) move a room; Guardar writes Orden
 * 1, 2, 3... to every room whose number changes (`PUT /api/Habitaciones/{id}`).
 */
export function OrdenPage() {
  const sesion = useSession();
  const { state, refetch } = useQuery(`Habitaciones/${sesion.hotelId ?? 0}`, getHabitaciones);
  const cargadas = useMemo(() => (state.status === 'success' ? [...state.data].sort(porOrden) : null), [state]);
  /** The order being edited (room ids), or null: the saved one. */
  const [ids, setIds] = useState<number[] | null>(null);
  const [anuncio, setAnuncio] = useState('');
  const [guardando, setGuardando] = useState(false);
  const botones = useRef(new Map<string, HTMLButtonElement>());
  const enfocar = useRef<string | null>(null);

  const filas = useMemo<HabitacionOrden[]>(() => {
    if (!cargadas) return [];
    if (!ids) return cargadas;
    const porId = new Map(cargadas.map((h) => [h.Id, h]));
    // A room created meanwhile goes last; a deleted one is gone.
    return [...ids.flatMap((id) => porId.get(id) ?? []), ...cargadas.filter((h) => !ids.includes(h.Id))];
  }, [cargadas, ids]);
  const movidas = cargadas !== null && filas.some((h, i) => h.Id !== cargadas[i]?.Id);

  // The moved room's button keeps the focus, so the keys go on moving it.
  useLayoutEffect(() => {
    if (enfocar.current) botones.current.get(enfocar.current)?.focus();
    enfocar.current = null;
  }, [filas]);

  const mover = (indice: number, direccion: Direccion) => {
    const destino = direccion === 'subir' ? indice - 1 : indice + 1;
    if (destino < 0 || destino >= filas.length) return;
    const nuevas = filas.map((h) => h.Id);
    [nuevas[indice], nuevas[destino]] = [nuevas[destino], nuevas[indice]];
    const habitacion = filas[indice];
    const enElBorde = direccion === 'subir' ? destino === 0 : destino === filas.length - 1;
    enfocar.current = `${habitacion.Id}-${enElBorde ? (direccion === 'subir' ? 'bajar' : 'subir') : direccion}`;
    setIds(nuevas);
    setAnuncio(MENSAJES_ORDEN.posicion(habitacion.Nombre, destino + 1, filas.length));
  };

  const guardar = async () => {
    if (guardando) return;
    const cambios = filas.map((h, i) => ({ h, orden: i + 1 })).filter(({ h, orden }) => h.Orden !== orden);
    if (cambios.length === 0) {
      toast.info(MENSAJES_ORDEN.sinCambios);
      return;
    }
    setGuardando(true);
    try {
      for (const { h, orden } of cambios) await guardarOrdenHabitacion(h, orden);
      toast.success(MENSAJES_ORDEN.guardado);
    } catch {
      // The portal shows the refusal; what was saved shows after reading the rooms again.
    } finally {
      setGuardando(false);
      refetch();
    }
  };

  const deshacer = () => {
    setIds(null);
    setAnuncio(MENSAJES_ORDEN.deshecho);
  };

  const boton = (h: HabitacionOrden, indice: number, direccion: Direccion) => {
    const clave = `${h.Id}-${direccion}`;
    const deshabilitado = guardando || (direccion === 'subir' ? indice === 0 : indice === filas.length - 1);
    return (
      <button
        type="button"
        className="rc-button"
        ref={(b) => {
          if (b) botones.current.set(clave, b);
          else botones.current.delete(clave);
        }}
        aria-label={`${direccion === 'subir' ? 'Subir' : 'Bajar'} habitación ${h.Nombre}`}
        disabled={deshabilitado}
        onClick={() => mover(indice, direccion)}
      >
        <span aria-hidden="true">{direccion === 'subir' ? '↑' : '↓'}</span> {direccion === 'subir' ? 'Subir' : 'Bajar'}
      </button>
    );
  };

  return (
    <>
      <PageHeader
        area={AREA_ROOT}
        titulo={TITULO_ORDEN}
        descripcion={`El orden en que el calendario y las listas muestran las habitaciones${sesion.config?.Nombre ? ` de ${sesion.config.Nombre}` : ' del hotel'}.`}
      />
      <section className="rc-card root-card" aria-label={TITULO_ORDEN}>
        {cargadas && filas.length > 0 ? (
          <>
            <div className="rc-tabla">
              <table aria-label="Habitaciones en orden">
                <thead>
                  <tr>
                    <th scope="col">Posición</th>
                    <th scope="col">Habitación</th>
                    <th scope="col">Tipo</th>
                    <th scope="col">Valor de Orden</th>
                    <th scope="col">
                      <span className="rc-visually-hidden">Mover</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {filas.map((h, i) => (
                    <tr key={h.Id}>
                      <td>{i + 1}</td>
                      <td>{h.Nombre}</td>
                      <td>{h.TipoHabitacionNombre ?? ''}</td>
                      <td>{h.Orden}</td>
                      <td className="root-acciones">
                        {boton(h, i, 'subir')}
                        {boton(h, i, 'bajar')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="root-envio root-paginas">
              <button type="button" className="rc-button rc-button--primary" aria-disabled={guardando || undefined} aria-busy={guardando || undefined} onClick={() => void guardar()}>
                {guardando ? 'Guardando…' : 'Guardar orden'}
              </button>
              <button type="button" className="rc-button" disabled={!movidas || guardando} onClick={deshacer}>
                Deshacer cambios
              </button>
              {movidas && <span>{MENSAJES_ORDEN.pendiente}</span>}
            </div>
          </>
        ) : (
          <ListaEstado state={state} cargando="Cargando habitaciones…" error="No se pudo cargar la lista de habitaciones." vacio="El hotel no tiene habitaciones." onReintentar={refetch} />
        )}
        <p className="rc-visually-hidden" role="status" aria-live="polite">
          {anuncio}
        </p>
      </section>
    </>
  );
}
