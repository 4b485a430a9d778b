import type { FilaListadoReservas, SaldoMoneda } from '@recepcion/contracts';
import { coincidePorPalabras, sumarDias } from '@recepcion/domain';
import { installFetchFalso, refusal, type FakeAnswer, type FakeApi as FetchFalso, type RecordedCall } from '@recepcion/testing-web';
import { datosIniciales, type Datos, type Espera } from './datos';

export type { FakeAnswer, Handler, RecordedCall } from '@recepcion/testing-web';

/** The fake `fetch` (libs/testing-web) serving the list pages' calls from memory. */
export interface FakeApi extends FetchFalso {
  datos: Datos;
}

const noEncontrado: FakeAnswer = { status: 404, body: { Message: 'No se encontro' } };
const esIso = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const REFERENCIA = /^\/api\/(Habitaciones|Monedas)$/;

const seSolapan = (a: { desde: string; hasta: string }, b: { desde: string; hasta: string }) => a.desde < b.hasta && b.desde < a.hasta;

/** What the server adds up over every row of the filtered list, per currency in code order. */
function totalesDe(filas: FilaListadoReservas[]) {
  const porMoneda = new Map<string, SaldoMoneda>();
  for (const s of filas.flatMap((f) => f.Saldos)) {
    const t = porMoneda.get(s.MonedaId) ?? { MonedaId: s.MonedaId, Cargo: 0, Ingreso: 0, Saldo: 0 };
    porMoneda.set(s.MonedaId, { MonedaId: s.MonedaId, Cargo: t.Cargo + s.Cargo, Ingreso: t.Ingreso + s.Ingreso, Saldo: t.Saldo + s.Saldo });
  }
  const Saldos = [...porMoneda.values()].sort((a, b) => a.MonedaId.localeCompare(b.MonedaId));
  return {
    CantidadReservas: filas.length,
    CantidadPasajeros: filas.reduce((n, f) => n + f.CantidadPasajeros, 0),
    Totales: Saldos.map((s) => ({ MonedaId: s.MonedaId, Total: s.Cargo })),
    Saldos,
  };
}

