import { ESTADO_RESERVA } from '@recepcion/contracts';
import type { CargoReserva, CrearReservaCuerpo, DocumentoCliente, EstadoReservaId, IngresoReserva, LineaHabitacionReserva as LineaHabitacion, ModificarReservaCuerpo as ReservaBody, PasajeroReserva, PrecioCalculado, ReservaDetalle as Reserva } from '@recepcion/contracts';
import { installFakeApi, type FakeApi, type RecordedCall } from '@recepcion/testing-web';
import { finSalidaAnticipada } from '@recepcion/domain';
import type { ItemNombre } from '../../src/features/reserva/comun/tipos';

/**
 * A small hotel behind the fake fetch: its reference lists and reservations, answering the calls
 * of the reservation dialogs the way the API does (names resolved, totals computed simply, the
 * version checked, statuses and the check-out password).
 */
export const LISTAS = {
  Habitaciones: [
    { Id: 11, Nombre: '101', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble' },
    { Id: 12, Nombre: '102', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble' },
    { Id: 21, Nombre: '201', TipoHabitacionId: 2, TipoHabitacionNombre: 'Suite' },
  ],
  TiposHabitacion: [
    { Id: 1, Nombre: 'Doble', CantidadPasajeros: 2, CantidadPasajerosPredeterminado: 2 },
    { Id: 2, Nombre: 'Suite', CantidadPasajeros: 4, CantidadPasajerosPredeterminado: 3 },
  ],
  Monedas: [
    { IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: false },
    { IDMoneda: 'USD', Nombre: 'Dólar estadounidense', Centavos: true },
  ],
  HotelMonedas: [
    { Id: 1, MonedaId: 'CLP', MonedaNombre: 'Peso chileno', Factor: 0 },
    { Id: 2, MonedaId: 'USD', MonedaNombre: 'Dólar estadounidense', Factor: 0 },
  ],
  TipoImpuestos: [{ Id: 1, Nombre: 'IVA (19)', Porcentaje: 19, sys: true }],
  // The hotel's own payment methods (the API's list has only these; Contado and Credito are 1 and 2 everywhere).
  FormasPago: [{ Id: 7, Nombre: 'Tarjeta' }],
  Cargos: [
    { Id: 5, Nombre: 'Agua mineral', TipoCargoId: 1 },
    { Id: 6, Nombre: 'Lavandería', TipoCargoId: 1 },
  ],
  Regimenes: [{ Id: 3, Nombre: 'Desayuno' }],
  Paises: [
    { Id: 35, Nombre: 'Chile' },
    { Id: 55, Nombre: 'España' },
  ],
};

/** The hotel's clients, as the autocompletes answer them: with their identity document. */
export const CLIENTES: (ItemNombre & DocumentoCliente)[] = [
  { Id: 40, Nombre: 'Ana Rojas', TipoDocumento: 'DNI', NumeroDocumento: '12.345.678-5' },
  { Id: 41, Nombre: 'Bruno Díaz', TipoDocumento: 'PAS', NumeroDocumento: 'AB123456' },
  { Id: 42, Nombre: 'Carla Muñoz', TipoDocumento: null, NumeroDocumento: null },
];

const NOMBRES_ESTADO: Record<number, string> = { 1: 'Sin confirmar', 2: 'Confirmado', 3: 'Re-Confirmado', 4: 'Anulado', 7: 'Check-IN', 8: 'Check-OUT' };
const RUTAS: Record<string, EstadoReservaId> = { SinConfirmar: 1, Confirmado: 2, ReConfirmado: 3, CheckIn: 7, CheckOut: 8 };

const nombreMoneda = (id: string) => LISTAS.Monedas.find((m) => m.IDMoneda === id)?.Nombre ?? id;
const noches = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

export function reservaDePrueba(cambios: Partial<Reserva> = {}): Reserva {
  return {
    Id: 12,
    HotelId: 7,
    CheckIn: '2026-12-01',
    CheckOut: '2026-12-04',
    EstadoId: 2,
    EstadoNombre: 'Confirmado',
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: 1,
    ImpuestoIncluido: true,
    ClienteId: 40,
    ClienteNombre: 'Ana Rojas',
    ContactoClienteNombre: null,
    ContactoClienteEmail: null,
    NombreGrupo: 'Familia Rojas',
    Comentario: null,
    CantidadPasajeros: 2,
    Total: 150000,
    Version: 3,
    Habitaciones: [
      {
        Id: 1,
        HabitacionId: 11,
        HabitacionNombre: '101',
        TipoHabitacionId: 1,
        TipoHabitacionNombre: 'Doble',
        CheckIn: '2026-12-01',
        CheckOut: '2026-12-04',
        CantidadPasajero: 2,
        AlojamientoPrecioUnitario: 50000,
        AlojamientoTotal: 150000,
        IDServicioRegimen: null,
        RegimenPrecioUnitario: null,
        RegimenTotal: 0,
        Base: 126050,
        Impuesto: 23950,
        Total: 150000,
        IDDocumentoVenta: null,
      },
    ],
    Cargos: [],
    Ingresos: [],
    Pasajeros: [],
    Saldos: [{ MonedaId: 'CLP', Cargo: 150000, Ingreso: 0, Saldo: 150000 }],
    ...cambios,
  };
}

/** The test reservation with a charge per currency, a payment and its balances (the account statement, the phone view). */
export const reservaConMovimientos = () =>
  reservaDePrueba({
    Cargos: [
      {
        Id: 1,
        Fecha: '2026-12-02',
        ContactoClienteId: null,
        ClienteNombre: null,
        CargoId: 5,
        CargoNombre: 'Agua mineral',
        Precio: 1500,
        Cantidad: 3,
        Total: 4500,
        ImpuestoIncluido: true,
        TipoImpuestoId: 1,
        MonedaId: 'CLP',
        MonedaNombre: 'Peso chileno',
        Comentario: null,
        HabitacionId: 11,
        HabitacionNombre: '101',
        DocumentoVentaId: null,
      },
      {
        Id: 2,
        Fecha: '2026-12-03',
        ContactoClienteId: 40,
        ClienteNombre: 'Ana Rojas',
        CargoId: 6,
        CargoNombre: 'Lavandería',
        Precio: 10.5,
        Cantidad: 2,
        Total: 21,
        ImpuestoIncluido: true,
        TipoImpuestoId: 1,
        MonedaId: 'USD',
        MonedaNombre: 'Dólar estadounidense',
        Comentario: null,
        HabitacionId: null,
        HabitacionNombre: null,
        DocumentoVentaId: null,
      },
    ],
    Ingresos: [{ Id: 1, Fecha: '2026-12-01', ClienteId: null, ClienteNombre: null, Concepto: 'Abono', Valor: 100000, MonedaId: 'CLP', MonedaNombre: 'Peso chileno', FormaPagoId: 1, HabitacionId: 11, HabitacionNombre: '101', DocumentoVentaId: null }],
    Saldos: [
      { MonedaId: 'CLP', Cargo: 154500, Ingreso: 100000, Saldo: 54500 },
      { MonedaId: 'USD', Cargo: 21, Ingreso: 0, Saldo: 21 },
    ],
  });

export interface FakeHotel {
  api: FakeApi;
  reservas: Map<number, Reserva>;
  /**
   * Answer of GetPrecioCalculado by service kind and id: `6:1` → 45000 (in CLP), `7:5:USD` → 3.5
   * (in that currency), or the whole answer (a stay across seasons).
   */
  precios: Map<string, number | PrecioCalculado>;
  /** While set, GetPrecioCalculado answers only once it settles (a slow price list). */
  demoraTarifas?: Promise<void>;
  /** Rooms the availability call reports as taken. */
  ocupadas: Set<number>;
  /** The hotel's check-out password, when it has one. */
  claveCheckOut?: string;
  mensajeCheckOut?: string | null;
  /** The next PUT answers 409 (someone else saved first). */
  conflicto: boolean;
  puts(): RecordedCall[];
}

function habitacion(id: number) {
  const h = LISTAS.Habitaciones.find((x) => x.Id === id);
  if (!h) throw new Error(`La habitación ${id} no existe en el hotel de prueba`);
  return h;
}

function total(l: ReservaBody['Habitaciones'][number]): number {
  return l.AlojamientoPrecioUnitario * noches(l.CheckIn, l.CheckOut) + (l.IDServicioRegimen ? (l.RegimenPrecioUnitario ?? 0) * noches(l.CheckIn, l.CheckOut) : 0);
}

function aplicar(previa: Reserva | undefined, id: number, b: ReservaBody): Reserva {
  const Habitaciones: LineaHabitacion[] = b.Habitaciones.map((l, i) => {
    const h = habitacion(l.HabitacionId);
    return {
      ...l,
      Id: l.Id ?? 100 + i,
      HabitacionNombre: h.Nombre,
      TipoHabitacionId: h.TipoHabitacionId,
      TipoHabitacionNombre: h.TipoHabitacionNombre,
      IDServicioRegimen: l.IDServicioRegimen ?? null,
      RegimenPrecioUnitario: l.RegimenPrecioUnitario ?? null,
      AlojamientoNoches: l.AlojamientoNoches ?? undefined,
      RegimenNoches: l.RegimenNoches ?? undefined,
      AlojamientoTotal: total({ ...l, IDServicioRegimen: null }),
      RegimenTotal: total(l) - total({ ...l, IDServicioRegimen: null }),
      Base: total(l),
      Impuesto: 0,
      Total: total(l),
      IDDocumentoVenta: null,
    };
  });
  const nombreHabitacion = (hid: number | null) => (hid ? (Habitaciones.find((l) => l.HabitacionId === hid)?.HabitacionNombre ?? null) : null);
  const nombreCliente = (cid: number | null) => (cid ? (CLIENTES.find((c) => c.Id === cid)?.Nombre ?? null) : null);
  const Cargos: CargoReserva[] = (b.Cargos ?? previa?.Cargos ?? []).map((c, i) => ({
    ...(c as CargoReserva),
    Id: c.Id ?? 200 + i,
    CargoNombre: LISTAS.Cargos.find((x) => x.Id === c.CargoId)?.Nombre ?? '',
    Cantidad: c.Cantidad ?? 1,
    Total: c.Precio * (c.Cantidad ?? 1),
    ImpuestoIncluido: c.ImpuestoIncluido ?? true,
    MonedaNombre: (c as CargoReserva).MonedaNombre ?? nombreMoneda(c.MonedaId),
    Comentario: c.Comentario ?? null,
    HabitacionId: c.HabitacionId ?? null,
    HabitacionNombre: nombreHabitacion(c.HabitacionId ?? null),
    ContactoClienteId: c.ContactoClienteId ?? null,
    ClienteNombre: nombreCliente(c.ContactoClienteId ?? null),
    DocumentoVentaId: (c as CargoReserva).DocumentoVentaId ?? null,
  }));
  const Ingresos: IngresoReserva[] = (b.Ingresos ?? previa?.Ingresos ?? []).map((x, i) => ({
    ...(x as IngresoReserva),
    Id: x.Id ?? 300 + i,
    MonedaNombre: (x as IngresoReserva).MonedaNombre ?? nombreMoneda(x.MonedaId),
    HabitacionId: x.HabitacionId ?? null,
    HabitacionNombre: nombreHabitacion(x.HabitacionId ?? null),
    ClienteId: x.ClienteId ?? null,
    ClienteNombre: nombreCliente(x.ClienteId ?? null),
    DocumentoVentaId: (x as IngresoReserva).DocumentoVentaId ?? null,
  }));
  const Pasajeros: PasajeroReserva[] = (b.Pasajeros ?? previa?.Pasajeros ?? []).map((p, i) => ({
    Id: p.Id ?? 400 + i,
    PasajeroId: p.PasajeroId,
    HabitacionId: p.HabitacionId,
    PasajeroNombre: nombreCliente(p.PasajeroId) ?? `Pasajero ${p.PasajeroId}`,
    HabitacionNombre: nombreHabitacion(p.HabitacionId) ?? '',
    IDDetalleVenta: null,
    sysEntrada: null,
    sysSalida: null,
  }));
  const estadoId: EstadoReservaId = previa?.EstadoId ?? 1;
  return {
    Id: id,
    HotelId: 7,
    CheckIn: b.CheckIn,
    CheckOut: b.CheckOut,
    EstadoId: estadoId,
    EstadoNombre: NOMBRES_ESTADO[estadoId],
    FormaPagoId: b.FormaPagoId,
    MonedaId: b.MonedaId,
    TipoImpuestoId: b.TipoImpuestoId,
    ImpuestoIncluido: b.ImpuestoIncluido ?? true,
    ClienteId: b.ClienteId,
    ClienteNombre: nombreCliente(b.ClienteId) ?? '',
    ContactoClienteNombre: b.ContactoClienteNombre ?? null,
    ContactoClienteEmail: b.ContactoClienteEmail ?? null,
    NombreGrupo: b.NombreGrupo ?? null,
    Comentario: b.Comentario ?? null,
    CantidadPasajeros: b.CantidadPasajeros ?? Habitaciones.reduce((s, l) => s + l.CantidadPasajero, 0),
    Total: Habitaciones.reduce((s, l) => s + (l.Total ?? 0), 0),
    Version: (previa?.Version ?? 0) + 1,
    Habitaciones,
    Cargos,
    Ingresos,
    Pasajeros,
    Saldos: previa?.Saldos ?? [],
    // Like the server, an edit keeps where the reservation was booked (the body never carries it).
    ...(previa?.Origen ? { Origen: previa.Origen } : {}),
  };
}

export function installFakeHotel(reservas: Reserva[] = [reservaDePrueba()]): FakeHotel {
  const api = installFakeApi();
  const hotel: FakeHotel = {
    api,
    reservas: new Map(reservas.map((r) => [r.Id, r])),
    precios: new Map(),
    ocupadas: new Set(),
    conflicto: false,
    puts: () => api.apiCalls('PUT').filter((c) => /\/api\/ReservasB\/\d+$/.test(c.url)),
  };
  let siguienteId = 500;
  let siguienteCliente = 900;

  api.on((call) => {
    const { method, url } = call;
    const body = call.body as Record<string, unknown> | undefined;
    const lista = /^\/api\/(\w+)$/.exec(url)?.[1];
    if (method === 'GET' && lista && lista in LISTAS) return { body: LISTAS[lista as keyof typeof LISTAS] };

    let m = /^\/api\/ReservasB\/(\d+)$/.exec(url);
    if (m) {
      const id = Number(m[1]);
      const r = hotel.reservas.get(id);
      if (!r) return { status: 404, body: { Message: 'No se encontro' } };
      if (method === 'GET') return { body: r };
      if (method === 'DELETE') {
        hotel.reservas.delete(id);
        return { body: { Message: 'Eliminado con éxito' } };
      }
      if (method === 'PUT') {
        const b = body as unknown as ReservaBody;
        if (hotel.conflicto || (b.Version !== undefined && b.Version !== r.Version)) {
          hotel.conflicto = false;
          return { status: 409, body: { Message: 'La reserva fue modificada por otro usuario. Vuelva a cargarla e intente de nuevo.' } };
        }
        const nueva = aplicar(r, id, b);
        hotel.reservas.set(id, nueva);
        return { body: nueva };
      }
    }
    if (method === 'POST' && url === '/api/ReservasB') {
      // The server is the judge of availability, and creates the reservation in the status it is sent.
      const cuerpo = body as unknown as CrearReservaCuerpo;
      if (cuerpo.Habitaciones.some((l) => hotel.ocupadas.has(l.HabitacionId))) return { status: 400, body: { Message: 'Habitación no disponible' } };
      const id = siguienteId++;
      const creada = aplicar(undefined, id, cuerpo as ReservaBody);
      const estado = cuerpo.EstadoId ?? 1;
      const nueva = { ...creada, EstadoId: estado, EstadoNombre: NOMBRES_ESTADO[estado] };
      hotel.reservas.set(id, nueva);
      return { body: nueva };
    }
    if (method === 'PUT' && url === '/api/ReservasB/GetReservaNuevo') {
      const ids = (body?.HabitacionIds as number[]) ?? [];
      const checkIn = body?.CheckIn as string;
      const checkOut = body?.CheckOut as string;
      return {
        body: {
          Id: 0,
          CheckIn: checkIn,
          CheckOut: checkOut,
          EstadoId: 1,
          FormaPagoId: 1,
          MonedaId: 'CLP',
          TipoImpuestoId: 1,
          ImpuestoIncluido: true,
          ClienteId: null,
          CantidadPasajeros: 0,
          Habitaciones: ids.map((hid) => {
            const h = habitacion(hid);
            const tipo = LISTAS.TiposHabitacion.find((t) => t.Id === h.TipoHabitacionId) ?? LISTAS.TiposHabitacion[0];
            return {
              Id: 0,
              HabitacionId: h.Id,
              HabitacionNombre: h.Nombre,
              TipoHabitacionId: h.TipoHabitacionId,
              TipoHabitacionNombre: tipo.Nombre,
              CheckIn: checkIn,
              CheckOut: checkOut,
              CantidadPasajero: tipo.CantidadPasajerosPredeterminado,
              AlojamientoPrecioUnitario: 0,
              IDServicioRegimen: null,
              RegimenPrecioUnitario: null,
            };
          }),
          Cargos: [],
          Ingresos: [],
          Pasajeros: [],
        },
      };
    }
    if (method === 'PUT' && url === '/api/ReservasB/GetPrecioCalculado') {
      const clave = `${body?.TipoServicioId ?? 6}:${body?.ServicioId}`;
      const valor = hotel.precios.get(`${clave}:${body?.MonedaId}`) ?? (!body?.MonedaId || body.MonedaId === 'CLP' ? hotel.precios.get(clave) : undefined);
      const respuesta = { body: valor === undefined ? { HasValue: false, Value: null } : typeof valor === 'number' ? { HasValue: true, Value: valor } : valor };
      return hotel.demoraTarifas ? hotel.demoraTarifas.then(() => respuesta) : respuesta;
    }
    m = /^\/api\/ReservasB\/IsHabitacionDisponible\/(\d+)\//.exec(url);
    if (m) return { body: !hotel.ocupadas.has(Number(m[1])) };
    m = /^\/api\/ReservasB\/(\d+)\/Historial$/.exec(url);
    if (m) {
      return {
        body: [
          { Version: 1, Fecha: '2026-11-20T13:00:00.000Z', UsuarioId: 4, Tipo: 'ReservaCreada', Descripcion: 'Reserva creada para Ana Rojas del 2026-12-01 al 2026-12-04 con 1 habitación(es)' },
          { Version: 2, Fecha: '2026-11-21T15:30:00.000Z', UsuarioId: 4, Tipo: 'EstadoCambiado', Descripcion: 'Estado: Sin confirmar → Confirmado' },
        ],
      };
    }
    if (method === 'POST' && (url === '/api/Autocomplete/Clientes' || url === '/api/Autocomplete/Pasajeros')) {
      const texto = String(body?.texto ?? '').toLowerCase();
      return { body: CLIENTES.filter((c) => c.Nombre.toLowerCase().includes(texto)) };
    }
    if (method === 'POST' && url === '/api/Clientes') {
      const documento = { TipoDocumento: (body?.TipoDocumento as DocumentoCliente['TipoDocumento']) ?? null, NumeroDocumento: (body?.NumeroDocumento as string) ?? null };
      const nuevo = { Id: siguienteCliente++, Nombre: String(body?.Nombre), ...documento };
      CLIENTES.push(nuevo);
      return { body: { ...body, ...nuevo } };
    }
    if (method === 'POST' && url === '/api/Clientes/Documentos') {
      const ids = (body?.Ids as number[]) ?? [];
      return { body: CLIENTES.filter((c) => ids.includes(c.Id)).sort((a, b) => a.Id - b.Id) };
    }
    m = /^\/api\/calendario\/(SinConfirmar|Confirmado|ReConfirmado|CheckIn|CheckOut)\/(\d+)(?:\?acortar=true&fecha=(\d{4}-\d{2}-\d{2}))?$/.exec(url);
    if (m && method === 'GET') {
      const guardada = hotel.reservas.get(Number(m[2]));
      // An early check-out ends the stay where the server ends it (libs/domain's rule): the lines
      // that ended on the check-out end then.
      const fin = guardada && m[3] ? finSalidaAnticipada(ESTADO_RESERVA.checkOut, guardada, m[3]) : null;
      const r =
        guardada && fin
          ? { ...guardada, CheckOut: fin, Habitaciones: guardada.Habitaciones.map((l) => (l.CheckOut === guardada.CheckOut ? { ...l, CheckOut: fin } : l)) }
          : guardada;
      if (!r) return { status: 404, body: { Message: 'No se encontro' } };
      if (m[1] === 'CheckOut' && hotel.claveCheckOut && call.headers?.['X-Clave-CheckOut'] !== hotel.claveCheckOut) return { status: 400, body: { Message: 'Contraseña incorrecta' } };
      const estado = RUTAS[m[1]];
      const nueva = { ...r, EstadoId: estado, EstadoNombre: NOMBRES_ESTADO[estado], Version: (r.Version ?? 0) + 1 };
      hotel.reservas.set(r.Id, nueva);
      return { body: m[1] === 'CheckOut' ? { ...nueva, mensajeCheckOut: hotel.mensajeCheckOut ?? null } : nueva };
    }
    m = /^\/api\/calendario\/AnularReserva\/(\d+)$/.exec(url);
    if (m && method === 'PUT') {
      const r = hotel.reservas.get(Number(m[1]));
      if (!r) return { status: 404, body: { Message: 'No se encontro' } };
      const nueva = { ...r, EstadoId: 4 as const, EstadoNombre: 'Anulado', Version: (r.Version ?? 0) + 1 };
      hotel.reservas.set(r.Id, nueva);
      return { body: { ...nueva, Message: 'Anulado con éxito' } };
    }
    m = /^\/api\/calendario\/reserva-movil\/(\d+)$/.exec(url);
    if (m) {
      const r = hotel.reservas.get(Number(m[1]));
      if (!r) return { status: 404, body: { Message: 'No se encontro' } };
      const { Habitaciones, Cargos, Ingresos, Pasajeros, ...general } = r;
      return { body: { general, habitaciones: Habitaciones, cargos: Cargos, ingresos: Ingresos, pasajeros: Pasajeros } };
    }
    if (url === '/api/Logger') return { status: 200, body: {} };
    return undefined;
  });
  return hotel;
}
