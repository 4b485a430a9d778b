import type { Configuracion } from '@recepcion/contracts';
import { calcularEstadoCuenta, formatearFecha, formatearMonto } from '@recepcion/domain';
import { ConceptoCuenta } from '../comun/noches-por-temporada';
import type { Reserva } from '../comun/tipos';

const TITULOS_TOTAL = { habitaciones: 'Habitaciones', cargos: 'Cargos', ingresos: 'Pagos' } as const;
/**
 * The rows each total adds up: the reservation's currency shows every total (nothing paid yet is
 * worth a 0), another currency only those of what it has (no «Total Habitaciones USD 0,00» for dollars paid).
 */
const TIPO_DEL_TOTAL = { habitaciones: 'h', cargos: 'c', ingresos: 'i' } as const;

/**
 * The account statement as printed (spec section 2, "Printed layouts"): the hotel's header, the
 * client, guests and stay, one block per currency with its rooms, charges and payments (payments
 * negative) and totals, the balance, and a signature line. A room priced night by night across
 * seasons shows its nights per season and price under its concept.
 */
export function DocumentoEstadoCuenta({ reserva, config, centavosDe }: { reserva: Reserva; config?: Configuracion; centavosDe: (monedaId: string) => boolean }) {
  const cuenta = calcularEstadoCuenta(reserva, centavosDe);
  const pasajeros = reserva.CantidadPasajeros ?? reserva.Habitaciones.reduce((s, l) => s + l.CantidadPasajero, 0);
  const secciones = cuenta.monedas.map((m) => {
    const centavos = centavosDe(m.Moneda);
    return (
      <section key={m.Moneda} className="rs-cuenta__moneda" aria-label={`Moneda ${m.Moneda}`}>
        <h4>Moneda {m.Moneda}</h4>
        <table className="rs-tabla rs-cuenta__tabla">
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Concepto</th>
              <th scope="col">A cargo de</th>
              <th scope="col" className="rs-num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {m.filas.map((f, i) => (
              <tr key={i} className={`rs-cuenta__fila--${f.tipo}`}>
                <td>{formatearFecha(f.Fecha)}</td>
                <td>
                  <ConceptoCuenta fila={f} centavos={centavos} />
                </td>
                <td>{f.ACargo}</td>
                <td className="rs-num">{formatearMonto(f.Total, centavos)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {(Object.keys(TITULOS_TOTAL) as (keyof typeof TITULOS_TOTAL)[])
              .filter((k) => m.Moneda === reserva.MonedaId || m.filas.some((f) => f.tipo === TIPO_DEL_TOTAL[k]))
              .map((k) => (
                <tr key={k}>
                  <th scope="row" colSpan={3}>
                    Total {TITULOS_TOTAL[k]} {m.Moneda}
                  </th>
                  <td className="rs-num">{formatearMonto(m[k], centavos)}</td>
                </tr>
              ))}
            <tr className="rs-cuenta__saldo">
              <th scope="row" colSpan={3}>
                Saldo {m.Moneda}
              </th>
              <td className="rs-num">{formatearMonto(m.saldo, centavos)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
    );
  });
  return (
    <article className="rs-cuenta" aria-label={`Estado de cuenta de la reserva ${reserva.Id}`}>
      <header className="rs-cuenta__hotel">
        <p className="rs-cuenta__hotel-nombre">{config?.Nombre}</p>
        {config?.Encabezado && <p className="rs-cuenta__encabezado">{config.Encabezado}</p>}
      </header>
      <h3 className="rs-cuenta__titulo">Estado de cuenta · Reserva {reserva.Id}</h3>
      <dl className="rs-cuenta__datos">
        <div>
          <dt>Cliente</dt>
          <dd>{reserva.ClienteNombre}</dd>
        </div>
        {reserva.NombreGrupo && (
          <div>
            <dt>Grupo</dt>
            <dd>{reserva.NombreGrupo}</dd>
          </div>
        )}
        <div>
          <dt>Pasajeros</dt>
          <dd>{pasajeros}</dd>
        </div>
        <div>
          <dt>Check-In</dt>
          <dd>{formatearFecha(reserva.CheckIn)}</dd>
        </div>
        <div>
          <dt>Check-Out</dt>
          <dd>{formatearFecha(reserva.CheckOut)}</dd>
        </div>
      </dl>
      {cuenta.monedas.length === 0 && <p className="rs-vacio">No hay movimientos.</p>}
      {secciones.slice(0, -1)}
      {/* The last currency's totals and the signature go together: on paper, never a signature alone on its page. */}
      <div className="rs-cuenta__final">
        {secciones.slice(-1)}
        <footer className="rs-cuenta__firma">
          <span className="rs-cuenta__linea" aria-hidden="true" />
          <span>Firma del cliente</span>
        </footer>
      </div>
    </article>
  );
}
