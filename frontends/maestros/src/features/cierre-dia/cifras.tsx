import type { CierreDia } from '@recepcion/contracts';
import { porcentaje, useMonto } from './monto';
import { TEXTOS_CIERRE as T } from './textos';

/** One labelled figure. */
const Dato = ({ etiqueta, valor }: { etiqueta: string; valor: string | number }) => (
  <div className="cd-dato">
    <dt>{etiqueta}</dt>
    <dd>{valor}</dd>
  </div>
);

/** The frozen figures of a closed day: rooms, revenue per currency, charges and payments, movements. Screen and paper alike. */
export function CifrasCierre({ cierre, id }: { cierre: CierreDia; id: string }) {
  const c = cierre.Cifras;
  const monto = useMonto();
  return (
    <div className="cd-cifras">
      <dl className="cd-datos" aria-label="Habitaciones y movimientos">
        <Dato etiqueta="Ocupación" valor={porcentaje(c.Ocupacion)} />
        <Dato etiqueta="Habitaciones vendidas" valor={c.HabitacionesVendidas} />
        <Dato etiqueta="Habitaciones vendibles" valor={c.HabitacionesVendibles} />
        <Dato etiqueta="Fuera de servicio" valor={c.FueraDeServicio} />
        <Dato etiqueta="Llegadas" valor={c.Llegadas} />
        <Dato etiqueta="Salidas" valor={c.Salidas} />
        <Dato etiqueta="No presentados" valor={c.NoPresentados} />
        <Dato etiqueta="Anulaciones" valor={c.Anulaciones} />
      </dl>
      <table className="cd-tabla" aria-labelledby={`${id}-ingresos`}>
        <caption id={`${id}-ingresos`}>Ingresos por habitaciones</caption>
        <thead>
          <tr>
            <th scope="col">Moneda</th>
            <th scope="col" className="cd-num">Ingreso</th>
            <th scope="col" className="cd-num">ADR</th>
            <th scope="col" className="cd-num">RevPAR</th>
          </tr>
        </thead>
        <tbody>
          {c.IngresoHabitaciones.length === 0 && (
            <tr>
              <td colSpan={4}>Sin habitaciones vendidas</td>
            </tr>
          )}
          {c.IngresoHabitaciones.map((m) => (
            <tr key={m.MonedaId}>
              <th scope="row">{m.MonedaId}</th>
              <td className="cd-num">{monto(m.Ingreso, m.MonedaId)}</td>
              <td className="cd-num">{monto(m.ADR, m.MonedaId)}</td>
              <td className="cd-num">{monto(m.RevPAR, m.MonedaId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="cd-tabla" aria-labelledby={`${id}-caja`}>
        <caption id={`${id}-caja`}>Cargos y pagos del día</caption>
        <thead>
          <tr>
            <th scope="col">Concepto</th>
            <th scope="col">Moneda</th>
            <th scope="col" className="cd-num">Cantidad</th>
            <th scope="col" className="cd-num">Total</th>
          </tr>
        </thead>
        <tbody>
          {c.Cargos.length + c.PagosPorFormaPago.length === 0 && (
            <tr>
              <td colSpan={4}>Sin cargos ni pagos</td>
            </tr>
          )}
          {c.Cargos.map((m) => (
            <tr key={`c-${m.MonedaId}`}>
              <th scope="row">Cargos</th>
              <td>{m.MonedaId}</td>
              <td className="cd-num">{m.Cantidad}</td>
              <td className="cd-num">{monto(m.Total, m.MonedaId)}</td>
            </tr>
          ))}
          {c.PagosPorFormaPago.map((p) => (
            <tr key={`p-${p.MonedaId}-${p.FormaPagoId}`}>
              <th scope="row">Pagos: {p.FormaPagoNombre}</th>
              <td>{p.MonedaId}</td>
              <td className="cd-num">{p.Cantidad}</td>
              <td className="cd-num">{monto(p.Total, p.MonedaId)}</td>
            </tr>
          ))}
          {c.Pagos.map((m) => (
            <tr key={`t-${m.MonedaId}`} className="cd-total">
              <th scope="row">Total pagos</th>
              <td>{m.MonedaId}</td>
              <td className="cd-num">{m.Cantidad}</td>
              <td className="cd-num">{monto(m.Total, m.MonedaId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cd-firma">{T.cerradoPor(cierre.CerradoPor, cierre.CerradoEn)}</p>
    </div>
  );
}
