import type { FilaEstadoHotel } from '@recepcion/contracts';
import { resumenEstados, SIGNIFICADO_ESTADO } from './columnas';

/** What the states of the report mean (only those it shows), so that «Sale» and «Salió» are not read alike. */
export function LeyendaEstados({ filas, className }: { filas: readonly FilaEstadoHotel[]; className: string }) {
  const estados = resumenEstados(filas);
  if (estados.length === 0) return null;
  return (
    <dl className={className}>
      {estados.map(({ estado }) => (
        <div key={estado}>
          <dt>{estado}</dt>
          <dd>{SIGNIFICADO_ESTADO[estado]}</dd>
        </div>
      ))}
    </dl>
  );
}
