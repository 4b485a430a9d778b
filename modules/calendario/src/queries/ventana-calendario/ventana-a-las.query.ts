import { Query } from '@nestjs/cqrs';
import type { SaldosPorReserva } from '@recepcion/contracts';

/** A calendar cell's row as the window reads it (the read model's, or the fold's at a past moment). */
export interface FilaCelda {
  reserva_id: number;
  linea_id: number;
  estado_id: number;
  cliente: string;
  nombre_grupo: string | null;
  pasajeros_totales: number;
  importante: boolean;
  origen: string | null;
  habitacion_id: number;
  tipo_habitacion_id: number;
  pasajeros: number;
  desde: string;
  hasta: string;
}

export interface FilaBloqueo {
  habitacion_id: number;
  desde: string;
  hasta: string;
  canal: string | null;
  fuera_servicio: string | null;
}

export interface VentanaALasLeida {
  filas: FilaCelda[];
  bloqueos: FilaBloqueo[];
  saldos: SaldosPorReserva;
}

/** The window's cells, blocks and balances of the session's hotel as they stood at `momento`. */
export class VentanaALas extends Query<VentanaALasLeida> {
  constructor(
    readonly desde: string,
    readonly hasta: string,
    readonly momento: Date,
  ) {
    super();
  }
}
