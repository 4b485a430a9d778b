// The bad-input classes, and how one breaks a valid request at one place: a path or query parameter,
// a header, a body field (nested ones included) or the body as a whole.
const fc = require('fast-check');
const { Crudo, aJson } = require('./cliente-http');
const { resolver, tipoDe, esFecha } = require('./esquemas');

/** Marks a field to delete. */
const AUSENTE = Symbol('ausente');

const anidado = (n) => new Crudo('['.repeat(n) + ']'.repeat(n));
const FECHAS_INVALIDAS = [
  ['fecha 2026-02-30', '2026-02-30'],
  ['fecha ISO semana 2026-W05-3', '2026-W05-3'],
  ['fecha sin guiones 20260101', '20260101'],
  ['fecha 0000-01-01', '0000-01-01'],
  ['fecha 9999-12-31', '9999-12-31'],
];

/** Classes for a value in a JSON body, by the field's type. Each: [name, value]. */
function clasesDeValor(esquema, nombre) {
  const tipo = tipoDe(esquema);
  const comunes = [
    ['null', null],
    ['anidado 3000', anidado(3000)],
  ];
  const texto = [
    ['NUL', 'Fuzz\u0000'],
    ['sustituto solo', 'Fuzz\ud800'],
    ['texto 10k', 'x'.repeat(10_000)],
    ['texto vacío', ''],
    ["'Infinity'", 'Infinity'],
  ];
  const tipos = [
    ['objeto', { a: 1 }],
    ['lista', ['x']],
    ['booleano', true],
  ];
  const numeros = [
    ['2^31', 2 ** 31],
    ['-2^31-1', -(2 ** 31) - 1],
    ['2^53+1', new Crudo('9007199254740993')],
    ['1e20', new Crudo('1e20')],
    ["'1e20'", '1e20'],
    ['-1', -1],
    ['0', 0],
    ["'Infinity'", 'Infinity'],
    ['texto', 'abc'],
    ['texto numérico', '12'],
  ];
  switch (tipo) {
    case 'string':
      return [
        ...comunes,
        ...texto,
        ...tipos,
        ['número', 12345],
        ...(esFecha(esquema, nombre) ? FECHAS_INVALIDAS : []),
        ...(esquema.enum ? [['fuera del enum', 'NO-VALIDO']] : []),
      ];
    case 'integer':
      return [...comunes, ...numeros, ['1.5', 1.5], ...tipos];
    case 'number':
      return [...comunes, ...numeros, ['1.5', 1.5], ...tipos, ...(esquema.enum ? [['fuera del enum', 999]] : [])];
    case 'boolean':
      return [...comunes, ["'true'", 'true'], ['1', 1], ['objeto', { a: 1 }], ['lista', [true]], ['NUL', 'Fuzz\u0000']];
    case 'array':
      return [
        ...comunes,
        ['objeto', { a: 1 }],
        ['texto', 'abc'],
        ['número', 1],
        ['lista vacía', []],
        ['[null]', [null]],
        ['10001 elementos', Array.from({ length: 10_001 }, () => 1)],
        ['elementos de otro tipo', ['x', true, { a: 1 }]],
      ];
    case 'object':
      return [...comunes, ['lista', [{ a: 1 }]], ['texto', 'abc'], ['número', 1], ['objeto vacío', {}]];
    default:
      return [...comunes, ['NUL', 'Fuzz\u0000'], ['2^31', 2 ** 31], ['objeto', { a: 1 }], ['texto 10k', 'x'.repeat(10_000)]];
  }
}

/** Classes for a path or query value: the text as it goes in the URL (already encoded). */
function clasesDeParametro(esquema, nombre) {
  const numerico = ['integer', 'number'].includes(tipoDe(esquema));
  const comunes = [
    ['NUL', 'a%00b'],
    ['sustituto solo', 'a%ED%A0%80'],
    ['escape mal formado', '%E0%A4%A'],
    ['texto 10k', 'x'.repeat(10_000)],
    ['barra codificada', 'a%2Fb'],
    ['número enorme', '9'.repeat(40)],
  ];
  if (numerico) {
    return [
      ...comunes,
      ['texto', 'abc'],
      ['1.5', '1.5'],
      ['-1', '-1'],
      ['0', '0'],
      ['2^31', '2147483648'],
      ['2^53+1', '9007199254740993'],
      ['1e20', '1e20'],
      ['Infinity', 'Infinity'],
      ['hexadecimal', '0x10'],
      ['con espacios', '%201%20'],
    ];
  }
  return [...comunes, ['2^31', '2147483648'], ['-1', '-1'], ['Infinity', 'Infinity'], ...(esFecha(esquema, nombre) ? FECHAS_INVALIDAS : [])];
}

