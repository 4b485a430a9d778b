// From the OpenAPI document to requests: the operations, and fast-check arbitraries of valid-looking
// values for their parameters and bodies (types, enums, min/max, lengths, formats, patterns), with
// the hotel's real ids where a name says which id it is and dates as yyyy-MM-dd.
const fc = require('fast-check');

const METODOS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document: {metodo, plantilla, parametros, cuerpo (schema or null)}. */
function operaciones(documento) {
  const lista = [];
  for (const [plantilla, ruta] of Object.entries(documento.paths)) {
    for (const metodo of METODOS) {
      const op = ruta[metodo];
      if (!op) continue;
      const parametros = [...(ruta.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolver(documento, p));
      const esquema = op.requestBody?.content?.['application/json']?.schema;
      lista.push({ metodo: metodo.toUpperCase(), plantilla, clave: `${metodo.toUpperCase()} ${plantilla}`, parametros, cuerpo: esquema ? resolver(documento, esquema) : null, documento });
    }
  }
  return lista;
}

function resolver(documento, esquema) {
  let actual = esquema;
  for (let i = 0; actual?.$ref && i < 10; i++) {
    const partes = actual.$ref.replace(/^#\//, '').split('/');
    actual = partes.reduce((nodo, parte) => nodo?.[parte], documento);
  }
  return actual ?? {};
}

/** The schema's own type; untyped schemas (`{}`) count as "anything". */
function tipoDe(esquema) {
  if (esquema.type) return esquema.type;
  if (esquema.properties) return 'object';
  if (esquema.items) return 'array';
  if (esquema.enum) return typeof esquema.enum[0] === 'number' ? 'number' : 'string';
  return 'cualquiera';
}

const NOMBRES_FECHA = /^(fecha|desde|hasta|checkin|checkout|fechainicial|fechafinal|start_date|end_date)$/i;
const esFecha = (esquema, nombre) => esquema.format === 'date' || (tipoDe(esquema) === 'string' && NOMBRES_FECHA.test(nombre ?? ''));

/** Where a path's `{id}` points, by the first segment of the path that names a resource. */
const RECURSOS = {
  clientes: 'cliente',
  cliente: 'cliente',
  pasajero: 'pasajero',
  cargos: 'cargo',
  gruposservicio: 'grupoServicio',
  habitaciones: 'habitacion',
  regimenes: 'regimen',
  tiposhabitacion: 'tipoHabitacion',
  formaspago: 'formaPago',
  tipoimpuestos: 'tipoImpuesto',
  temporadas: 'temporada',
  hotelmonedas: 'hotelMoneda',
  tarifasb: 'tarifa',
  reservasb: 'reserva',
  calendario: 'reserva',
  bloqueos: 'bloqueo',
  listaespera: 'listaEspera',
  gastos: 'gasto',
  hoteles: 'hotel',
  configuraciones: 'configuracion',
  empresas: 'empresa',
  // The hotel's second user: changing or removing one's own access would end the fuzzer's session.
  hotelusuarios: 'accesoOtroUsuario',
  // The fuzzer's own country and currency: the global catalogues' real rows stay untouched.
  paises: 'paisPropio',
  monedas: 'monedaPropia',
};

/** Names of fields and parameters that say which of the hotel's ids they hold. */
const POR_NOMBRE = {
  hotelid: 'hotel',
  hotel: 'hotel',
  idcm: 'hotel',
  clienteid: 'cliente',
  contactoclienteid: 'cliente',
  idcontactomaster: 'cliente',
  pasajeroid: 'pasajero',
  habitacionid: 'habitacion',
  room: 'habitacion',
  tipohabitacionid: 'tipoHabitacion',
  servicioid: 'tipoHabitacion',
  tipoimpuestoid: 'tipoImpuesto',
  tipoimpuestosaid: 'tipoImpuesto',
  monedaid: 'moneda',
  temporadaid: 'temporada',
  cargoid: 'cargo',
  tipocargoid: 'grupoServicio',
  idservicioregimen: 'regimen',
  formapagoid: 'formaPago',
  reservaid: 'reserva',
  paisid: 'pais',
  slug: 'slugMotor',
  version: 'versionReserva',
  email: 'emailOtroUsuario',
  lowermail: 'emailOtroUsuario',
  // Hotel deletion by its owner's e-mail: the throwaway hotel's.
  correo: 'emailDesechable',
};

/** Values fixed by operation and parameter, where neither the schema nor the name says enough. */
const FIJOS = {
  'PUT /api/Calendario/SetTrasladoReserva/{id}': { id: (ids) => `${ids.reserva}-${ids.lineaReserva}` },
  'PUT /api/Calendario/SetExpandirReservaRecurso/{id}': { id: (ids) => `${ids.reserva}-${ids.lineaReserva}` },
  'POST /api/Root/AccederHotel/{hotelId}': { hotelId: (ids) => ids.hotelDesechable },
  'GET /api/Hoteles/EliminarHotelC/{correo}/{cantidadReservas}': { cantidadReservas: () => '0' },
  'GET /api/TarifasB/{hotelId}/{tipo}': { tipo: () => 6 },
  'POST /api/Cuenta/ChangePassword': { id: (ids) => ids.usuario },
  'POST /api/Clientes/Documentos': { Ids: (ids) => [ids.cliente, ids.pasajero] },
  'PUT /api/ReservasB/GetReservaNuevo': { HabitacionIds: (ids) => [ids.habitacion] },
  // The booking page's stranger: the fuzzer hotel's page, dates it sells, a person's pace.
  'POST /api/Publico/{slug}/Reservas': { CheckIn: (ids) => ids.llegadaMotor, Adultos: () => 2, Ninos: () => 0, Telefono: () => '+56 9 1234 5678', SegundosLlenado: () => 30, AceptaPolitica: () => true, Sitio: () => '' },
  'GET /api/Publico/{slug}/Disponibilidad/{desde}/{hasta}/{adultos}': { desde: (ids) => ids.llegadaMotor, adultos: () => 2, ninos: () => 0 },
  // The page stays on, selling the fuzzer's room type, with settings that hang together.
  'PUT /api/MotorReservas': {
    Activo: () => true,
    TiposHabitacion: (ids) => [ids.tipoHabitacion],
    EstanciaMinima: () => 1,
    EstanciaMaxima: () => 30,
    DiasAnticipacionMinima: () => 0,
    DiasAnticipacionMaxima: () => 365,
    SitioPermitido: () => 'https://www.hotel-fuzz.test',
  },
  'POST /api/Canales': { Url: () => 'https://calendario.fuzz.test/habitacion.ics' },
  'PUT /api/Canales/{id}': { Url: () => 'https://calendario.fuzz.test/habitacion.ics' },
};

function idPorNombre(op, nombre, ids, enRuta) {
  const fijo = FIJOS[op.clave]?.[nombre];
  if (fijo) return { valor: fijo(ids) };
  if (enRuta && nombre === 'id') {
    const segmentos = op.plantilla.split('/').slice(2).map((s) => s.toLowerCase());
    const recurso = segmentos.find((s) => RECURSOS[s]);
    return recurso ? { valor: ids[RECURSOS[recurso]] } : undefined;
  }
  const clave = POR_NOMBRE[nombre.toLowerCase()];
  // An e-mail field of a body is a new address (sign-up, invitations), not the second user's.
  if (!clave || (!enRuta && /mail|correo/i.test(nombre))) return undefined;
  return { valor: ids[clave] };
}

const DIA = 86_400_000;
const BASE_FECHAS = Date.UTC(2031, 0, 1);
const isoDia = (ms) => new Date(ms).toISOString().slice(0, 10);
const fecha = () => fc.integer({ min: 0, max: 330 }).map((n) => isoDia(BASE_FECHAS + n * DIA));

const palabra = (min, max) => fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúñÑ][A-Za-z0-9 áéíóúñ.,-]{0,30}$/).filter((s) => s.length >= min && s.length <= max);

