import type { FilaReservaCargosIngresos } from '@recepcion/contracts';
import { formatearMonto } from '@recepcion/domain';
import type { GridColumn } from '@recepcion/ui';

type Centavos = (monedaId: string | null | undefined) => boolean;

/** Spec section 3, "Reservations with charges": reservation, stay, client, group, figures per currency, status, guests. */
export function columnasReservasCargos(centavos: Centavos): GridColumn<FilaReservaCargosIngresos>[] {
  const monto = (valor: unknown, fila: FilaReservaCargosIngresos) => formatearMonto(Number(valor), centavos(fila.IDMoneda));
  return [
    { title: 'Reserva', data: 'IDReserva', type: 'numero', decimales: 0, width: 85 },
    { title: 'Check-in', data: 'CheckIN', type: 'fecha', width: 100 },
    { title: 'Check-out', data: 'CheckOUT', type: 'fecha', width: 100 },
    { title: 'Cliente', data: 'NombreCliente', width: 190 },
    { title: 'Grupo', data: 'NombreGrupo', width: 130 },
    { title: 'Pasajeros', data: 'CantidadPasajeros', type: 'numero', decimales: 0, width: 90 },
    { title: 'Estado', data: 'Estado', width: 115 },
    { title: 'Moneda', data: 'NombreMoneda', width: 140 },
    { title: 'Cargo', data: 'Cargo', type: 'monto', width: 115, formato: monto, className: 'htRight' },
    { title: 'Ingreso', data: 'Ingreso', type: 'monto', width: 115, formato: monto, className: 'htRight' },
    { title: 'Saldo', data: 'Saldo', type: 'monto', width: 115, formato: monto, className: 'htRight' },
  ];
}

export interface TotalMoneda {
  moneda: string;
  cargo: number;
  ingreso: number;
  saldo: number;
}

/** Charges, payments and balance added up per currency, in the order the currencies appear. */
export function totalesPorMoneda(filas: readonly FilaReservaCargosIngresos[]): TotalMoneda[] {
  const porMoneda = new Map<string, TotalMoneda>();
  for (const f of filas) {
    const t = porMoneda.get(f.IDMoneda) ?? { moneda: f.IDMoneda, cargo: 0, ingreso: 0, saldo: 0 };
    t.cargo += f.Cargo;
    t.ingreso += f.Ingreso;
    t.saldo += f.Saldo;
    porMoneda.set(f.IDMoneda, t);
  }
  return [...porMoneda.values()];
}
