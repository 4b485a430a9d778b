import type { FilaActividadBase, FilaActividadCargos, FilaActividadHuespedes, FilaActividadOcupacion, FilaActividadReservas, FilasActividad, InformeActividad } from '@recepcion/contracts';
import { formatearMonto, formatearNumero } from '@recepcion/domain';
import type { GridColumn } from '@recepcion/ui';
import { nombreGiro } from '../../lib/giros';

type Centavos = (monedaId: string | null | undefined) => boolean;

const porcentaje = (valor: unknown) => `${formatearNumero(Number(valor), { decimales: 2, minimoDecimales: 2 })} %`;

function comunes<T extends FilaActividadBase>(): GridColumn<T>[] {
  return [
    { title: 'Cliente', data: 'Cliente', width: 240 },
    { title: 'Giro', data: 'GiroId', width: 160, formato: (valor) => nombreGiro(Number(valor)) },
  ];
}
function participacion<T extends FilaActividadBase>(): GridColumn<T> {
  return { title: '% del total', data: 'Porcentaje', type: 'numero', width: 110, formato: porcentaje, className: 'htRight' };
}

/** The columns of each activity report: the client, its kind, the report's figures and its share. */
export function columnasActividad<N extends InformeActividad>(informe: N, centavos: Centavos): GridColumn<FilasActividad[N]>[] {
  const columnas: { [K in InformeActividad]: () => GridColumn<FilasActividad[K]>[] } = {
    InfActividadOcupacion: () => [
      ...comunes<FilaActividadOcupacion>(),
      { title: 'Reservas', data: 'Reservas', type: 'numero', decimales: 0, width: 100 },
      { title: 'Noches de habitación', data: 'Noches', type: 'numero', decimales: 0, width: 170 },
      participacion<FilaActividadOcupacion>(),
    ],
    InfActividadCargos: () => {
      const monto = (valor: unknown, fila: FilaActividadCargos) => formatearMonto(Number(valor), centavos(fila.IDMoneda));
      return [
        ...comunes<FilaActividadCargos>(),
        { title: 'Moneda', data: 'IDMoneda', width: 80 },
        { title: 'Alojamiento', data: 'Habitacion', type: 'monto', width: 130, formato: monto, className: 'htRight' },
        { title: 'Cargos', data: 'Cargo', type: 'monto', width: 120, formato: monto, className: 'htRight' },
        { title: 'Total', data: 'Total', type: 'monto', width: 130, formato: monto, className: 'htRight' },
        { title: 'Ingresos', data: 'Ingreso', type: 'monto', width: 130, formato: monto, className: 'htRight' },
        participacion<FilaActividadCargos>(),
      ];
    },
    InfActividadHuespedes: () => [
      ...comunes<FilaActividadHuespedes>(),
      { title: 'Llegadas', data: 'Llegadas', type: 'numero', decimales: 0, width: 100 },
      { title: 'Pernoctaciones', data: 'Pernotacion', type: 'numero', decimales: 0, width: 140 },
      participacion<FilaActividadHuespedes>(),
    ],
    InfActividadReservas: () => [
      ...comunes<FilaActividadReservas>(),
      { title: 'Reservas', data: 'Reservas', type: 'numero', decimales: 0, width: 100 },
      { title: 'Noches', data: 'Noches', type: 'numero', decimales: 0, width: 100 },
      { title: 'Pasajeros', data: 'Pasajeros', type: 'numero', decimales: 0, width: 100 },
      participacion<FilaActividadReservas>(),
    ],
  };
  return columnas[informe]() as GridColumn<FilasActividad[N]>[];
}

/** The report's totals under the grid: `Noches de habitación: 42`; charges per currency. */
export function totalesActividad(informe: InformeActividad, filas: readonly FilasActividad[InformeActividad][], centavos: Centavos): string[] {
  const suma = (campo: string) => filas.reduce((s, f) => s + Number((f as unknown as Record<string, number>)[campo] ?? 0), 0);
  const entero = (n: number) => formatearNumero(n, { decimales: 0 });
  switch (informe) {
    case 'InfActividadOcupacion':
      return [`Reservas: ${entero(suma('Reservas'))}`, `Noches de habitación: ${entero(suma('Noches'))}`];
    case 'InfActividadHuespedes':
      return [`Llegadas: ${entero(suma('Llegadas'))}`, `Pernoctaciones: ${entero(suma('Pernotacion'))}`];
    case 'InfActividadReservas':
      return [`Reservas: ${entero(suma('Reservas'))}`, `Noches: ${entero(suma('Noches'))}`, `Pasajeros: ${entero(suma('Pasajeros'))}`];
    case 'InfActividadCargos': {
      const porMoneda = new Map<string, number>();
      for (const f of filas as FilaActividadCargos[]) porMoneda.set(f.IDMoneda, (porMoneda.get(f.IDMoneda) ?? 0) + f.Total);
      return [...porMoneda].map(([moneda, total]) => `Total ${moneda}: ${formatearMonto(total, centavos(moneda))}`);
    }
  }
}
