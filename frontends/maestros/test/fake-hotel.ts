import type { Cargo, FormaPago, GrupoServicio, Habitacion, HotelMoneda, Moneda, Pais, Regimen, Tarifa, Temporada, TipoHabitacion, TipoImpuesto } from '../src/lib/tipos';
import type { ClienteConDocumento as Cliente } from '../src/features/clientes/documento';
import type { FakeAnswer, RecordedCall } from './fake-api';
import { esTipoDocumento, MENSAJES_DOCUMENTO } from '@recepcion/contracts';
import { empujar } from '@recepcion/testing-web';
import { tablasCanalesIniciales, type TablasCanales } from './fake-canales';
import { tablasMotorIniciales, type TablasMotor } from './fake-motor';

/** The hotel's master data the fake API answers from (a copy per test). */
export interface Tablas {
  TiposHabitacion: TipoHabitacion[];
  Habitaciones: Habitacion[];
  Regimenes: Regimen[];
  GruposServicio: GrupoServicio[];
  Cargos: Cargo[];
  FormasPago: FormaPago[];
  TipoImpuestos: TipoImpuesto[];
  Temporadas: Temporada[];
  HotelMonedas: HotelMoneda[];
  Clientes: Cliente[];
  TarifasB: Tarifa[];
  Monedas: Moneda[];
  Paises: Pais[];
  /** Channel sync (Configuración › Canales): feeds, conflicts, what the next pulls give. */
  canales: TablasCanales;
  /** The booking engine's settings (Configuración › Motor de reservas). */
  motor: TablasMotor;
}

export const MONEDAS: Moneda[] = [
  { IDMoneda: 'CLP', Nombre: 'Peso chileno', Centavos: false },
  { IDMoneda: 'EUR', Nombre: 'Euro', Centavos: true },
  { IDMoneda: 'USD', Nombre: 'Dólar estadounidense', Centavos: true },
];

export const PAISES: Pais[] = [
  { Id: 8, Nombre: 'Argentina' },
  { Id: 35, Nombre: 'Chile' },
  { Id: 55, Nombre: 'España' },
];

/** A configured hotel: CLP and IVA (19), a room type with three rooms, as after the setup. */
export function tablasIniciales(): Tablas {
  return {
    TiposHabitacion: [{ Id: 1, Nombre: 'Doble', CantidadPasajeros: 2, CantidadPasajerosPredeterminado: 2 }],
    Habitaciones: [1, 2, 3].map((n) => ({ Id: n, Nombre: String(100 + n), TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Comentario: null, Orden: n })),
    Regimenes: [{ Id: 1, Nombre: 'Desayuno', Comentario: null }],
    GruposServicio: [{ Id: 1, Nombre: 'Minibar', IDContactoMaster: null, Comentario: null }],
    Cargos: [{ Id: 1, Nombre: 'Agua mineral', TipoCargoId: 1, TipoCargoNombre: 'Minibar', Comentario: '500 ml' }],
    FormasPago: [{ Id: 1, Nombre: 'Efectivo' }],
    TipoImpuestos: [{ Id: 1, Nombre: 'IVA (19)', Porcentaje: 19, sys: true }],
    Temporadas: [{ Id: 1, Nombre: 'Alta', FechaInicial: '2026-12-01', FechaFinal: '2027-02-28' }],
    HotelMonedas: [{ Id: 1, MonedaId: 'CLP', MonedaNombre: 'Peso chileno', Factor: 0 }],
    Clientes: [
      cliente({ Id: 1, Nombre: 'José Pérez', GiroId: 1, GiroNombre: 'Particular', Pasaporte: 'X123', TipoDocumento: 'PAS', NumeroDocumento: '12345678', Ciudad: 'Valparaíso' }),
      cliente({ Id: 2, Nombre: 'Turismo Andes Ltda.', GiroId: 3, GiroNombre: 'Agencia de Viajes', Rut: '76.543.210-K', Contacto: 'Marta' }),
      cliente({ Id: 3, Nombre: 'Municipalidad de Valparaíso', GiroId: 5, GiroNombre: 'Municipalidad', Rut: '69.060.100-1', Contacto: 'Oficina de partes' }),
    ],
    TarifasB: [],
    Monedas: MONEDAS,
    Paises: PAISES,
    canales: tablasCanalesIniciales(),
    motor: tablasMotorIniciales([1]),
  };
}

export function cliente(datos: Partial<Cliente> & Pick<Cliente, 'Id' | 'Nombre' | 'GiroId'>): Cliente {
  return { GiroNombre: null, PaisId: 35, Ciudad: 'Santiago', Rut: null, Pasaporte: null, TipoDocumento: null, NumeroDocumento: null, Email: null, Telefono: null, Contacto: null, Direccion: null, ...datos };
}

