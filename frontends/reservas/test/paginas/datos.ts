import type { BloqueoHabitacion as Bloqueo, FilaCajaHabitacion as FilaCaja, FilaListadoReservas } from '@recepcion/contracts';
import { isoDeFechaLocal, sumarDias } from '@recepcion/domain';
import type { Gasto } from '../../src/features/gastos/tipos';
import type { Espera } from '../../src/features/lista-espera/tipos';

/** Today in the test's clock (the pages use the user's today), plus days. */
export const dia = (dias = 0): string => sumarDias(isoDeFechaLocal(new Date()), dias);
/** `yyyy-MM-dd` as the screen shows it. */
export const ddmmyyyy = (iso: string): string => iso.split('-').reverse().join('-');
/** What a user types in a DateInput (eight digits). */
export const tecleada = (iso: string): string => ddmmyyyy(iso).replace(/-/g, '');

/** A row of the list as the fake server keeps it: the contract's row and the client it filters by. */
export type FilaListado = FilaListadoReservas & { ClienteId: number };
export type { Gasto } from '../../src/features/gastos/tipos';
export type { Espera } from '../../src/features/lista-espera/tipos';
export type { BloqueoHabitacion as Bloqueo, FilaCajaHabitacion as FilaCaja } from '@recepcion/contracts';

/** The hotel the fake API answers for (a fresh copy per test, dates around today). */
export interface Datos {
  Habitaciones: { Id: number; Nombre: string; TipoHabitacionId: number; Orden: number }[];
  Monedas: { IDMoneda: string; Nombre: string; Centavos: boolean }[];
  Clientes: { Id: number; Nombre: string }[];
  Reservas: FilaListado[];
  Gastos: Gasto[];
  Bloqueos: Bloqueo[];
  ListaEspera: Espera[];
  /** Nights taken by reservations: a block over them is refused. */
  Ocupadas: { HabitacionId: number; desde: string; hasta: string }[];
  /** The daily cash report by day. */
  Caja: Record<string, FilaCaja[]>;
}

export const libre = (Habitaciones: string): FilaCaja => ({
  Habitaciones,
  CheckIN: null,
  CheckOUT: null,
  Cliente: null,
  NombrePax: null,
  IngresoFecha: null,
  Cargo: null,
  Ingreso: null,
  Saldo: null,
  NombreMoneda: null,
  IDMoneda: null,
  InfoCaja: null,
  Estado: null,
  CantidadPasajeros: null,
});

