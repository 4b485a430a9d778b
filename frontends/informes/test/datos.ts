import type {
  FilaActividadCargos,
  FilaActividadHuespedes,
  FilaActividadOcupacion,
  FilaActividadReservas,
  FilaEstadistica,
  FilaEstadoHotel,
  HabitacionPiso,
  FilaIneCiudad,
  FilaInePais,
  FilaReservaCargosIngresos,
  ResumenGrupo,
  TableroEstados,
} from '@recepcion/contracts';
import { isoDeFechaLocal, primerDiaDelMes, sumarDias } from '@recepcion/domain';

/** Today in the test's clock (the pages use the user's today), plus days. */
export const dia = (dias = 0): string => sumarDias(isoDeFechaLocal(new Date()), dias);
/** The first of the current month, plus days. */
export const mes = (dias = 0): string => sumarDias(primerDiaDelMes(dia(0)), dias);
/** `yyyy-MM-dd` as the screen shows it. */
export const ddmmyyyy = (iso: string): string => iso.split('-').reverse().join('-');
/** What a user types in a DateInput (eight digits). */
export const tecleada = (iso: string): string => ddmmyyyy(iso).replace(/-/g, '');

/** The hotel the fake API answers for (a fresh copy per test; dates around today). */
export interface Datos {
  Monedas: { IDMoneda: string; Nombre: string; Centavos: boolean }[];
  Actividad: {
    InfActividadOcupacion: FilaActividadOcupacion[];
    InfActividadCargos: FilaActividadCargos[];
    InfActividadHuespedes: FilaActividadHuespedes[];
    InfActividadReservas: FilaActividadReservas[];
  };
  /** Daily statistics rows the hotel has; the other days of a window answer zeros. */
  Estadisticas: FilaEstadistica[];
  Habitaciones: number;
  IneCiudades: Record<string, FilaIneCiudad[]>;
  InePaises: Record<string, FilaInePais[]>;
  EstadoHotel: Record<string, FilaEstadoHotel[]>;
  /** `GET /api/Pisos`: each room's housekeeping state now (the report's «Estado de limpieza»). */
  Pisos: HabitacionPiso[];
  /** Room types and their rooms: every day answers each type's rooms minus `Ocupadas`. */
  TiposHabitacion: { Id: number; Nombre: string; Habitaciones: number }[];
  Ocupadas: { Fecha: string; TipoHabitacionId: number; Habitaciones: number }[];
  ReservasCargos: FilaReservaCargosIngresos[];
  Tablero: TableroEstados;
  /** `GET /api/Grupo/Resumen`: the user's hotels (one: the dashboard shows no group panel). */
  Grupo: ResumenGrupo;
}

const estadistica = (Fecha: string, IDMoneda: string, o: Partial<FilaEstadistica>): FilaEstadistica => ({
  Fecha,
  IDMoneda,
  Ocupacion: 0,
  OcupacionMoneda: 0,
  Nacionales: 0,
  Extranjeros: 0,
  Huespedes: 0,
  Habitacion: 0,
  Cargo: 0,
  Total: 0,
  HabitacionesDisponibles: 12,
  ...o,
});

export const sala = (Nombre: string, HabitacionId: number, o: Partial<FilaEstadoHotel> = {}): FilaEstadoHotel => ({
  Nombre,
  HabitacionId,
  Entrada: null,
  Salida: null,
  Cliente: null,
  NombrePax: null,
  Personas: null,
  Estado: 'Libre',
  ReservaId: null,
  EstadoReservaId: null,
  Motivo: null,
  ...o,
});

export const piso = (HabitacionId: number, Nombre: string, Estado: HabitacionPiso['Estado'], o: Partial<HabitacionPiso> = {}): HabitacionPiso => ({
  HabitacionId,
  Nombre,
  TipoHabitacionNombre: HabitacionId === 4 ? 'Suite' : 'Doble',
  Estado,
  LlegaHoy: false,
  SaleHoy: false,
  Ocupada: false,
  Pasajeros: 0,
  FueraServicio: null,
  ...o,
});