const GIROS: Record<number, string> = { 1: 'Particular', 2: 'Hotel', 3: 'Agencia de Viajes', 4: 'Transporte', 5: 'Municipalidad', 6: 'Otro tipo de empresa' };

const refusal = (Message: string): FakeAnswer => ({ status: 400, body: { Message } });
const noEncontrado: FakeAnswer = { status: 404, body: { Message: 'No se encontro' } };

type Fila = { Id: number };
type Rutas = 'TiposHabitacion' | 'Habitaciones' | 'Regimenes' | 'GruposServicio' | 'Cargos' | 'FormasPago' | 'TipoImpuestos' | 'Temporadas' | 'HotelMonedas' | 'Clientes';

/** What the server adds to a saved row (the names it joins), or a refusal. */
function completar(tablas: Tablas, ruta: Rutas, datos: Record<string, unknown>, id: number): Record<string, unknown> | FakeAnswer {
  switch (ruta) {
    case 'Cargos': {
      const tipo = tablas.GruposServicio.find((g) => g.Id === datos.TipoCargoId);
      if (!datos.TipoCargoId) return refusal('Seleccione un Tipo de Cargo');
      if (!tipo) return refusal('El Tipo de Cargo seleccionado no existe');
      return { ...datos, TipoCargoNombre: tipo.Nombre };
    }
    case 'Habitaciones': {
      const tipo = tablas.TiposHabitacion.find((t) => t.Id === datos.TipoHabitacionId);
      if (!tipo) return refusal('Seleccione un Tipo de Habitación');
      return { ...datos, TipoHabitacionNombre: tipo.Nombre };
    }
    case 'TiposHabitacion': {
      const predeterminado = Number(datos.CantidadPasajerosPredeterminado ?? 1);
      return { ...datos, CantidadPasajerosPredeterminado: predeterminado, CantidadPasajeros: Math.max(Number(datos.CantidadPasajeros ?? 1), predeterminado) };
    }
    case 'TipoImpuestos':
      return { ...datos, sys: tablas.TipoImpuestos.find((t) => t.Id === id)?.sys ?? false };
    case 'HotelMonedas': {
      const moneda = tablas.Monedas.find((m) => m.IDMoneda === datos.MonedaId);
      if (!moneda) return refusal('Seleccione una moneda');
      if (tablas.HotelMonedas.some((h) => h.MonedaId === datos.MonedaId && h.Id !== id)) return refusal('Esta moneda ya se está incluida en el listado');
      return { ...datos, MonedaNombre: moneda.Nombre, Factor: datos.Factor ?? 0 };
    }
    case 'Clientes':
      // Like the API (libs/contracts): a known document type, or none.
      if (datos.TipoDocumento && !esTipoDocumento(datos.TipoDocumento)) return refusal(MENSAJES_DOCUMENTO.tipoNoValido);
      return { ...datos, GiroNombre: GIROS[Number(datos.GiroId)] ?? null };
    default:
      return datos;
  }
}

const EN_USO: Partial<Record<Rutas, (tablas: Tablas, id: number) => string | undefined>> = {
  TiposHabitacion: (t, id) => (t.Habitaciones.some((h) => h.TipoHabitacionId === id) ? 'No se puede eliminar: hay habitaciones de este tipo' : undefined),
  GruposServicio: (t, id) => (t.Cargos.some((c) => c.TipoCargoId === id) ? 'No se puede eliminar: hay cargos de este tipo' : undefined),
};

const siNo = (valor: boolean) => (valor ? 'Sí' : 'No');

/** The lists `openhotel` answers for these tables (those the area uses). */
export function listasDe(tablas: Tablas): Record<string, unknown[]> {
  const { TiposHabitacion, Habitaciones, Regimenes, GruposServicio, Cargos, FormasPago, TipoImpuestos, Temporadas, HotelMonedas, Monedas, Paises } = tablas;
  return { TiposHabitacion, Habitaciones, Regimenes, GruposServicio, Cargos, FormasPago, TipoImpuestos, Temporadas, HotelMonedas, Monedas, Paises };
}

