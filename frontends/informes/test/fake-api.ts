import type { FilaEstadistica, FilaHabitacionesDisponibles, InformeActividad } from '@recepcion/contracts';
import { diaIso, esFechaIso, primerDiaDelMesMas, sumarDias, ultimoDiaDelMes } from '@recepcion/domain';
import { installFetchFalso, refusal, type FakeAnswer, type FakeApi as FetchFalso, type RecordedCall } from '@recepcion/testing-web';
import { datosIniciales, type Datos } from './datos';

export type { FakeAnswer, Handler, RecordedCall } from '@recepcion/testing-web';

/** The fake `fetch` (libs/testing-web) answering the reports' calls from memory, as the API does for hotel 7. */
export interface FakeApi extends FetchFalso {
  datos: Datos;
}

const SELECCIONE_FECHA = refusal('Seleccione la fecha');
const REFERENCIA = /^\/api\/Monedas$/;
/** The dashboard's quiet group read: left out of `apiCalls` like the reference lists. */
const GRUPO = '/api/Grupo/Resumen';

function dias(desde: string, hasta: string): string[] {
  const lista: string[] = [];
  for (let d = desde; diaIso(d) <= diaIso(hasta); d = sumarDias(d, 1)) lista.push(d);
  return lista;
}

/** Every day of the window, each currency of the answer, zeros where the hotel has no row. */
function diaria(datos: Datos, desde: string, hasta: string): FilaEstadistica[] {
  const monedas = ['CLP', ...new Set(datos.Estadisticas.filter((f) => f.IDMoneda !== 'CLP' && f.Fecha >= desde && f.Fecha <= hasta).map((f) => f.IDMoneda))];
  return dias(desde, hasta).flatMap((Fecha) =>
    monedas.map((IDMoneda) => {
      const fila = datos.Estadisticas.find((f) => f.Fecha === Fecha && f.IDMoneda === IDMoneda);
      const otra = datos.Estadisticas.find((f) => f.Fecha === Fecha);
      const base = { Ocupacion: 0, OcupacionMoneda: 0, Nacionales: 0, Extranjeros: 0, Huespedes: 0, ...(otra && { Ocupacion: otra.Ocupacion, Nacionales: otra.Nacionales, Extranjeros: otra.Extranjeros, Huespedes: otra.Huespedes }) };
      return fila ?? { Fecha, IDMoneda, ...base, Habitacion: 0, Cargo: 0, Total: 0, HabitacionesDisponibles: datos.Habitaciones };
    }),
  );
}

/** Each month of the window: the days added up, rooms × days on sale. */
function mensual(datos: Datos, desde: string, hasta: string): FilaEstadistica[] {
  const filas: FilaEstadistica[] = [];
  for (let m = desde; m <= hasta; m = primerDiaDelMesMas(m, 1)) {
    const delMes = diaria(datos, m, ultimoDiaDelMes(m));
    const porMoneda = new Map<string, FilaEstadistica>();
    const diasDelMes = new Set(delMes.map((f) => f.Fecha)).size;
    for (const f of delMes) {
      const t = porMoneda.get(f.IDMoneda) ?? { Fecha: m, IDMoneda: f.IDMoneda, Ocupacion: 0, OcupacionMoneda: 0, Nacionales: 0, Extranjeros: 0, Huespedes: 0, Habitacion: 0, Cargo: 0, Total: 0, HabitacionesDisponibles: datos.Habitaciones * diasDelMes };
      for (const campo of ['Ocupacion', 'OcupacionMoneda', 'Nacionales', 'Extranjeros', 'Huespedes', 'Habitacion', 'Cargo', 'Total'] as const) t[campo] += f[campo];
      porMoneda.set(f.IDMoneda, t);
    }
    filas.push(...porMoneda.values());
  }
  return filas;
}

function disponibles(datos: Datos, desde: string): FilaHabitacionesDisponibles[] {
  return dias(desde, ultimoDiaDelMes(desde)).flatMap((Fecha) =>
    datos.TiposHabitacion.map((t) => ({
      Fecha,
      TipoHabitacionId: t.Id,
      NombreTipoHabitacion: t.Nombre,
      Disponibles: t.Habitaciones - datos.Ocupadas.filter((o) => o.Fecha === Fecha && o.TipoHabitacionId === t.Id).reduce((s, o) => s + o.Habitaciones, 0),
    })),
  );
}

/** Installs the fake as `globalThis.fetch`. */
export function installFakeApi(datos: Datos = datosIniciales()): FakeApi {
  const servir = ({ method, url }: RecordedCall): FakeAnswer | undefined => {
    if (method !== 'GET') return undefined;
    if (REFERENCIA.test(url)) return { body: datos.Monedas };
    if (url === '/api/Pisos') return { body: datos.Pisos };
    if (url === GRUPO) return { body: datos.Grupo };
    const partes = url.replace(/^\/api\/Informes\//, '').split('/');
    if (!url.startsWith('/api/Informes/')) return undefined;
    const [informe, desde, hasta, giro] = partes;
    if (!esFechaIso(desde)) return SELECCIONE_FECHA;
    switch (informe) {
      case 'InfActividadOcupacion':
      case 'InfActividadCargos':
      case 'InfActividadHuespedes':
      case 'InfActividadReservas': {
        if (!esFechaIso(hasta)) return SELECCIONE_FECHA;
        const giroId = Number(giro);
        return { body: datos.Actividad[informe as InformeActividad].filter((f) => giroId === 0 || f.GiroId === giroId) };
      }
      case 'InfEstadisticaDiaria':
        return esFechaIso(hasta) ? { body: diaria(datos, desde, hasta) } : SELECCIONE_FECHA;
      case 'InfEstadisticaMensual':
        return esFechaIso(hasta) ? { body: mensual(datos, desde, hasta) } : SELECCIONE_FECHA;
      case 'InfNacionalINE':
        return { body: datos.IneCiudades[desde] ?? [] };
      case 'InfPaisesINE':
        return { body: datos.InePaises[desde] ?? [] };
      case 'InfEstadoHotel':
        return { body: datos.EstadoHotel[desde] ?? [] };
      case 'InfHabitacionesDisponibles':
        return { body: disponibles(datos, desde) };
      case 'InfReservasCargosIngresos':
        if (!esFechaIso(hasta)) return SELECCIONE_FECHA;
        return { body: datos.ReservasCargos.filter((r) => r.CheckIN <= hasta && r.CheckOUT > desde) };
      case 'InfEstados':
        return { body: datos.Tablero };
      default:
        return undefined;
    }
  };
  const fake = installFetchFalso({ servir, esRuido: (c) => REFERENCIA.test(c.url) || c.url === GRUPO }) as FakeApi;
  fake.datos = datos;
  return fake;
}