export function datosIniciales(): Datos {
  const dia1 = { Ocupacion: 6, Nacionales: 8, Extranjeros: 2, Huespedes: 10 };
  const dia2 = { Ocupacion: 3, Nacionales: 3, Extranjeros: 1, Huespedes: 4 };
  return {
    Monedas: [
      { IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: false },
      { IDMoneda: 'USD', Nombre: 'Dólar estadounidense', Centavos: true },
    ],
    Actividad: {
      InfActividadOcupacion: [
        { ClienteId: 1, Cliente: 'Turismo Andes Ltda.', GiroId: 3, Reservas: 3, Noches: 30, Porcentaje: 75 },
        { ClienteId: 2, Cliente: 'José Pérez', GiroId: 1, Reservas: 1, Noches: 10, Porcentaje: 25 },
      ],
      InfActividadCargos: [
        { ClienteId: 1, Cliente: 'Turismo Andes Ltda.', GiroId: 3, IDMoneda: 'CLP', NombreMoneda: 'Peso chileno', Habitacion: 900000, Cargo: 45000, Total: 945000, Ingreso: 500000, Porcentaje: 100 },
        { ClienteId: 2, Cliente: 'José Pérez', GiroId: 1, IDMoneda: 'USD', NombreMoneda: 'Dólar estadounidense', Habitacion: 300, Cargo: 20.5, Total: 320.5, Ingreso: 320.5, Porcentaje: 100 },
      ],
      InfActividadHuespedes: [
        { ClienteId: 1, Cliente: 'Turismo Andes Ltda.', GiroId: 3, Llegadas: 6, Pernotacion: 60, Porcentaje: 80 },
        { ClienteId: 2, Cliente: 'José Pérez', GiroId: 1, Llegadas: 2, Pernotacion: 15, Porcentaje: 20 },
      ],
      InfActividadReservas: [
        { ClienteId: 1, Cliente: 'Turismo Andes Ltda.', GiroId: 3, Reservas: 3, Noches: 30, Pasajeros: 6, Porcentaje: 75 },
        { ClienteId: 2, Cliente: 'José Pérez', GiroId: 1, Reservas: 1, Noches: 10, Pasajeros: 2, Porcentaje: 25 },
      ],
    },
    Estadisticas: [
      estadistica(mes(0), 'CLP', { ...dia1, OcupacionMoneda: 6, Habitacion: 300000, Cargo: 20000, Total: 320000 }),
      estadistica(mes(0), 'USD', { ...dia1, Cargo: 50.5, Total: 50.5 }),
      // Of the 3 rooms, 2 sold in pesos and 1 in dollars.
      estadistica(mes(1), 'CLP', { ...dia2, OcupacionMoneda: 2, Habitacion: 150000, Total: 150000 }),
      estadistica(mes(1), 'USD', { ...dia2, OcupacionMoneda: 1, Habitacion: 90, Total: 90 }),
    ],
    Habitaciones: 12,
    IneCiudades: {
      [mes(0)]: [
        { Id: 1, Ciudad: 'Santiago', Llegadas: 4, Noches: 9, Pernotacion: 14 },
        { Id: 2, Ciudad: 'Valparaíso', Llegadas: 2, Noches: 3, Pernotacion: 6 },
        { Id: 3, Ciudad: '', Llegadas: 1, Noches: 2, Pernotacion: 2 },
      ],
    },
    InePaises: {
      [mes(0)]: [
        { Id: 35, Pais: 'Chile', Llegadas: 7, Noches: 14, Pernotacion: 22 },
        { Id: 8, Pais: 'Argentina', Llegadas: 2, Noches: 4, Pernotacion: 8 },
      ],
    },
    EstadoHotel: {
      [dia(0)]: [
        sala('101', 1, { Estado: 'Sale', Entrada: dia(-3), Salida: dia(0), Cliente: 'José Pérez', NombrePax: 'José Pérez, Ana Soto', Personas: 2, ReservaId: 5, EstadoReservaId: 7 }),
        sala('101', 1, { Estado: 'Llega', Entrada: dia(0), Salida: dia(2), Cliente: 'Turismo Andes Ltda.', NombrePax: null, Personas: 3, ReservaId: 6, EstadoReservaId: 2 }),
        sala('102', 2, { Estado: 'Ocupada', Entrada: dia(-1), Salida: dia(4), Cliente: 'María Díaz', NombrePax: 'María Díaz', Personas: 1, ReservaId: 7, EstadoReservaId: 7 }),
        sala('103', 3),
        sala('104', 4, { Estado: 'Bloqueada', Entrada: dia(-1), Salida: dia(2) }),
      ],
    },
    Pisos: [
      piso(1, '101', 'Sucia', { SaleHoy: true, LlegaHoy: true, Ocupada: true, Pasajeros: 3 }),
      piso(2, '102', 'Limpia', { Ocupada: true, Pasajeros: 1 }),
      piso(3, '103', 'Inspeccionada'),
      piso(4, '104', 'Sucia', { FueraServicio: 'Pintura' }),
    ],
    TiposHabitacion: [
      { Id: 1, Nombre: 'Doble', Habitaciones: 8 },
      { Id: 2, Nombre: 'Suite', Habitaciones: 4 },
    ],
    Ocupadas: [
      { Fecha: mes(0), TipoHabitacionId: 1, Habitaciones: 5 },
      { Fecha: mes(0), TipoHabitacionId: 2, Habitaciones: 1 },
      { Fecha: mes(1), TipoHabitacionId: 1, Habitaciones: 3 },
    ],
    ReservasCargos: [
      {
        IDReserva: 5,
        CheckIN: mes(2),
        CheckOUT: mes(5),
        NombreCliente: 'José Pérez',
        NombreGrupo: null,
        Cargo: 150000,
        Ingreso: 100000,
        Saldo: 50000,
        IDMoneda: 'CLP',
        NombreMoneda: 'Peso chileno',
        Estado: 'Check-IN',
        CantidadPasajeros: 2,
        InfoCaja: 'Reserva 5',
      },
      {
        IDReserva: 5,
        CheckIN: mes(2),
        CheckOUT: mes(5),
        NombreCliente: 'José Pérez',
        NombreGrupo: null,
        Cargo: 21,
        Ingreso: 10.5,
        Saldo: 10.5,
        IDMoneda: 'USD',
        NombreMoneda: 'Dólar estadounidense',
        Estado: 'Check-IN',
        CantidadPasajeros: 2,
        InfoCaja: 'Reserva 5',
      },
      {
        IDReserva: 6,
        CheckIN: mes(40),
        CheckOUT: mes(43),
        NombreCliente: 'Turismo Andes Ltda.',
        NombreGrupo: 'Coro Austral',
        Cargo: 300000,
        Ingreso: 0,
        Saldo: 300000,
        IDMoneda: 'CLP',
        NombreMoneda: 'Peso chileno',
        Estado: 'Confirmado',
        CantidadPasajeros: 6,
        InfoCaja: 'Reserva 6',
      },
    ],
    Grupo: { Fecha: dia(0), Hoteles: [{ HotelId: 7, Nombre: 'Hotel Sur', Actual: true, Habitaciones: 12, OcupadasHoy: 8, Ocupacion: 66.7, Llegadas: 2, Salidas: 1, IngresosMes: [] }] },
    Tablero: {
      habitaciones: 12,
      fueraDeServicio: 0,
      reservas: [
        { EstadoId: 2, Count: 3 },
        { EstadoId: 7, Count: 4 },
        { EstadoId: 8, Count: 1 },
      ],
      llegadas: 2,
      salidas: 1,
      enCasa: 4,
      ocupacion: Array.from({ length: 14 }, (_, i) => ({ Fecha: dia(i), Ocupadas: Math.max(0, 8 - i), FueraDeServicio: 0 })),
    },
  };
}
