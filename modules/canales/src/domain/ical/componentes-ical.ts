import { CalendarioInvalidoError } from './calendario-invalido.error';

/** One content line: `NAME;PARAM=value;...:value` (RFC 5545 section 3.1). */
export interface Propiedad {
  /** Upper case. */
  nombre: string;
  /** Upper-case parameter names; quotes removed, a list kept as written (`a,b`). */
  parametros: Readonly<Record<string, string>>;
  /** As written, still escaped. */
  valor: string;
}

/** A `BEGIN:X` … `END:X` block with its properties and nested components. */
export interface Componente {
  nombre: string;
  propiedades: Propiedad[];
  hijos: Componente[];
}

/** Reads a logical line, or null when it has no `name:value` shape. */
export function leerPropiedad(linea: string): Propiedad | null {
  const nombre = /^[A-Za-z0-9-]+/.exec(linea)?.[0];
  if (!nombre) return null;
  const parametros: Record<string, string> = {};
  let i = nombre.length;
  while (linea[i] === ';') {
    const igual = linea.indexOf('=', i);
    if (igual < 0) return null;
    const parametro = linea.slice(i + 1, igual).toUpperCase();
    const valores: string[] = [];
    i = igual;
    do {
      i++;
      if (linea[i] === '"') {
        const cierre = linea.indexOf('"', i + 1);
        if (cierre < 0) return null;
        valores.push(linea.slice(i + 1, cierre));
        i = cierre + 1;
      } else {
        const desde = i;
        while (i < linea.length && !';:,'.includes(linea[i])) i++;
        valores.push(linea.slice(desde, i));
      }
    } while (linea[i] === ',');
    parametros[parametro] = valores.join(',');
  }
  if (linea[i] !== ':') return null;
  return { nombre: nombre.toUpperCase(), parametros, valor: linea.slice(i + 1) };
}

/**
 * The top-level components of unfolded lines. Every block must close in order and the text must
 * hold at least one VCALENDAR and nothing else at the top: anything else is not a calendar (or
 * was cut short), so CalendarioInvalidoError. Lines that are not `name:value` inside a block are
 * skipped, as feeds sometimes carry stray ones.
 */
export function leerComponentes(lineas: readonly string[]): Componente[] {
  const raiz: Componente[] = [];
  const abiertos: Componente[] = [];
  for (const linea of lineas) {
    const propiedad = leerPropiedad(linea);
    const actual = abiertos[abiertos.length - 1];
    if (propiedad?.nombre === 'BEGIN') {
      const componente: Componente = { nombre: propiedad.valor.trim().toUpperCase(), propiedades: [], hijos: [] };
      if (!actual && componente.nombre !== 'VCALENDAR') throw new CalendarioInvalidoError(`Se esperaba BEGIN:VCALENDAR y llegó BEGIN:${componente.nombre}`);
      (actual ? actual.hijos : raiz).push(componente);
      abiertos.push(componente);
    } else if (propiedad?.nombre === 'END') {
      const nombre = propiedad.valor.trim().toUpperCase();
      if (actual?.nombre !== nombre) throw new CalendarioInvalidoError(`END:${nombre} no cierra ningún bloque abierto`);
      abiertos.pop();
    } else if (!actual) {
      throw new CalendarioInvalidoError('El texto no es un calendario iCalendar (no empieza por BEGIN:VCALENDAR)');
    } else if (propiedad) {
      actual.propiedades.push(propiedad);
    }
  }
  if (abiertos.length > 0) throw new CalendarioInvalidoError(`El calendario está incompleto: falta END:${abiertos[abiertos.length - 1].nombre}`);
  if (raiz.length === 0) throw new CalendarioInvalidoError('El texto está vacío: no hay ningún VCALENDAR');
  return raiz;
}

export function propiedad(componente: Componente, nombre: string): Propiedad | undefined {
  return componente.propiedades.find((p) => p.nombre === nombre);
}

export function propiedades(componente: Componente, nombre: string): Propiedad[] {
  return componente.propiedades.filter((p) => p.nombre === nombre);
}
