import type { ResumenHotelGrupo } from '@recepcion/contracts';
import { formatearMonto, formatearNumero } from '@recepcion/domain';
import { cambiarDeHotel } from '@recepcion/session';
import { toast } from '@recepcion/ui';
import { useState } from 'react';
import { cargarPagina } from '../../../lib/cargar-pagina';
import { useCentavos } from '../../../lib/listas';
import { useResumenGrupo } from './resumen-grupo-api';

/** Where the dashboard opens again after moving to another hotel. */
const RUTA_DASHBOARD = '/dashboard';

/**
 * «Sus hoteles», under the dashboard of a user who works in several: each hotel's figures side by
 * side, and «Entrar» to move the session there (the page loads again in that hotel). Nothing is
 * shown for a user with one hotel, or when the figures cannot be read.
 */
export function ResumenGrupoPanel({ hotelId }: { hotelId: number }) {
  const { state } = useResumenGrupo(hotelId);
  const centavos = useCentavos();
  const [entrando, setEntrando] = useState<number | null>(null);
  if (state.status !== 'success' || state.data.Hoteles.length < 2) return null;

  const entrar = async (hotel: ResumenHotelGrupo) => {
    if (entrando !== null) return;
    setEntrando(hotel.HotelId);
    try {
      toast.success((await cambiarDeHotel(hotel.HotelId)).Message);
      cargarPagina(RUTA_DASHBOARD);
    } catch {
      // The API client has shown the refusal.
      setEntrando(null);
    }
  };

  const ingresos = (h: ResumenHotelGrupo) => h.IngresosMes.map((i) => `${i.MonedaId} ${formatearMonto(i.Total, centavos(i.MonedaId))}`).join(' / ') || '—';

  return (
    <section className="rc-card inf-panel inf-grupo" aria-labelledby="inf-grupo-titulo">
      <h2 id="inf-grupo-titulo" className="inf-panel__titulo">
        Sus hoteles hoy
      </h2>
      <div className="inf-grupo__tabla">
        <table>
          <thead>
            <tr>
              <th scope="col">Hotel</th>
              <th scope="col">Ocupación esta noche</th>
              <th scope="col">Llegadas</th>
              <th scope="col">Salidas</th>
              <th scope="col">Alojamiento del mes</th>
              <th scope="col">
                <span className="rc-visually-hidden">Acción</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.data.Hoteles.map((h) => (
              <tr key={h.HotelId}>
                <th scope="row">{h.Nombre}</th>
                <td>
                  {h.OcupadasHoy} de {h.Habitaciones} ({formatearNumero(h.Ocupacion, { decimales: 1 })} %)
                </td>
                <td>{h.Llegadas}</td>
                <td>{h.Salidas}</td>
                <td>{ingresos(h)}</td>
                <td>
                  {h.Actual ? (
                    <span className="inf-grupo__actual">Hotel actual</span>
                  ) : (
                    <button
                      type="button"
                      className="rc-button"
                      disabled={entrando !== null}
                      aria-busy={entrando === h.HotelId || undefined}
                      aria-label={`Entrar a ${h.Nombre}`}
                      onClick={() => void entrar(h)}
                    >
                      Entrar
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