function texto(esquema) {
  const min = esquema.minLength ?? 0;
  const max = Math.min(esquema.maxLength ?? 40, 40);
  if (esquema.format === 'email') return fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/).map((l) => `fuzz-${l}@hotel.test`);
  if (esquema.pattern) return fc.stringMatching(new RegExp(esquema.pattern)).filter((s) => s.length >= min && s.length <= (esquema.maxLength ?? Infinity));
  // Mostly readable words; now and then any Unicode text (accents, emoji, other scripts) that is valid.
  return fc.oneof(
    { weight: 4, arbitrary: palabra(Math.max(min, 1), Math.max(max, 1)) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: Math.max(max, 1) }) },
  );
}

/**
 * Whole numbers, even where the schema allows fractions: an amount with cents is refused in a
 * currency without them (the fuzzer hotel's CLP), and the valid request must get past the edge for
 * its mutations (1.5 among them) to reach the handler.
 */
function numero(esquema) {
  const min = Math.max(0, Math.ceil(esquema.minimum ?? 0));
  const max = Math.max(min, Math.floor(Math.min(esquema.maximum ?? 100_000, 100_000)));
  return fc.integer({ min, max });
}

/**
 * A valid-looking value of `esquema` for the field or parameter `nombre`. `completo`: every optional
 * property present and arrays not empty, so that each field can be broken in turn.
 */