/** The master-data calls of the API for one hotel, answered from `tablas`; undefined for other calls. */
export function servirMaestros(tablas: Tablas, hotelId: number, { method, url, body }: RecordedCall): FakeAnswer | undefined {
  const datos = (body ?? {}) as Record<string, unknown>;
  if (method === 'GET' && url === '/api/Monedas') return { body: tablas.Monedas };
  if (method === 'GET' && url === '/api/Paises') return { body: tablas.Paises };

  const giro = /^\/api\/Clientes\/Giro\/(\d+)$/.exec(url);
  if (giro && method === 'POST') {
    const giroId = Number(giro[1]);
    const texto = String(datos.texto ?? '')
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '');
    const nombre = (c: Cliente) => c.Nombre.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '');
    const filas = tablas.Clientes.filter((c) => (giroId === 0 ? c.GiroId !== 1 : c.GiroId === giroId)).filter((c) => !texto || nombre(c).split(/\s+/).some((p) => p.startsWith(texto)));
    return { body: filas };
  }

  const lista = /^\/api\/TarifasB\/(\d+)\/(\d+)$/.exec(url);
  if (lista && method === 'GET') {
    if (Number(lista[1]) !== hotelId) return noEncontrado;
    const tipo = Number(lista[2]);
    return {
      body: tablas.TarifasB.filter((t) => t.TipoServicioId === tipo).map((t) => ({
        Id: t.Id,
        TipoServicioId: t.TipoServicioId,
        TemporadaNombre: tablas.Temporadas.find((s) => s.Id === t.TemporadaId)?.Nombre ?? null,
        MonedaNombre: tablas.Monedas.find((m) => m.IDMoneda === t.MonedaId)?.Nombre ?? t.MonedaId,
        PrecioPorPasajeroNombre: t.PrecioPorPasajero ? 'Por pasajero' : 'Por habitación',
        TipoImpuestoNombre: tablas.TipoImpuestos.find((i) => i.Id === t.TipoImpuestoId)?.Nombre ?? null,
        ImpuestoIncluidoNombre: siNo(t.ImpuestoIncluido),
      })),
    };
  }
  const tarifa = /^\/api\/TarifasB(?:\/(\d+))?$/.exec(url);
  if (tarifa) {
    const id = Number(tarifa[1] ?? 0);
    const existente = tablas.TarifasB.find((t) => t.Id === id);
    if (id && !existente) return noEncontrado;
    if (method === 'GET' && existente) return { body: existente };
    if (method === 'DELETE' && existente) {
      tablas.TarifasB = tablas.TarifasB.filter((t) => t !== existente);
      return { body: existente };
    }
    if (method === 'POST' || method === 'PUT') {
      const nueva = body as Tarifa;
      let lineaId = 100;
      const guardada: Tarifa = {
        ...nueva,
        Id: id || Math.max(0, ...tablas.TarifasB.map((t) => t.Id)) + 1,
        DetalleTarifa: nueva.DetalleTarifa.map((l) => ({ Id: lineaId++, ServicioId: l.ServicioId, Valor: l.Valor, PaxMax: l.PaxMax ?? 99998 })),
      };
      tablas.TarifasB = existente ? tablas.TarifasB.map((t) => (t === existente ? guardada : t)) : [...tablas.TarifasB, guardada];
      return { body: guardada };
    }
  }

  const crud = /^\/api\/(TiposHabitacion|Habitaciones|Regimenes|GruposServicio|Cargos|FormasPago|TipoImpuestos|Temporadas|HotelMonedas|Clientes)(?:\/(\d+))?$/.exec(url);
  if (!crud) return undefined;
  const ruta = crud[1] as Rutas;
  const id = Number(crud[2] ?? 0);
  const filas = tablas[ruta] as Fila[];
  const fila = filas.find((f) => f.Id === id);
  if (id && !fila) return noEncontrado;
  if (method === 'GET') return { body: fila ?? filas };
  if (method === 'DELETE' && fila) {
    const enUso = EN_USO[ruta]?.(tablas, id);
    if (enUso) return refusal(enUso);
    (tablas[ruta] as Fila[]) = filas.filter((f) => f !== fila);
    // Like the API, every committed change goes to the hotel's open sessions.
    empujar({ entidad: ruta, metodo: 'delete', datos: fila });
    return { body: fila };
  }
  if (method === 'POST' || (method === 'PUT' && fila)) {
    const nuevoId = id || Math.max(0, ...filas.map((f) => f.Id)) + 1;
    const completa = completar(tablas, ruta, { ...datos, Id: nuevoId }, id);
    if ('status' in completa && typeof completa.status === 'number') return completa as FakeAnswer;
    const guardada = { ...(fila ?? {}), ...completa, Id: nuevoId } as Fila;
    (tablas[ruta] as Fila[]) = fila ? filas.map((f) => (f === fila ? guardada : f)) : [...filas, guardada];
    empujar({ entidad: ruta, metodo: fila ? 'update' : 'insert', datos: guardada });
    return { body: guardada };
  }
  return undefined;
}