/** Installs the fake as `globalThis.fetch`, behaving like the API for hotel 7. */
export function installFakeApi(datos: Datos = datosIniciales()): FakeApi {
  let siguiente = 100;

  const serve = ({ method, url, body }: RecordedCall): FakeAnswer => {
    const d = (body ?? {}) as Record<string, unknown>;
    const ruta = url.replace(/^\/api\//, '');
    let m: RegExpExecArray | null;
    if (url === '/api/Logger') return { status: 200 };
    if (method === 'GET' && ruta === 'Habitaciones') return { body: datos.Habitaciones };
    if (method === 'GET' && ruta === 'Monedas') return { body: datos.Monedas };
    if (method === 'POST' && ruta === 'Autocomplete/Clientes') return { body: datos.Clientes.filter((c) => coincidePorPalabras(String(d.texto), c.Nombre)) };

    if (method === 'POST' && (m = /^ReservasB\/ListadoReservas(\/Paginado)?(?:\?(.*))?$/.exec(ruta))) {
      if (!esIso(d.Desde)) return refusal('Seleccione la fecha Desde');
      const desde = d.Desde;
      const hasta = esIso(d.Hasta) ? d.Hasta : sumarDias(desde, 366);
      const filas = datos.Reservas.filter(
        (r) => r.CheckOUT > desde && r.CheckIN <= hasta && (!d.ClienteId || r.ClienteId === d.ClienteId) && (d.Anulados === true || r.EstadoId !== 4),
      )
        .sort((a, b) => a.CheckIN.localeCompare(b.CheckIN) || a.ReservaId - b.ReservaId)
        .map(({ ClienteId: _c, ...fila }) => fila);
      if (!m[1]) return { body: filas };
      const consulta = new URLSearchParams(m[2] ?? '');
      const pagina = Number(consulta.get('pagina') ?? 1);
      const tamano = Number(consulta.get('tamano') ?? 50);
      if (!Number.isInteger(pagina) || pagina < 1) return refusal('La página no es válida');
      if (!Number.isInteger(tamano) || tamano < 1 || tamano > 500) return refusal('El tamaño de página debe estar entre 1 y 500');
      return { body: { Filas: filas.slice((pagina - 1) * tamano, pagina * tamano), Pagina: pagina, TamanoPagina: tamano, ...totalesDe(filas) } };
    }

    if (method === 'GET' && (m = /^Informes\/InfCajaFechaHabitacion\/([^?]+)(?:\?(.*))?$/.exec(ruta))) {
      if (!esIso(m[1])) return refusal('Seleccione la fecha');
      // «A las» a past moment: the fake answers the hotel before any stay (every room free).
      if (new URLSearchParams(m[2] ?? '').get('aLas')) return { body: datos.Habitaciones.map((h) => ({ ...libreDe(h.Nombre) })) };
      return { body: datos.Caja[m[1]] ?? datos.Habitaciones.map((h) => ({ ...libreDe(h.Nombre) })) };
    }

    // Expenses
    if (method === 'GET' && (m = /^Gastos\/Busqueda\/([^/]+)\/([^/]+)$/.exec(ruta))) {
      const [desde, hasta] = [m[1], m[2]];
      return { body: datos.Gastos.filter((g) => g.Fecha >= desde && g.Fecha <= hasta).sort((a, b) => a.Fecha.localeCompare(b.Fecha) || a.Id - b.Id) };
    }
    if ((m = /^Gastos(?:\/(\d+))?$/i.exec(ruta))) {
      const id = Number(m[1]);
      const gasto = datos.Gastos.find((g) => g.Id === id);
      if (m[1] && !gasto) return noEncontrado;
      if (method === 'GET' && gasto) return { body: gasto };
      if (method === 'DELETE' && gasto) {
        datos.Gastos = datos.Gastos.filter((g) => g !== gasto);
        return { body: gasto };
      }
      if (method === 'POST' || method === 'PUT') {
        if (!esIso(d.Fecha)) return refusal('Seleccione una Fecha');
        if (!String(d.Concepto ?? '').trim()) return refusal('Ingrese el Concepto');
        if (typeof d.Valor !== 'number') return refusal('Ingrese el Valor');
        const guardado = { Id: gasto?.Id ?? siguiente++, Fecha: d.Fecha, Concepto: String(d.Concepto).trim(), Valor: d.Valor, Comentario: (d.Comentario as string | null) ?? null };
        datos.Gastos = gasto ? datos.Gastos.map((g) => (g === gasto ? guardado : g)) : [...datos.Gastos, guardado];
        return { body: guardado };
      }
    }

    // Room blocks
    if (method === 'GET' && (m = /^Bloqueos\/Busqueda\/([^/]+)$/.exec(ruta))) {
      const desde = m[1];
      return { body: datos.Bloqueos.filter((b) => sumarDias(b.Fecha, b.Noches) > desde).sort((a, b) => a.Fecha.localeCompare(b.Fecha) || a.Id - b.Id) };
    }
    if ((m = /^Bloqueos(?:\/(\d+))?$/i.exec(ruta))) {
      const id = Number(m[1]);
      const bloqueo = datos.Bloqueos.find((b) => b.Id === id);
      if (m[1] && !bloqueo) return noEncontrado;
      if (method === 'GET' && bloqueo) return { body: bloqueo };
      if (method === 'DELETE' && bloqueo) {
        datos.Bloqueos = datos.Bloqueos.filter((b) => b !== bloqueo);
        return { body: bloqueo };
      }
      if (method === 'POST' || method === 'PUT') {
        if (!esIso(d.Fecha)) return refusal('Seleccione una Fecha');
        const noches = d.Noches as number;
        if (!Number.isInteger(noches) || noches < 1) return refusal('Ingrese la cantidad de Noches');
        const habitacion = datos.Habitaciones.find((h) => h.Id === d.HabitacionId);
        if (!habitacion) return refusal('Seleccione una Habitación');
        const estadia = { desde: d.Fecha, hasta: sumarDias(d.Fecha, noches) };
        const tomada =
          datos.Ocupadas.some((o) => o.HabitacionId === habitacion.Id && seSolapan(o, estadia)) ||
          datos.Bloqueos.some((b) => b !== bloqueo && b.HabitacionId === habitacion.Id && seSolapan({ desde: b.Fecha, hasta: sumarDias(b.Fecha, b.Noches) }, estadia));
        if (tomada) return refusal('Habitación no disponible');
        const guardado = { Id: bloqueo?.Id ?? siguiente++, Fecha: d.Fecha, Noches: noches, HabitacionId: habitacion.Id, HabitacionNombre: habitacion.Nombre };
        datos.Bloqueos = bloqueo ? datos.Bloqueos.map((b) => (b === bloqueo ? guardado : b)) : [...datos.Bloqueos, guardado];
        return { body: guardado };
      }
    }

    // Waiting list
    if (method === 'GET' && (m = /^ListaEspera\/Busqueda\/([^/]+)\/([^/]+)$/.exec(ruta))) {
      const [desde, hasta] = [m[1], m[2]];
      return { body: datos.ListaEspera.filter((l) => l.CheckOut > desde && l.CheckIn <= hasta).sort((a, b) => a.CheckIn.localeCompare(b.CheckIn) || a.Id - b.Id) };
    }
    const reservar = method === 'POST' ? /^ListaEspera\/(\d+)\/Reservar$/.exec(ruta) : null;
    if (reservar) {
      const espera = datos.ListaEspera.find((l) => l.Id === Number(reservar[1]));
      if (!espera) return noEncontrado;
      // Like the server: taken nights are refused; reserved, the entry leaves the list.
      if (!espera.HayDisponibilidad) return refusal('Habitación no disponible');
      datos.ListaEspera = datos.ListaEspera.filter((l) => l !== espera);
      return { body: { Id: 500 + espera.Id, CheckIn: espera.CheckIn, CheckOut: espera.CheckOut, ClienteId: espera.ClienteId } };
    }
    if ((m = /^ListaEspera(?:\/(\d+))?$/i.exec(ruta))) {
      const id = Number(m[1]);
      const espera = datos.ListaEspera.find((l) => l.Id === id);
      if (m[1] && !espera) return noEncontrado;
      if (method === 'GET' && espera) return { body: espera };
      if (method === 'DELETE' && espera) {
        datos.ListaEspera = datos.ListaEspera.filter((l) => l !== espera);
        return { body: espera };
      }
      if (method === 'POST' || method === 'PUT') {
        if (!esIso(d.CheckIn)) return refusal('Seleccione un CheckIn');
        if (!esIso(d.CheckOut)) return refusal('Seleccione un CheckOut');
        const cliente = datos.Clientes.find((c) => c.Id === d.ClienteId);
        if (!cliente) return refusal('Seleccione un Cliente');
        if (!((d.CantidadPasajeros as number) >= 1)) return refusal('Seleccione una Cantidad de Pasajeros');
        if (!((d.CantidadHabitaciones as number) >= 1)) return refusal('Seleccione una Cantidad de Habitaciones');
        if (d.CheckOut <= d.CheckIn) return refusal('El Check-Out debe ser posterior al check-In');
        const guardado: Espera = {
          Id: espera?.Id ?? siguiente++,
          CheckIn: d.CheckIn,
          CheckOut: d.CheckOut,
          HotelId: 7,
          ClienteId: cliente.Id,
          ClienteNombre: cliente.Nombre,
          NombrePax: (d.NombrePax as string | null) ?? null,
          CantidadPasajeros: d.CantidadPasajeros as number,
          CantidadHabitaciones: d.CantidadHabitaciones as number,
          HabitacionesPreferencia: (d.HabitacionesPreferencia as string | null) ?? null,
          Comentario: (d.Comentario as string | null) ?? null,
          Usuario: espera?.Usuario ?? '4',
        };
        datos.ListaEspera = espera ? datos.ListaEspera.map((l) => (l === espera ? guardado : l)) : [...datos.ListaEspera, guardado];
        return { body: guardado };
      }
    }
    return noEncontrado;
  };

  const api = installFetchFalso({ servir: serve, esRuido: (c) => REFERENCIA.test(c.url), decodificarUrl: true });
  return Object.assign(api, { datos });
}

function libreDe(Habitaciones: string) {
  return { Habitaciones, CheckIN: null, CheckOUT: null, Cliente: null, NombrePax: null, IngresoFecha: null, Cargo: null, Ingreso: null, Saldo: null, NombreMoneda: null, IDMoneda: null, InfoCaja: null, Estado: null, CantidadPasajeros: null };
}