function arbitrario(op, esquema, nombre, ids, { completo = false, enRuta = false, nivel = 0 } = {}) {
  const porNombre = nombre ? idPorNombre(op, nombre, ids, enRuta) : undefined;
  if (porNombre && porNombre.valor !== undefined) return fc.constant(porNombre.valor);
  if (esquema.enum) return fc.constantFrom(...esquema.enum);
  if (esquema.example !== undefined && enRuta) return fc.constant(esquema.example);
  if (esFecha(esquema, nombre)) return fecha();
  // A moment of the past (the «A las» reads): 2026, at half past ten in Santiago.
  if (esquema.format === 'date-time') return fc.integer({ min: 0, max: 300 }).map((n) => `${isoDia(Date.UTC(2026, 0, 1) + n * DIA)}T10:30:00-03:00`);
  switch (tipoDe(esquema)) {
    case 'string':
      return texto(esquema);
    case 'integer':
      return numero(esquema);
    case 'number':
      return numero(esquema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = resolver(op.documento, esquema.items ?? {});
      const minimo = Math.max(esquema.minItems ?? 0, completo ? 1 : 0);
      return fc.array(arbitrario(op, items, undefined, ids, { completo, nivel: nivel + 1 }), { minLength: minimo, maxLength: Math.max(minimo, Math.min(esquema.maxItems ?? 2, 2)) });
    }
    case 'object': {
      const propiedades = Object.entries(esquema.properties ?? {});
      const modelo = Object.fromEntries(propiedades.map(([k, s]) => [k, arbitrario(op, resolver(op.documento, s), k, ids, { completo, nivel: nivel + 1 })]));
      const requeridas = completo ? propiedades.map(([k]) => k) : (esquema.required ?? []);
      return fc.record(modelo, { requiredKeys: requeridas, noNullPrototype: true });
    }
    default:
      return fc.integer({ min: 1, max: 100 });
  }
}

/** Pairs of dates in one object: the second some nights after the first. */
const PARES = [
  ['CheckIn', 'CheckOut'],
  ['Desde', 'Hasta'],
  ['desde', 'hasta'],
  ['checkIn', 'checkOut'],
  ['FechaInicial', 'FechaFinal'],
  ['start_date', 'end_date'],
];
const sumarDias = (iso, n) => isoDia(Date.parse(`${iso}T00:00:00Z`) + n * DIA);

/** Makes a generated value hang together like a real one: stays end after they start, lines inside the stay. */
function coherente(valor, padre) {
  if (Array.isArray(valor)) return valor.map((v) => coherente(v, padre));
  if (!valor || typeof valor !== 'object') return valor;
  for (const [inicio, fin] of PARES) {
    if (typeof valor[inicio] === 'string' && typeof valor[fin] === 'string') valor[fin] = sumarDias(valor[inicio], 1 + (valor[inicio].charCodeAt(9) % 4));
  }
  if (padre && typeof valor.CheckIn === 'string' && typeof padre.CheckIn === 'string') {
    valor.CheckIn = padre.CheckIn;
    valor.CheckOut = padre.CheckOut;
  }
  for (const [clave, hijo] of Object.entries(valor)) if (hijo && typeof hijo === 'object') valor[clave] = coherente(hijo, valor);
  return valor;
}

/**
 * The arbitrary of a whole request of `op`: {ruta: {param: value}, consulta, cabeceras, cuerpo}.
 * Query parameters and headers that are optional come and go unless `completo`.
 */
function arbitrarioPeticion(op, ids, completo) {
  const grupo = (donde) => {
    const params = op.parametros.filter((p) => p.in === donde);
    const modelo = Object.fromEntries(params.map((p) => [p.name, arbitrarioParametro(op, p, ids)]));
    const requeridas = params.filter((p) => completo || p.required || donde === 'path').map((p) => p.name);
    return fc.record(modelo, { requiredKeys: requeridas, noNullPrototype: true });
  };
  const cuerpo = op.cuerpo ? arbitrario(op, op.cuerpo, undefined, ids, { completo }) : fc.constant(undefined);
  return fc.record({ ruta: grupo('path'), consulta: grupo('query'), cabeceras: grupo('header'), cuerpo }).map((p) => {
    p.ruta = coherente(p.ruta);
    p.consulta = coherente(p.consulta);
    p.cuerpo = coherente(p.cuerpo);
    return p;
  });
}

function arbitrarioParametro(op, parametro, ids) {
  const nombre = parametro.name.toLowerCase();
  if (parametro.in === 'header') {
    if (nombre === 'idempotency-key') return fc.uuid();
    if (nombre === 'if-match') return fc.constant(String(ids.versionReserva));
    if (nombre === 'user-agent') return fc.constant('fuzz/1.0');
    return palabra(1, 20);
  }
  const esquema = { ...(parametro.schema ?? { type: 'string' }), ...(parametro.example !== undefined ? { example: parametro.example } : {}) };
  if (nombre === 'texto') return palabra(1, 12);
  if (nombre === 'dias') return fc.integer({ min: 1, max: 31 });
  if (nombre === 'pagina') return fc.integer({ min: 1, max: 3 });
  if (nombre === 'tamano') return fc.integer({ min: 1, max: 50 });
  return arbitrario(op, esquema, parametro.name, ids, { enRuta: parametro.in === 'path' });
}

module.exports = { operaciones, resolver, tipoDe, esFecha, arbitrarioPeticion, isoDia };
