import { LISTAS_REFERENCIA } from '@recepcion/contracts';
import { formatearNumero } from '@recepcion/domain';
import { type EstadoConexion, listas, useSession } from '@recepcion/session';
import { PageHeader } from '@recepcion/ui';
import { useState, useSyncExternalStore } from 'react';
import { AREA_ROOT, fechaHoraSegundos } from '../../lib/area';
import { registroCargas, seguirCargas, suscribirCargas } from './registro-cargas';

export const TITULO_PROBANDO_CACHE = 'Prueba: caché';

// From the area's load on, so that a load before the page is opened has its time too.
seguirCargas();

/** The lists `openhotel` answers, in the spec's order, then the hotel's own currencies. */
const NOMBRES = [...LISTAS_REFERENCIA, 'HotelMonedas'] as const;

const ESTADOS: Record<EstadoConexion, string> = {
  detenido: 'Detenido',
  conectando: 'Conectando…',
  conectado: 'Conectado',
  esperando: 'Esperando para reintentar',
};

/**
 * `/root/probando-cache`: the reference lists libs/session keeps for every area (filled by the
 * live channel's `openhotel`, changed by its `up` events): how many rows each holds, when they were
 * loaded and last changed, and a button that drops them and asks the server again.
 */
export function ProbandoCachePage() {
  const sesion = useSession();
  const actuales = useSyncExternalStore(listas.subscribe, listas.getSnapshot, listas.getSnapshot);
  const registro = useSyncExternalStore(suscribirCargas, registroCargas, registroCargas);
  const [pedida, setPedida] = useState(false);
  const cargadas = listas.cargadas();
  const recargando = pedida && !cargadas;
  const otras = Object.keys(actuales).filter((n) => !(NOMBRES as readonly string[]).includes(n));
  const nombres = [...NOMBRES, ...otras];
  const total = nombres.reduce((suma, n) => suma + (actuales[n]?.length ?? 0), 0);

  const recargar = () => {
    if (!sesion.hotelId) return;
    setPedida(true);
    // Forgets the lists and opens the channel again: openhotel answers them anew.
    listas.detener();
    listas.iniciar(sesion.hotelId);
  };

  return (
    <>
      <PageHeader
        area={AREA_ROOT}
        titulo={TITULO_PROBANDO_CACHE}
        descripcion="Las listas de referencia que la sesión guarda para todas las áreas: las llena el canal en vivo al conectarse y las cambia con cada aviso del servidor."
      />
      <section className="rc-card root-card" aria-label="Estado de las listas">
        <dl className="root-datos">
          <dt>Canal en vivo</dt>
          <dd>{ESTADOS[listas.estado()]}</dd>
          <dt>Cargadas</dt>
          <dd>{!cargadas ? 'Todavía no' : registro.cargadasEn ? fechaHoraSegundos(registro.cargadasEn) : 'Antes de abrir el área Root'}</dd>
          <dt>Registros en total</dt>
          <dd>{formatearNumero(total)}</dd>
        </dl>
        <div className="root-envio root-paginas">
          <button type="button" className="rc-button rc-button--primary" aria-disabled={recargando || !sesion.hotelId || undefined} aria-busy={recargando || undefined} onClick={() => !recargando && recargar()}>
            {recargando ? 'Cargando…' : 'Volver a cargar las listas'}
          </button>
        </div>
      </section>
      <section className="rc-card root-card" aria-label="Listas">
        {/* It scrolls (a long list) and holds nothing to focus: the box itself takes the focus, so arrows scroll it. */}
        <div className="rc-tabla" tabIndex={0} role="region" aria-label="Listas de referencia">
          <table aria-label="Listas de referencia">
            <thead>
              <tr>
                <th scope="col">Lista</th>
                <th scope="col">Registros</th>
                <th scope="col">Último cambio en vivo</th>
              </tr>
            </thead>
            <tbody>
              {nombres.map((n) => (
                <tr key={n}>
                  <th scope="row">{n}</th>
                  <td>{actuales[n] ? formatearNumero(actuales[n].length) : 'Sin cargar'}</td>
                  <td>{registro.actualizadas[n] ? fechaHoraSegundos(registro.actualizadas[n]) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