const CLASES_CABECERA = [
  ['texto 10k', 'x'.repeat(10_000)],
  ['texto', 'abc'],
  ['-1', '-1'],
  ['2^53+1', '9007199254740993'],
  ['1.5', '1.5'],
  ['vacía', ''],
  ['NUL', 'a\u0000b'],
  ['Latin-1', 'ñandú'],
];

/** Whole-body classes: each answers {texto, tipoContenido?} from the valid body. */
const CLASES_CUERPO = [
  ['campo desconocido', (c) => ({ texto: aJson({ ...c, CampoDesconocido: 'x' }) })],
  ['__proto__', (c) => ({ texto: aJson(c).replace(/^\{/, '{"__proto__":{"EsOperador":true},') })],
  ['constructor.prototype', (c) => ({ texto: aJson({ ...c, constructor: { prototype: { EsOperador: true } } }) })],
  ['5000 campos desconocidos', (c) => ({ texto: aJson({ ...c, ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`c${i}`, i])) }) })],
  ['cuerpo null', () => ({ texto: 'null' })],
  ['cuerpo lista', (c) => ({ texto: aJson([c]) })],
  ['cuerpo texto', () => ({ texto: '"x"' })],
  ['cuerpo número', () => ({ texto: '1' })],
  ['objeto vacío', () => ({ texto: '{}' })],
  ['cuerpo vacío', () => ({ texto: '' })],
  ['sin cuerpo', () => ({ texto: undefined })],
  ['cuerpo anidado 3000', () => ({ texto: '['.repeat(3000) + ']'.repeat(3000) })],
  ['JSON mal formado', () => ({ texto: '{"a":' })],
  ['texto plano', (c) => ({ texto: aJson(c), tipoContenido: 'text/plain' })],
  ['formulario', () => ({ texto: 'a=1&b=2', tipoContenido: 'application/x-www-form-urlencoded' })],
];

/** For operations without a body: an unexpected one. */
const CLASES_CUERPO_INESPERADO = [
  ['cuerpo inesperado', () => ({ texto: '{"CampoDesconocido":1}' })],
  ['cuerpo anidado 3000', () => ({ texto: '['.repeat(3000) + ']'.repeat(3000) })],
];

/** An unknown query parameter. */
const CLASES_CONSULTA_EXTRA = [
  ['desconocida', 'x'],
  ['NUL', 'a%00b'],
  ['sustituto solo', 'a%ED%A0%80'],
  ['escape mal formado', '%E0%A4%A'],
];

/** Every place of `op` one can break, with the classes that apply there. */
function objetivos(op) {
  const lista = [];
  for (const p of op.parametros) {
    const esquema = p.schema ?? { type: 'string' };
    if (p.in === 'path' || p.in === 'query') {
      const clases = clasesDeParametro(esquema, p.name).map(([n, v]) => ({ nombre: n, valor: v }));
      if (p.in === 'query') clases.push({ nombre: 'repetido', repetido: true }, { nombre: 'vacío', valor: '' });
      lista.push({ donde: p.in === 'path' ? 'ruta' : 'consulta', nombre: p.name, clases });
    } else if (p.in === 'header') {
      lista.push({ donde: 'cabecera', nombre: p.name, clases: CLASES_CABECERA.map(([n, v]) => ({ nombre: n, valor: v })) });
    }
  }
  lista.push({ donde: 'consulta extra', nombre: 'CampoDesconocido', clases: CLASES_CONSULTA_EXTRA.map(([n, v]) => ({ nombre: n, valor: v })) });
  if (op.cuerpo) {
    lista.push({ donde: 'cuerpo entero', nombre: 'cuerpo', clases: CLASES_CUERPO.map(([n, f]) => ({ nombre: n, cuerpo: f })) });
    campos(op, op.cuerpo, [], lista, 0);
  } else if (op.metodo !== 'GET') {
    lista.push({ donde: 'cuerpo entero', nombre: 'cuerpo', clases: CLASES_CUERPO_INESPERADO.map(([n, f]) => ({ nombre: n, cuerpo: f })) });
  }
  return lista;
}

function campos(op, esquema, camino, lista, nivel) {
  if (nivel > 3) return;
  const requeridos = new Set(esquema.required ?? []);
  for (const [nombre, crudo] of Object.entries(esquema.properties ?? {})) {
    const propio = resolver(op.documento, crudo);
    const aqui = [...camino, nombre];
    const clases = clasesDeValor(propio, nombre).map(([n, v]) => ({ nombre: n, valor: v }));
    if (requeridos.has(nombre)) clases.push({ nombre: 'falta el campo requerido', valor: AUSENTE });
    lista.push({ donde: 'cuerpo', nombre: aqui.join('.'), camino: aqui, clases });
    if (tipoDe(propio) === 'array' && propio.items) {
      const item = resolver(op.documento, propio.items);
      if (tipoDe(item) === 'object') campos(op, item, [...aqui, 0], lista, nivel + 1);
      else lista.push({ donde: 'cuerpo', nombre: `${aqui.join('.')}.0`, camino: [...aqui, 0], clases: clasesDeValor(item, nombre).map(([n, v]) => ({ nombre: n, valor: v })) });
    } else if (tipoDe(propio) === 'object') {
      campos(op, propio, aqui, lista, nivel + 1);
    }
  }
}

