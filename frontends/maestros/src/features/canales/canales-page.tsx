import { ApiError } from '@recepcion/api-client';
import { type Canal, ENTIDAD_EN_VIVO_CANALES } from '@recepcion/contracts';
import { AvisoSoloLectura, elegir, ListaEstado, PageHeader, toast, useSoloLectura } from '@recepcion/ui';
import { useMemo, useState } from 'react';
import type { AreaPageProps } from '../../lib/area-page';
import type { Habitacion } from '../../lib/tipos';
import { leerEnlace, renovarEnlace } from './api/enlaces-ical';
import { useEliminarCanal } from './api/eliminar-canal';
import { useCanales } from './api/get-canales';
import { useConflictos } from './api/get-conflictos';
import { useHabitacionesCanales } from './api/get-habitaciones';
import { sincronizarCanal } from './api/sincronizar-canal';
import { CanalDialog } from './canal-dialog';
import { CanalTarjeta, type ResultadoEnPantalla } from './canal-tarjeta';
import { Conflictos } from './conflictos';
import { EnlaceIcal } from './enlace-ical';
import { confirmarEliminarCanal, textoResultado, TEXTOS_CANALES } from './textos';
import { useRecargaEnVivo } from './use-recarga-en-vivo';

export const TITULO_CANALES = TEXTOS_CANALES.titulo;

/** The API's order of rooms: Orden, then the name (room numbers compare as numbers). */
const porOrden = (a: Habitacion, b: Habitacion) => a.Orden - b.Orden || a.Nombre.localeCompare(b.Nombre, 'es', { numeric: true });
const porNombre = (a: Canal, b: Canal) => a.Nombre.localeCompare(b.Nombre, 'es', { sensitivity: 'base' }) || a.Id - b.Id;

const idHabitacion = (id: number) => `ms-habitacion-${id}`;

/** The message of a failed call (ApiError carries the server's Spanish one). */
const mensajeDe = (error: unknown) => (error instanceof ApiError ? error.mensaje : TEXTOS_CANALES.error);

/** The page's dialog: a new feed (of a room, when the room's button opened it) or one to edit. */
type Dialogo = { canal?: Canal; habitacionId?: number };

/**
 * `/configuracion/canales`: channel sync. Per room, the address of its iCalendar feed for the
 * channels to read, and the channels' feeds it imports, each with its last pull, «Sincronizar
 * ahora», and the room's feed for that channel. Above, the open conflicts between a channel's stays
 * and Recepción's. Feeds are an administrator's: others see why not, and the conflicts.
 */
