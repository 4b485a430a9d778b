import { MENSAJES_PISOS as M, type CambioEstadoPiso, type ConfiguracionPisos, type EstadoPiso, type FueraServicio, type HabitacionPiso, LISTA_ESTADOS_PISO } from '@recepcion/contracts';
import { esFechaIso, noches, sumarDias } from '@recepcion/domain';
import { installFetchFalso, refusal, type FakeAnswer, type FakeApi as FetchFalso, type RecordedCall } from '@recepcion/testing-web';

export type { FakeAnswer, Handler, RecordedCall } from '@recepcion/testing-web';

/** Today in the test's clock, plus days (the board is always today's). */
export const dia = (dias = 0): string => {
  const d = new Date();
  const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return sumarDias(iso, dias);
};
/** `yyyy-MM-dd` as the screen shows it. */
export const ddmmyyyy = (iso: string): string => iso.split('-').reverse().join('-');
/** What a user types in a DateInput (eight digits). */
export const tecleada = (iso: string): string => ddmmyyyy(iso).replace(/-/g, '');

/** The hotel the fake API answers for (a fresh copy per test). */
export interface DatosPisos {
  Habitaciones: HabitacionPiso[];
  Historial: Record<number, CambioEstadoPiso[]>;
  FueraServicio: FueraServicio[];
  /** Reservation lines the out-of-order check refuses (nights `Desde` ≤ night < `Hasta`). */
  Reservas: { Id: number; HabitacionId: number; Desde: string; Hasta: string }[];
  /** Who the fake says changed a state. */
  Usuario: string;
  /** `GET/PUT /api/Pisos/Configuracion`. */
  Configuracion: ConfiguracionPisos;
}

const habitacion = (HabitacionId: number, Nombre: string, TipoHabitacionNombre: string, o: Partial<HabitacionPiso> = {}): HabitacionPiso => ({
  HabitacionId,
  Nombre,
  TipoHabitacionNombre,
  Estado: 'Limpia',
  LlegaHoy: false,
  SaleHoy: false,
  Ocupada: false,
  Pasajeros: 0,
  FueraServicio: null,
  ...o,
});

/**
 * Two doubles and a single between them in the hotel's order (the board groups by type), a suite:
 * 101 dirty with a departure, 102 clean with two guests arriving, 103 inspected, 201 single clean
 * and occupied, 301 suite out of order.
 */
export function datosIniciales(): DatosPisos {
  return {
    Habitaciones: [
      habitacion(1, '101', 'Doble', { Estado: 'Sucia', SaleHoy: true }),
      habitacion(2, '102', 'Doble', { Estado: 'Limpia', LlegaHoy: true, Ocupada: true, Pasajeros: 2 }),
      habitacion(4, '201', 'Single', { Estado: 'Limpia', Ocupada: true, Pasajeros: 1 }),
      habitacion(3, '103', 'Doble', { Estado: 'Inspeccionada' }),
      habitacion(5, '301', 'Suite', { Estado: 'Sucia', FueraServicio: 'Filtración en el baño' }),
    ],
    Historial: {
      1: [
        { Fecha: '2026-11-27T09:05:00', De: 'Limpia', A: 'Sucia', Motivo: 'check-out', Usuario: null },
        { Fecha: '2026-11-26T15:40:00', De: 'Sucia', A: 'Limpia', Motivo: 'manual', Usuario: 'Rosa Camarera' },
      ],
    },
    FueraServicio: [{ Id: 30, HabitacionId: 5, HabitacionNombre: '301', Desde: dia(-1), Hasta: dia(2), Motivo: 'Filtración en el baño' }],
    Reservas: [{ Id: 12, HabitacionId: 1, Desde: dia(3), Hasta: dia(5) }],
    Usuario: 'Ana Pérez',
    Configuracion: { ServicioDiario: false },
  };
}

/** The fake `fetch` (libs/testing-web) answering the area's calls from memory, as the API does. */
export interface FakeApi extends FetchFalso {
  datos: DatosPisos;
}