/**
 * The order in which an operation's mutations run: every place broken once before any is broken
 * twice (round r takes each place's r-th class), places and classes shuffled by the seed.
 */
function plan(op, semilla) {
  const lugares = objetivos(op);
  const orden = mezclar(lugares.map((_, i) => i), semilla);
  const clases = lugares.map((l, i) => mezclar(l.clases, semilla + i + 1));
  const lista = [];
  const rondas = Math.max(...clases.map((c) => c.length));
  for (let r = 0; r < rondas; r++) for (const i of orden) if (r < clases[i].length) lista.push({ lugar: lugares[i], clase: clases[i][r] });
  return lista;
}

function mezclar(lista, semilla) {
  if (lista.length < 2) return [...lista];
  return fc.sample(fc.shuffledSubarray(lista, { minLength: lista.length, maxLength: lista.length }), { seed: semilla | 0, numRuns: 1 })[0];
}

const clonar = (v) => (v === undefined ? undefined : structuredClone(v));

/** Sets (or deletes) the value at `camino`, making the containers on the way when missing. */
function poner(raiz, camino, valor) {
  let nodo = raiz;
  for (let i = 0; i < camino.length - 1; i++) {
    const clave = camino[i];
    if (nodo[clave] === null || typeof nodo[clave] !== 'object') nodo[clave] = typeof camino[i + 1] === 'number' ? [] : {};
    nodo = nodo[clave];
  }
  const ultima = camino[camino.length - 1];
  if (valor === AUSENTE) {
    if (Array.isArray(nodo)) nodo.splice(ultima, 1);
    else delete nodo[ultima];
  } else {
    nodo[ultima] = valor;
  }
}

const codificar = (v) => encodeURIComponent(String(v));

/**
 * The request `base` broken by `mutacion` ({lugar, clase}, or null for the valid request):
 * {metodo, ruta, cuerpo, cabeceras, tipoContenido}.
 */
function construir(op, base, mutacion) {
  const ruta = { ...base.ruta };
  const consulta = Object.entries(base.consulta).map(([k, v]) => [k, codificar(v)]);
  const cabeceras = Object.fromEntries(Object.entries(base.cabeceras).map(([k, v]) => [k, String(v)]));
  let cuerpo = clonar(base.cuerpo);
  let textoCuerpo;
  let tipoContenido;
  const crudos = {};
  if (mutacion) {
    const { lugar, clase } = mutacion;
    if (lugar.donde === 'ruta') crudos[lugar.nombre] = clase.valor;
    if (lugar.donde === 'consulta') {
      const sin = consulta.filter(([k]) => k !== lugar.nombre);
      const valido = codificar(base.consulta[lugar.nombre] ?? '1');
      consulta.length = 0;
      consulta.push(...sin, ...(clase.repetido ? [[lugar.nombre, valido], [lugar.nombre, valido]] : [[lugar.nombre, clase.valor]]));
    }
    if (lugar.donde === 'consulta extra') consulta.push([lugar.nombre, clase.valor]);
    if (lugar.donde === 'cabecera') cabeceras[lugar.nombre] = clase.valor;
    if (lugar.donde === 'cuerpo') {
      if (cuerpo === null || typeof cuerpo !== 'object') cuerpo = {};
      poner(cuerpo, lugar.camino, clase.valor);
    }
    if (lugar.donde === 'cuerpo entero') ({ texto: textoCuerpo, tipoContenido } = clase.cuerpo(cuerpo ?? {}));
  }
  const camino = op.plantilla.replace(/\{([^}]+)\}/g, (_m, nombre) => (nombre in crudos ? crudos[nombre] : codificar(ruta[nombre])));
  const query = consulta.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  const esMutacionDeCuerpo = mutacion?.lugar.donde === 'cuerpo entero';
  return {
    metodo: op.metodo,
    ruta: camino + (query ? `?${query}` : ''),
    cuerpo: esMutacionDeCuerpo ? textoCuerpo : cuerpo === undefined ? undefined : aJson(cuerpo),
    cabeceras,
    tipoContenido,
  };
}

const describir = (mutacion) => (mutacion ? `${mutacion.lugar.donde} ${mutacion.lugar.nombre}: ${mutacion.clase.nombre}` : 'válida');

module.exports = { plan, construir, describir };
