import { formatearMonto, formatearNumero } from '@recepcion/domain';
import { NumberInput, PageHeader, SelectField } from '@recepcion/ui';
import { useState } from 'react';
import { AREA_ROOT } from '../../lib/area';

export const TITULO_PROBANDO_NUMEROS = 'Prueba: números';
/** The most the sample field accepts, to show a validation message of the page's own. */
export const MAXIMO_PRUEBA = 1_000_000_000;
export const MENSAJE_MAXIMO = `El número debe ser como máximo ${formatearNumero(MAXIMO_PRUEBA)}`;

const DECIMALES = [
  { value: 2, label: '2 (moneda con centavos)' },
  { value: 0, label: '0 (moneda sin centavos)' },
];

/**
 * `/root/probando-numeros`: libs/ui's NumberInput, typed the Chilean way (dot thousands, comma
 * decimals): the number it hands out and that number formatted back in es-CL.
 */
export function ProbandoNumerosPage() {
  const [decimales, setDecimales] = useState(2);
  const [valor, setValor] = useState<number | null>(null);
  const error = valor !== null && valor > MAXIMO_PRUEBA ? MENSAJE_MAXIMO : null;

  // Fewer decimals: the number is rounded to them, as the field would show it.
  const cambiarDecimales = (nuevos: number) => {
    setDecimales(nuevos);
    setValor((v) => (v === null ? null : Math.round(v * 10 ** nuevos) / 10 ** nuevos));
  };

  return (
    <>
      <PageHeader
        area={AREA_ROOT}
        titulo={TITULO_PROBANDO_NUMEROS}
        descripcion="El campo numérico del kit: solo dígitos, puntos y una coma; los puntos de miles aparecen al escribir y la coma separa los decimales."
      />
      <section className="rc-card root-card" aria-label="Campo numérico">
        <div className="root-filtros">
          <SelectField label="Decimales" value={decimales} options={DECIMALES} onChange={(e) => cambiarDecimales(Number(e.target.value))} />
          <NumberInput key={decimales} label="Número" decimales={decimales} value={valor} error={error} onChange={setValor} hint="Por ejemplo 1.234,5" />
          <button type="button" className="rc-button" onClick={() => setValor(null)}>
            Vaciar
          </button>
        </div>
      </section>
      <section className="rc-card root-card" aria-label="Lo que entregó el campo">
        <h2 className="root-subtitulo">Lo que entregó el campo</h2>
        <dl className="root-datos">
          <dt>Valor entregado</dt>
          <dd>{valor === null ? 'Vacío (null)' : String(valor)}</dd>
          <dt>Con formato es-CL</dt>
          <dd>{valor === null ? '—' : formatearNumero(valor, { decimales })}</dd>
          <dt>Como monto</dt>
          <dd>{valor === null ? '—' : `$ ${formatearMonto(valor, decimales > 0)}`}</dd>
        </dl>
      </section>
    </>
  );
}