export function datosIniciales(): Datos {
  return {
    Habitaciones: [1, 2, 3].map((n) => ({ Id: n, Nombre: String(100 + n), TipoHabitacionId: 1, Orden: n })),
    Monedas: [
      { IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: false },
      { IDMoneda: 'USD', Nombre: 'Dólar estadounidense', Centavos: true },
    ],
    Clientes: [
      { Id: 1, Nombre: 'José Pérez' },
      { Id: 2, Nombre: 'Turismo Andes Ltda.' },
      { Id: 3, Nombre: 'Rosa Díaz' },
    ],
    Reservas: [
      {
        ReservaId: 11,
        CheckIN: dia(-1),
        CheckOUT: dia(2),
        Habitaciones: '101, 102',
        ClienteNombre: 'José Pérez',
        ClienteId: 1,
        GrupoNombre: 'Familia Pérez',
        CantidadPasajeros: 4,
        EstadoId: 2,
        EstadoNombre: 'Confirmado',
        Comentario: 'Llegan tarde',
        Totales: [
          { MonedaId: 'CLP', Total: 150000 },
          { MonedaId: 'USD', Total: 21 },
        ],
        Saldos: [
          { MonedaId: 'CLP', Cargo: 150000, Ingreso: 50000, Saldo: 100000 },
          { MonedaId: 'USD', Cargo: 21, Ingreso: 0, Saldo: 21 },
        ],
      },
      {
        ReservaId: 12,
        CheckIN: dia(5),
        CheckOUT: dia(7),
        Habitaciones: '103',
        ClienteNombre: 'Turismo Andes Ltda.',
        ClienteId: 2,
        GrupoNombre: null,
        CantidadPasajeros: 2,
        EstadoId: 1,
        EstadoNombre: 'Sin confirmar',
        Comentario: null,
        Totales: [{ MonedaId: 'CLP', Total: 90000 }],
        Saldos: [{ MonedaId: 'CLP', Cargo: 90000, Ingreso: 0, Saldo: 90000 }],
      },
      {
        ReservaId: 13,
        CheckIN: dia(3),
        CheckOUT: dia(4),
        Habitaciones: '101',
        ClienteNombre: 'Rosa Díaz',
        ClienteId: 3,
        GrupoNombre: null,
        CantidadPasajeros: 1,
        EstadoId: 4,
        EstadoNombre: 'Anulado',
        Comentario: 'Cambio de planes',
        Totales: [{ MonedaId: 'CLP', Total: 30000 }],
        Saldos: [{ MonedaId: 'CLP', Cargo: 30000, Ingreso: 0, Saldo: 30000 }],
      },
      {
        ReservaId: 9,
        CheckIN: dia(-10),
        CheckOUT: dia(-5),
        Habitaciones: '102',
        ClienteNombre: 'Rosa Díaz',
        ClienteId: 3,
        GrupoNombre: null,
        CantidadPasajeros: 2,
        EstadoId: 8,
        EstadoNombre: 'Check-OUT',
        Comentario: null,
        Totales: [{ MonedaId: 'CLP', Total: 200000 }],
        Saldos: [{ MonedaId: 'CLP', Cargo: 200000, Ingreso: 200000, Saldo: 0 }],
      },
    ],
    Gastos: [
      { Id: 1, Fecha: dia(-1), Concepto: 'Gas licuado', Valor: 45990, Comentario: null },
      { Id: 2, Fecha: dia(0), Concepto: 'Lavandería', Valor: 12000, Comentario: 'Sábanas' },
      { Id: 3, Fecha: dia(-20), Concepto: 'Pintura', Valor: 80000, Comentario: null },
    ],
    Bloqueos: [
      { Id: 1, Fecha: dia(0), Noches: 2, HabitacionId: 3, HabitacionNombre: '103' },
      { Id: 2, Fecha: dia(-10), Noches: 1, HabitacionId: 1, HabitacionNombre: '101' },
    ],
    ListaEspera: [
      {
        Id: 1,
        CheckIn: dia(1),
        CheckOut: dia(3),
        HotelId: 7,
        ClienteId: 1,
        ClienteNombre: 'José Pérez',
        NombrePax: 'Ana Pérez',
        CantidadPasajeros: 2,
        CantidadHabitaciones: 1,
        HabitacionesPreferencia: 'Vista al mar',
        Comentario: null,
        Usuario: '4',
        HayDisponibilidad: true,
      },
    ],
    Ocupadas: [{ HabitacionId: 2, desde: dia(0), hasta: dia(3) }],
    Caja: {
      [dia(0)]: [
        {
          Habitaciones: '101',
          CheckIN: dia(-1),
          CheckOUT: dia(2),
          Cliente: 'José Pérez',
          NombrePax: 'José Pérez, Ana Pérez',
          IngresoFecha: 20000,
          Cargo: 150000,
          Ingreso: 50000,
          Saldo: 100000,
          NombreMoneda: 'Peso chileno',
          IDMoneda: 'CLP',
          InfoCaja: 'Reserva 11',
          Estado: 'Confirmado',
          CantidadPasajeros: 2,
        },
        {
          Habitaciones: '101',
          CheckIN: dia(-1),
          CheckOUT: dia(2),
          Cliente: 'José Pérez',
          NombrePax: 'José Pérez, Ana Pérez',
          IngresoFecha: 0,
          Cargo: 21,
          Ingreso: 10.5,
          Saldo: 10.5,
          NombreMoneda: 'Dólar estadounidense',
          IDMoneda: 'USD',
          InfoCaja: 'Reserva 11',
          Estado: 'Confirmado',
          CantidadPasajeros: 2,
        },
        libre('102'),
        libre('103'),
      ],
    },
  };
}