export function CanalesPage({ hotelId }: AreaPageProps) {
  const soloLectura = useSoloLectura();
  const habitaciones = useHabitacionesCanales(hotelId, !soloLectura);
  const canales = useCanales(hotelId, !soloLectura);
  const conflictos = useConflictos(hotelId);
  const eliminar = useEliminarCanal();
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const [resultados, setResultados] = useState<Readonly<Record<number, ResultadoEnPantalla>>>({});
  const [sincronizando, setSincronizando] = useState<readonly number[]>([]);

  useRecargaEnVivo({
    [ENTIDAD_EN_VIVO_CANALES.canales]: canales.refetch,
    [ENTIDAD_EN_VIVO_CANALES.conflictos]: conflictos.refetch,
    Habitaciones: habitaciones.refetch,
  });

  // GET /api/Canales is an administrator's: a 403 (the user's type changed since signing in) reads as read-only.
  const sinPermiso = soloLectura || (canales.state.status === 'error' && canales.state.error instanceof ApiError && canales.state.error.status === 403);
  const filasHabitaciones = useMemo(() => [...(habitaciones.state.data ?? [])].sort(porOrden), [habitaciones.state.data]);
  const canalesDe = useMemo(() => {
    const porHabitacion = new Map<number, Canal[]>();
    for (const canal of [...(canales.state.data ?? [])].sort(porNombre)) porHabitacion.set(canal.HabitacionId, [...(porHabitacion.get(canal.HabitacionId) ?? []), canal]);
    return porHabitacion;
  }, [canales.state.data]);

  const sincronizar = async (canal: Canal) => {
    if (sincronizando.includes(canal.Id)) return;
    setSincronizando((ids) => [...ids, canal.Id]);
    let resultado: ResultadoEnPantalla;
    try {
      resultado = { tipo: 'correcto', texto: textoResultado(await sincronizarCanal(canal.Id)) };
    } catch (error) {
      resultado = { tipo: 'error', texto: mensajeDe(error) };
    }
    setResultados((actuales) => ({ ...actuales, [canal.Id]: resultado }));
    setSincronizando((ids) => ids.filter((id) => id !== canal.Id));
    // The feed's status, last pull and events changed, and maybe the conflicts.
    canales.refetch();
    conflictos.refetch();
  };

  const guardado = (canal: Canal) => {
    setDialogo(null);
    canales.setData((actuales) => [...actuales.filter((c) => c.Id !== canal.Id), canal]);
    setResultados(({ [canal.Id]: _anterior, ...resto }) => resto);
    toast.success(TEXTOS_CANALES.guardado);
    // A new or changed feed waits a whole interval for the schedule (modules/canales): pulled at once.
    if (canal.Activo) void sincronizar(canal);
  };

  const eliminarCanal = async (canal: Canal) => {
    if (eliminar.pending) return;
    const si = await elegir(confirmarEliminarCanal(canal.Nombre, canal.HabitacionNombre), 'Eliminar canal', [{ valor: true, texto: 'Eliminar', principal: true }]);
    if (!si) return;
    try {
      await eliminar.mutate(canal.Id);
    } catch {
      return; // The portal shows why.
    }
    canales.setData((actuales) => actuales.filter((c) => c.Id !== canal.Id));
    toast.success(TEXTOS_CANALES.eliminado);
    conflictos.refetch();
    // The focus was on the removed card: its room's heading takes it.
    document.getElementById(idHabitacion(canal.HabitacionId))?.focus();
  };

  const listo = habitaciones.state.status === 'success' && canales.state.status === 'success';
  const estado = habitaciones.state.status !== 'success' ? habitaciones.state : canales.state;

  return (
    <>
      <PageHeader area="Configuración" titulo={TITULO_CANALES} descripcion={TEXTOS_CANALES.descripcion} />

      <Conflictos query={conflictos} />

      <section className="rc-card ms-seccion" aria-labelledby="ms-canales-titulo" aria-busy={(!sinPermiso && !listo && estado.status === 'loading') || undefined}>
        <div className="ms-seccion__cabecera">
          <h2 className="ms-seccion__titulo" id="ms-canales-titulo">
            Calendarios por habitación
          </h2>
          {!soloLectura && (
            <p className="ms-seccion__descripcion">
              Pegue el enlace de exportación de cada habitación en el canal (en Booking.com: Tarifas y disponibilidad › Sincronizar calendarios), y agregue aquí el enlace que el canal le da para importar su ocupación.
            </p>
          )}
        </div>
        <div className="rc-toolbar">
          {soloLectura ? (
            <AvisoSoloLectura />
          ) : (
            <button type="button" className="rc-button rc-button--primary" disabled={!listo || filasHabitaciones.length === 0} onClick={() => setDialogo({})}>
              {TEXTOS_CANALES.agregar}
            </button>
          )}
        </div>

        {sinPermiso ? (
          <p className="rc-estado ms-sin-permiso" role="note">
            {TEXTOS_CANALES.soloAdministradores}
          </p>
        ) : listo && filasHabitaciones.length > 0 ? (
          <ul className="ms-habitaciones" aria-label="Habitaciones">
            {filasHabitaciones.map((h) => {
              const importados = canalesDe.get(h.Id) ?? [];
              return (
                <li key={h.Id} className="ms-habitacion">
                  <article aria-labelledby={idHabitacion(h.Id)}>
                    <div className="ms-habitacion__cabecera">
                      <h3 className="ms-habitacion__nombre" id={idHabitacion(h.Id)} tabIndex={-1}>
                        Habitación {h.Nombre}
                      </h3>
                      {h.TipoHabitacionNombre && <span className="ms-habitacion__tipo">{h.TipoHabitacionNombre}</span>}
                      <button type="button" className="rc-button ms-button--small ms-habitacion__agregar" aria-describedby={idHabitacion(h.Id)} onClick={() => setDialogo({ habitacionId: h.Id })}>
                        {TEXTOS_CANALES.agregar}
                      </button>
                    </div>
                    <EnlaceIcal
                      etiqueta="Enlace de exportación"
                      contexto={` de la habitación ${h.Nombre}`}
                      ayuda="Péguelo en cada canal para que vea cuándo la habitación está ocupada (sin datos de los huéspedes)."
                      de={`de la habitación ${h.Nombre}`}
                      leer={() => leerEnlace({ tipo: 'habitacion', id: h.Id })}
                      renovar={() => renovarEnlace({ tipo: 'habitacion', id: h.Id })}
                    />
                    {importados.length > 0 ? (
                      <ul className="ms-canales" aria-label={`Canales importados en la habitación ${h.Nombre}`}>
                        {importados.map((canal) => (
                          <CanalTarjeta
                            key={canal.Id}
                            canal={canal}
                            resultado={resultados[canal.Id]}
                            sincronizando={sincronizando.includes(canal.Id)}
                            onSincronizar={(c) => void sincronizar(c)}
                            onEditar={(c) => setDialogo({ canal: c })}
                            onEliminar={(c) => void eliminarCanal(c)}
                          />
                        ))}
                      </ul>
                    ) : (
                      <p className="ms-habitacion__vacia">{TEXTOS_CANALES.sinCanales}</p>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
        ) : (
          <ListaEstado
            state={estado}
            cargando={TEXTOS_CANALES.cargando}
            error={TEXTOS_CANALES.error}
            vacio={TEXTOS_CANALES.sinHabitaciones}
            onReintentar={() => {
              habitaciones.refetch();
              canales.refetch();
            }}
          />
        )}
      </section>

      {dialogo && <CanalDialog canal={dialogo.canal} habitacionId={dialogo.habitacionId} habitaciones={filasHabitaciones} onClose={() => setDialogo(null)} onGuardado={guardado} />}
    </>
  );
}
