import { calcularEstadoCuenta, formatearFecha, formatearMonto } from '@recepcion/domain';
import { useState } from 'react';
import { EstadoCuentaDialog } from '../estado-cuenta/estado-cuenta-dialog';
import { ConceptoCuenta } from '../comun/noches-por-temporada';
import type { Reserva } from '../comun/tipos';
import { useConfig, useContextoPrecios } from '../comun/use-precios';

const TIPO = { h: 'Habitación', c: 'Cargo', i: 'Pago' } as const;

/**
 * The account of the reservation as edited (spec section 3, account statement row): its rows and
 * the totals and balance per currency; Imprimir opens the printable statement.
 */
export function TabCuenta({ reserva }: { reserva: Reserva }) {
  const ctx = useContextoPrecios();
  const config = useConfig();
  const [imprimiendo, setImprimiendo] = useState(false);
  const centavosDe = (m: string) => ctx.centavosDe(m);
  const cuenta = calcularEstadoCuenta(reserva, centavosDe);
  return (
    <section aria-label="Cuenta de la reserva" className="rs-tab">
      <div className="rs-botonera">
        <button type="button" className="rc-button" onClick={() => setImprimiendo(true)}>
          Imprimir
        </button>
      </div>
      {cuenta.monedas.length === 0 && <p className="rs-vacio">No hay movimientos.</p>}
      {cuenta.monedas.map((m) => {
        const centavos = centavosDe(m.Moneda);
        return (
          <table key={m.Moneda} className="rs-tabla rs-cuenta-tab" aria-label={`Cuenta en ${m.Moneda}`}>
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col" className="rs-cuenta-tab__amplia">
                  Tipo
                </th>
                <th scope="col">Concepto</th>
                <th scope="col" className="rs-cuenta-tab__amplia">
                  A cargo de
                </th>
                <th scope="col" className="rs-num">
                  Total {m.Moneda}
                </th>
              </tr>
            </thead>
            <tbody>
              {m.filas.map((f, i) => (
                <tr key={i}>
                  <td>{formatearFecha(f.Fecha)}</td>
                  <td className="rs-cuenta-tab__amplia">{TIPO[f.tipo]}</td>
                  <td>
                    <ConceptoCuenta fila={f} centavos={centavos} />
                    {/* On a phone the type and who pays go under the concept, where their columns would not fit. */}
                    <span className="rs-cuenta-tab__estrecha">{[TIPO[f.tipo], f.ACargo].filter(Boolean).join(' · ')}</span>
                  </td>
                  <td className="rs-cuenta-tab__amplia">{f.ACargo}</td>
                  <td className="rs-num">{formatearMonto(f.Total, centavos)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="rs-cuenta__saldo">
                <th scope="row" colSpan={4} className="rs-cuenta-tab__amplia">
                  Saldo {m.Moneda}
                </th>
                <th scope="row" colSpan={2} className="rs-cuenta-tab__estrecha">
                  Saldo {m.Moneda}
                </th>
                <td className="rs-num">{formatearMonto(m.saldo, centavos)}</td>
              </tr>
            </tfoot>
          </table>
        );
      })}
      {imprimiendo && <EstadoCuentaDialog reserva={reserva} config={config} centavosDe={centavosDe} onClose={() => setImprimiendo(false)} />}
    </section>
  );
}
