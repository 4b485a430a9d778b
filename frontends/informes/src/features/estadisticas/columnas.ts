import { formatearFecha, formatearMonto, formatearNumero } from '@recepcion/domain';
import type { GridColumn } from '@recepcion/ui';
import { nombreMes } from '../../lib/fechas';
import { campoMoneda, type FilaPeriodo } from './indicadores';

type Centavos = (monedaId: string | null | undefined) => boolean;
export type Periodicidad = 'diaria' | 'mensual';

const entero = { type: 'numero', decimales: 0 } as const;
const porcentaje = (valor: unknown) => (valor === null || valor === undefined ? '' : `${formatearNumero(Number(valor), { decimales: 1, minimoDecimales: 1 })} %`);

/**
 * Spec section 3, "Statistics": Fecha, Ocupación, Nacionales, Extranjeros, Huéspedes and, per
 * currency (up to 4), Habitación, Cargo, Total; with occupancy %, ADR and RevPAR beside them.
 */
export function columnasEstadisticas(periodicidad: Periodicidad, monedas: readonly string[], centavos: Centavos): GridColumn<FilaPeriodo>[] {
  const monto = (moneda: string) => (valor: unknown) => (valor === null || valor === undefined ? '' : formatearMonto(Number(valor), centavos(moneda)));
  return [
    periodicidad === 'diaria'
      ? { title: 'Fecha', data: 'Fecha', width: 105, formato: (v) => formatearFecha(String(v)) }
      : { title: 'Mes', data: 'Fecha', width: 150, formato: (v) => nombreMes(String(v)) },
    { title: periodicidad === 'diaria' ? 'Ocupación' : 'Noches ocupadas', data: 'Ocupacion', ...entero, width: periodicidad === 'diaria' ? 100 : 135 },
    { title: '% Ocupación', data: 'PorcentajeOcupacion', type: 'numero', width: 115, formato: porcentaje, className: 'htRight' },
    { title: 'Nacionales', data: 'Nacionales', ...entero, width: 105 },
    { title: 'Extranjeros', data: 'Extranjeros', ...entero, width: 105 },
    { title: 'Huéspedes', data: 'Huespedes', ...entero, width: 100 },
    ...monedas.flatMap((m): GridColumn<FilaPeriodo>[] => [
      { title: `Habitación ${m}`, data: campoMoneda('Habitacion', m), type: 'monto', width: 135, formato: monto(m), className: 'htRight' },
      { title: `Cargo ${m}`, data: campoMoneda('Cargo', m), type: 'monto', width: 120, formato: monto(m), className: 'htRight' },
      { title: `Total ${m}`, data: campoMoneda('Total', m), type: 'monto', width: 135, formato: monto(m), className: 'htRight' },
      { title: `ADR ${m}`, data: campoMoneda('ADR', m), type: 'monto', width: 115, formato: monto(m), className: 'htRight' },
      { title: `RevPAR ${m}`, data: campoMoneda('RevPAR', m), type: 'monto', width: 120, formato: monto(m), className: 'htRight' },
    ]),
  ];
}

export { porcentaje };
