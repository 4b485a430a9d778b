import { NumberInput } from '@recepcion/ui';
import type { LineaTarifa } from './tarifa-form';
import type { Servicio } from './servicios';
import { PAX_MAX_PREDETERMINADO, formatearNumero } from '@recepcion/domain';

export interface LineasTarifaProps {
  /** `Tipo de Habitación`, `Régimen` or `Cargo`. */
  kind: string;
  lineas: readonly LineaTarifa[];
  servicios: readonly Servicio[];
  decimales: number;
  /** The list's currency («La moneda CLP no usa decimales»). */
  moneda?: string;
  /** The line whose value is missing, with the message. */
  error: { clave: number; mensaje: string } | null;
  valorRef: (clave: number, input: HTMLInputElement | null) => void;
  onCambiarValor: (clave: number, valor: number | null) => void;
  onQuitar: (clave: number) => void;
}

/** The list's price lines: the service, up to how many passengers, and its value (editable). */
export function LineasTarifa({ kind, lineas, servicios, decimales, moneda, error, valorRef, onCambiarValor, onQuitar }: LineasTarifaProps) {
  if (lineas.length === 0) {
    return <p className="ms-lineas__vacio">Sin precios todavía. Agregue uno con «Nueva línea».</p>;
  }
  const nombre = (id: number) => servicios.find((s) => s.Id === id)?.Nombre ?? `#${id}`;
  return (
    <table className="ms-lineas__tabla" aria-label="Precios de la tarifa">
      <thead>
        <tr>
          <th scope="col">{kind}</th>
          <th scope="col" className="rc-num">
            Pasajeros máx.
          </th>
          <th scope="col" className="rc-num">
            Valor
          </th>
          <th scope="col">
            <span className="rc-visually-hidden">Acciones</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lineas.map((linea) => {
          const servicio = nombre(linea.ServicioId);
          const paxMax = linea.PaxMax === PAX_MAX_PREDETERMINADO ? 'Sin límite' : formatearNumero(linea.PaxMax);
          return (
            <tr key={linea.clave}>
              <th scope="row">{servicio}</th>
              <td className="rc-num">{paxMax}</td>
              <td className="ms-lineas__valor">
                <NumberInput
                  label={`Valor de ${servicio}${linea.PaxMax === PAX_MAX_PREDETERMINADO ? '' : ` (hasta ${paxMax})`}`}
                  etiquetaOculta
                  decimales={decimales}
                  moneda={moneda}
                  value={linea.Valor}
                  error={error?.clave === linea.clave ? error.mensaje : null}
                  ref={(input) => valorRef(linea.clave, input)}
                  onChange={(valor) => onCambiarValor(linea.clave, valor)}
                />
              </td>
              <td className="ms-lineas__acciones">
                <button type="button" className="rc-button ms-button--small rc-button--danger" aria-label={`Quitar ${servicio}`} onClick={() => onQuitar(linea.clave)}>
                  Quitar
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
