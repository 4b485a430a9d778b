import { ENTIDAD_EN_VIVO_RESERVAS, type FueraServicio } from '@recepcion/contracts';
import { formatearFecha, noches } from '@recepcion/domain';
import { listas, usePuedeEscribir } from '@recepcion/session';
import { AvisoSoloLectura, confirmar, ListaEstado, PageHeader, toast, useQuery } from '@recepcion/ui';
import { useEffect, useState } from 'react';
import { getFueraServicio, quitarFueraServicio } from '../../lib/api';
import { hoy } from '../../lib/fechas';
import { confirmarQuitar, MENSAJES } from '../../mensajes';
import { FueraServicioDialog } from './fuera-servicio-dialog';

const TITULO_LISTA = 'Períodos fuera de servicio';
export const TITULO_QUITAR = 'Quitar período';

/** By first night, then room (as the API lists them); a new one goes in its place. */
const porDesde = (a: FueraServicio, b: FueraServicio) => a.Desde.localeCompare(b.Desde) || a.HabitacionNombre.localeCompare(b.HabitacionNombre, 'es') || a.Id - b.Id;

const textoNoches = (n: number) => (n === 1 ? '1 noche' : `${n} noches`);

/**
 * `/pisos/fuera-servicio`: the periods a room is out of order (room, first night → the day it is
 * back, why). Recepción and Administrador add one («Nuevo») and lift it («Quitar», after
 * confirming); Consulta only reads. A block saved elsewhere reads the list again (live `Bloqueos`).
 */
export function FueraServicioPage({ hotelId }: { hotelId: number }) {
  const puedeCambiar = usePuedeEscribir('recepcion');
  const consulta = useQuery(`FueraServicio/${hotelId}`, getFueraServicio);
  const { refetch, setData } = consulta;
  const [nuevo, setNuevo] = useState(false);
  const filas = consulta.state.data ?? [];
  const dia = hoy();

  useEffect(
    () =>
      listas.subscribe((_listas, actualizacion) => {
        if (actualizacion?.entidad === ENTIDAD_EN_VIVO_RESERVAS.bloqueos) refetch();
      }),
    [refetch],
  );

  const quitar = async (f: FueraServicio) => {
    if (!(await confirmar(confirmarQuitar(f.HabitacionNombre, formatearFecha(f.Desde), formatearFecha(f.Hasta)), TITULO_QUITAR))) return;
    try {
      await quitarFueraServicio(f.Id);
    } catch {
      // The portal shows the refusal; the row stays.
      return;
    }
    setData((actuales) => actuales.filter((x) => x.Id !== f.Id));
    toast.success(MENSAJES.quitado);
  };

  const guardado = (fuera: FueraServicio) => {
    setNuevo(false);
    setData((actuales) => [...actuales.filter((x) => x.Id !== fuera.Id), fuera].sort(porDesde));
  };

  return (
    <>
      <PageHeader area={MENSAJES.area} titulo={MENSAJES.tituloFuera} descripcion={MENSAJES.descripcionFuera} />
      <section className="rc-card" aria-label={TITULO_LISTA} aria-busy={consulta.state.status === 'loading' || undefined}>
        <div className="rc-toolbar">
          {puedeCambiar ? (
            <button type="button" className="rc-button rc-button--primary" onClick={() => setNuevo(true)}>
              {MENSAJES.nuevo}
            </button>
          ) : (
            <AvisoSoloLectura />
          )}
        </div>
        {consulta.state.status === 'success' && filas.length > 0 ? (
          // Scrolls sideways on a phone: a stop of the keyboard, named.
          <div className="ps-tabla" role="region" aria-label="Tabla de períodos fuera de servicio" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Habitación</th>
                  <th scope="col">Período</th>
                  <th scope="col">Motivo</th>
                  {puedeCambiar && (
                    <th scope="col">
                      <span className="rc-visually-hidden">Acciones</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {filas.map((f) => {
                  const enCurso = f.Desde <= dia && dia < f.Hasta;
                  return (
                    <tr key={f.Id}>
                      <th scope="row">{f.HabitacionNombre}</th>
                      <td>
                        <span className="ps-periodo">
                          {formatearFecha(f.Desde)}
                          <span aria-hidden="true"> →</span>
                          <span className="rc-visually-hidden"> al</span> {formatearFecha(f.Hasta)}
                        </span>
                        <span className="ps-periodo__noches">
                          {textoNoches(noches(f.Desde, f.Hasta))}
                          {enCurso && <span className="ps-insignia ps-insignia--fuera ps-en-curso">En curso</span>}
                        </span>
                      </td>
                      <td className="ps-motivo">{f.Motivo}</td>
                      {puedeCambiar && (
                        <td className="ps-acciones">
                          <button type="button" className="rc-button rc-button--danger" onClick={() => void quitar(f)}>
                            {MENSAJES.quitar}
                            <span className="rc-visually-hidden">
                              {' '}
                              el período de la habitación {f.HabitacionNombre} del {formatearFecha(f.Desde)}
                            </span>
                          </button>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <ListaEstado
            state={consulta.state}
            cargando={MENSAJES.cargandoFuera}
            error={MENSAJES.errorFuera}
            vacio={puedeCambiar ? MENSAJES.sinFuera : MENSAJES.sinFueraLectura}
            onReintentar={refetch}
          />
        )}
      </section>
      {nuevo && <FueraServicioDialog onClose={() => setNuevo(false)} onGuardado={guardado} />}
    </>
  );
}