const NO_ENCONTRADO: FakeAnswer = { status: 404, body: { Message: 'No se encontro' } };

export function installFakeApi(datos: DatosPisos = datosIniciales()): FakeApi {
  let siguienteId = 100;
  const servir = ({ method, url, body }: RecordedCall): FakeAnswer | undefined => {
    if (method === 'GET' && url === '/api/Pisos') return { body: datos.Habitaciones };
    if (method === 'GET' && url === '/api/Pisos/Configuracion') return { body: { ...datos.Configuracion } };
    if (method === 'PUT' && url === '/api/Pisos/Configuracion') {
      const valor = (body as { ServicioDiario?: unknown }).ServicioDiario;
      if (typeof valor !== 'boolean') return refusal(M.servicioDiarioNoValido);
      datos.Configuracion = { ServicioDiario: valor };
      return { body: { ...datos.Configuracion } };
    }
    const historial = /^\/api\/Pisos\/(\d+)\/Historial$/.exec(url);
    if (method === 'GET' && historial) {
      const id = Number(historial[1]);
      return datos.Habitaciones.some((h) => h.HabitacionId === id) ? { body: datos.Historial[id] ?? [] } : NO_ENCONTRADO;
    }
    const piso = /^\/api\/Pisos\/(\d+)$/.exec(url);
    if (method === 'PUT' && piso) {
      const h = datos.Habitaciones.find((x) => x.HabitacionId === Number(piso[1]));
      if (!h) return NO_ENCONTRADO;
      const estado = (body as { Estado?: EstadoPiso }).Estado;
      if (!estado || !LISTA_ESTADOS_PISO.includes(estado)) return refusal(M.estadoNoValido);
      if (estado !== h.Estado) {
        datos.Historial[h.HabitacionId] = [{ Fecha: new Date().toISOString(), De: h.Estado, A: estado, Motivo: 'manual', Usuario: datos.Usuario }, ...(datos.Historial[h.HabitacionId] ?? [])];
        h.Estado = estado;
      }
      return { body: { ...h } };
    }
    if (method === 'GET' && url === '/api/FueraServicio') return { body: [...datos.FueraServicio].sort((a, b) => a.Desde.localeCompare(b.Desde) || a.Id - b.Id) };
    if (method === 'POST' && url === '/api/FueraServicio') {
      const c = body as { HabitacionId: number; Desde: string; Hasta: string; Motivo: string };
      if (!esFechaIso(c.Desde) || !esFechaIso(c.Hasta) || !(noches(c.Desde, c.Hasta) > 0)) return refusal(M.fechasNoValidas);
      if (!c.Motivo?.trim()) return refusal(M.ingreseMotivo);
      const h = datos.Habitaciones.find((x) => x.HabitacionId === c.HabitacionId);
      if (!h) return refusal(M.habitacionNoValida);
      const reservas = datos.Reservas.filter((r) => r.HabitacionId === c.HabitacionId && r.Desde < c.Hasta && c.Desde < r.Hasta).map((r) => r.Id);
      if (reservas.length > 0) return refusal(M.conReservas(reservas));
      const fuera: FueraServicio = { Id: siguienteId++, HabitacionId: h.HabitacionId, HabitacionNombre: h.Nombre, Desde: c.Desde, Hasta: c.Hasta, Motivo: c.Motivo.trim() };
      datos.FueraServicio.push(fuera);
      return { body: fuera };
    }
    const fuera = /^\/api\/FueraServicio\/(\d+)$/.exec(url);
    if (method === 'DELETE' && fuera) {
      const i = datos.FueraServicio.findIndex((f) => f.Id === Number(fuera[1]));
      if (i < 0) return NO_ENCONTRADO;
      return { body: datos.FueraServicio.splice(i, 1)[0] };
    }
    return undefined;
  };
  const fake = installFetchFalso({ servir }) as FakeApi;
  fake.datos = datos;
  return fake;
}
