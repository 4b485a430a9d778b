import { ENTIDAD_EN_VIVO_RESERVAS, type TableroEstados } from '@recepcion/contracts';
import { fechaLarga, formatearFecha } from '@recepcion/domain';
import { listas } from '@recepcion/session';
import { ListaEstado, navigate, PageHeader } from '@recepcion/ui';
import { useEffect, type MouseEvent } from 'react';
import { hoy } from '../../lib/fechas';
import type { PaginaInformeProps } from '../../routing/area-routes';
import { useEstados } from './api/get-estados';
import { ResumenGrupoPanel } from './grupo/resumen-grupo';
import { COLOR_ESTADO } from './colores';
import { DonaEstados } from './dona-estados';
import { habitacionesEnVenta, ocupacionDe, porcionesTablero } from './lecturas';

export const TITULO_DASHBOARD = 'Dashboard';
/** Besides the live channel, the readings are read again this often (a day may change while open). */
export const REFRESCO_TABLERO_MS = 60_000;
const RUTA_ESTADO_HOTEL = '/informes/informe-estado-hotel';

/** Reads the dashboard again on every live change of reservations or room blocks, and every minute. */
function useRefresco(refetch: () => void) {
  useEffect(() => {
    const timer = setInterval(refetch, REFRESCO_TABLERO_MS);
    const dejar = listas.subscribe((_listas, actualizacion) => {
      if (actualizacion?.entidad === ENTIDAD_EN_VIVO_RESERVAS.reservas || actualizacion?.entidad === ENTIDAD_EN_VIVO_RESERVAS.bloqueos) refetch();
    });
    return () => {
      clearInterval(timer);
      dejar();
    };
  }, [refetch]);
}

function irA(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}

/** `/dashboard`: tonight's rooms by reservation status, today's movements and the next 14 nights. */
export function DashboardPage({ hotelId }: PaginaInformeProps) {
  const fecha = hoy();
  const { state, refetch } = useEstados(hotelId, fecha);
  useRefresco(refetch);

  return (
    <>
      <PageHeader area="General" titulo={TITULO_DASHBOARD} descripcion={`El hotel hoy, ${fechaLarga(fecha)}.`} />
      {state.status === 'success' ? (
        <Tablero datos={state.data} />
      ) : (
        <section className="rc-card" aria-label="Estado del hotel hoy" aria-busy={state.status === 'loading' || undefined}>
          <ListaEstado state={state} cargando="Cargando el estado del hotel…" error="No se pudo cargar el estado del hotel." vacio="" onReintentar={refetch} />
        </section>
      )}
      <ResumenGrupoPanel hotelId={hotelId} />
    </>
  );
}

function Tablero({ datos }: { datos: TableroEstados }) {
  const porciones = porcionesTablero(datos);
  const enVenta = habitacionesEnVenta(datos);
  const ocupadasHoy = enVenta - (porciones.at(-1)?.habitaciones ?? 0);
  return (
    <div className="inf-tablero">
      <section className="rc-card inf-panel inf-panel--estados" aria-labelledby="inf-estados-titulo">
        <h2 id="inf-estados-titulo" className="inf-panel__titulo">
          Habitaciones esta noche
        </h2>
        <div className="inf-dona">
          <div className="inf-dona__grafico" role="img" aria-label={porciones.map((p) => `${p.nombre} ${p.porcentaje} %`).join(', ')}>
            <DonaEstados porciones={porciones} />
            <p className="inf-dona__centro" aria-hidden="true">
              <strong>{ocupadasHoy}</strong>
              <span>de {enVenta}</span>
            </p>
          </div>
          <ul className="inf-leyenda" aria-label="Habitaciones por estado">
            {porciones.map((p) => (
              <li key={p.nombre} className="inf-leyenda__item">
                <span className="inf-leyenda__color" style={{ background: COLOR_ESTADO(p.estadoId) }} aria-hidden="true" />
                <span className="inf-leyenda__nombre">{p.nombre}</span>
                <span className="inf-leyenda__valor">
                  {p.porcentaje} % <span className="inf-leyenda__detalle">({p.habitaciones} hab.)</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        {datos.fueraDeServicio > 0 && (
          <p className="inf-panel__nota">
            {datos.fueraDeServicio === 1 ? '1 habitación fuera de servicio: no cuenta en la ocupación.' : `${datos.fueraDeServicio} habitaciones fuera de servicio: no cuentan en la ocupación.`}
          </p>
        )}
      </section>

      <section className="rc-card inf-panel inf-panel--hoy" aria-labelledby="inf-hoy-titulo">
        <h2 id="inf-hoy-titulo" className="inf-panel__titulo">
          Movimientos de hoy
        </h2>
        <dl className="inf-contadores">
          <div className="inf-contador">
            <dt>Llegadas</dt>
            <dd>{datos.llegadas}</dd>
          </div>
          <div className="inf-contador">
            <dt>Salidas</dt>
            <dd>{datos.salidas}</dd>
          </div>
          <div className="inf-contador">
            <dt>En casa</dt>
            <dd>{datos.enCasa}</dd>
          </div>
        </dl>
        <p className="inf-panel__enlace">
          <a href={RUTA_ESTADO_HOTEL} onClick={irA}>
            Ver el estado del hotel
          </a>
        </p>
      </section>

      <section className="rc-card inf-panel inf-panel--franja" aria-labelledby="inf-franja-titulo">
        <h2 id="inf-franja-titulo" className="inf-panel__titulo">
          Ocupación de los próximos 14 días
        </h2>
        <ol className="inf-franja">
          {datos.ocupacion.map((noche) => {
            const enVentaNoche = habitacionesEnVenta({ habitaciones: datos.habitaciones, fueraDeServicio: noche.FueraDeServicio });
            const porcentaje = ocupacionDe(noche.Ocupadas, enVentaNoche);
            return (
              <li
                key={noche.Fecha}
                className="inf-franja__dia"
                aria-label={`${fechaLarga(noche.Fecha)}: ${noche.Ocupadas} de ${enVentaNoche} habitaciones, ${porcentaje} %`}
              >
                <span className="inf-franja__fecha" aria-hidden="true">
                  <span className="inf-franja__semana">{fechaLarga(noche.Fecha).slice(0, 3)}</span> {formatearFecha(noche.Fecha).slice(0, 5)}
                </span>
                <span className="inf-franja__barra" aria-hidden="true">
                  <span className="inf-franja__relleno" style={{ height: `${porcentaje}%` }} />
                </span>
                <span className="inf-franja__valor" aria-hidden="true">
                  {porcentaje} %
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
