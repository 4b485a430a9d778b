import { CalendarioInvalidoError } from './calendario-invalido.error';
import { type Componente, leerComponentes, propiedad, propiedades } from './componentes-ical';
import { diaDeFecha, sumarDias } from './fechas-ical';
import { desplegarLineas } from './lineas-ical';
import { fechasDeRegla, leerRegla } from './recurrencia-ical';
import { desescaparTexto } from './texto-ical';
import { tipoDeEvento, type TipoEventoExterno } from './tipo-evento';
import { uidSintetico } from './uid-sintetico';
import { leerDuracion, leerMomento, leerMomentos, type Momento, type ZonaDelCalendario } from './valores-ical';
import { esZonaConocida } from './zonas-horarias';

export { CalendarioInvalidoError } from './calendario-invalido.error';

/** An occupation read from another channel's calendar. */
export interface EventoExterno {
  uid: string;
  /** First night, `yyyy-MM-dd`. */
  desde: string;
  /** Check-out day, `yyyy-MM-dd`, exclusive. */
  hasta: string;
  resumen: string;
  tipo: TipoEventoExterno;
}

export interface OpcionesLectura {
  /** `yyyy-MM-dd`: events that end on or before it are over and left out. */
  hoy: string;
  /** How far ahead recurring events are expanded, in days from `hoy`. Default 730. */
  horizonteDias?: number;
}

const HORIZONTE_POR_DEFECTO = 730;

/** The nights a VEVENT occupies, and the recurrence that repeats them. */
interface Estancia {
  inicio: Momento;
  desde: string;
  hasta: string;
  resumen: string | undefined;
  rrule: string | undefined;
  excluidas: ReadonlySet<string>;
}

interface EventoLeido {
  uid: string | undefined;
  /** RECURRENCE-ID's date: this VEVENT replaces that occurrence of the series `uid`. */
  reemplaza: string | undefined;
  /** Undefined for a cancelled event, whose dates are not needed. */
  estancia: Estancia | undefined;
}

/**
 * The occupations in an iCalendar feed (Airbnb, Booking.com, Vrbo, Google…) that are not over by
 * `hoy`, sorted by first night then uid; a uid met twice keeps its last definition. Cancelled
 * events are left out; recurring ones are expanded up to `hoy + horizonteDias`, each occurrence
 * with uid `uid#first night of the occurrence as the series placed it`.
 * Throws CalendarioInvalidoError when the text is not a whole calendar.
 */
export function leerCalendario(texto: string, opciones: OpcionesLectura): EventoExterno[] {
  const horizonte = opciones.horizonteDias ?? HORIZONTE_POR_DEFECTO;
  if (!Number.isInteger(horizonte) || horizonte < 0) throw new RangeError(`Horizonte no válido: ${horizonte}`);
  const limite = sumarDias(opciones.hoy, horizonte);
  if (typeof texto !== 'string') throw new CalendarioInvalidoError('No se recibió texto');

  const series = new Map<string, Map<string, EventoExterno>>();
  const anuladas = new Set<string>();
  const reemplazos: EventoLeido[] = [];
  for (const calendario of leerComponentes(desplegarLineas(texto))) {
    const zona = zonaDelCalendario(calendario);
    for (const vevent of calendario.hijos.filter((c) => c.nombre === 'VEVENT')) {
      const evento = leerEvento(vevent, zona);
      if (evento.uid !== undefined && evento.reemplaza !== undefined) {
        reemplazos.push(evento);
      } else if (!evento.estancia) {
        if (evento.uid !== undefined) {
          series.set(evento.uid, new Map());
          anuladas.add(evento.uid);
        }
      } else {
        const { estancia } = evento;
        const uid = evento.uid ?? uidSintetico(estancia.desde, estancia.hasta, estancia.resumen ?? '');
        anuladas.delete(uid);
        series.set(uid, ocurrencias(uid, estancia, zona, limite));
      }
    }
  }
  for (const { uid = '', reemplaza, estancia } of reemplazos) {
    if (anuladas.has(uid)) continue;
    const serie = series.get(uid) ?? new Map<string, EventoExterno>();
    series.set(uid, serie);
    const clave = `${uid}#${reemplaza}`;
    if (!estancia) serie.delete(clave);
    else serie.set(clave, externo(clave, estancia.desde, estancia.hasta, estancia.resumen ?? resumenDeLaSerie(serie)));
  }

  const porUid = new Map<string, EventoExterno>();
  for (const serie of series.values()) for (const evento of serie.values()) porUid.set(evento.uid, evento);
  return [...porUid.values()]
    .filter((evento) => evento.hasta > opciones.hoy)
    .sort((a, b) => (a.desde !== b.desde ? (a.desde < b.desde ? -1 : 1) : a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
}

function zonaDelCalendario(calendario: Componente): ZonaDelCalendario {
  const zona = propiedad(calendario, 'X-WR-TIMEZONE')?.valor.trim();
  return zona && esZonaConocida(zona) ? zona : undefined;
}

function leerEvento(vevent: Componente, zona: ZonaDelCalendario): EventoLeido {
  const uid = desescaparTexto(propiedad(vevent, 'UID')?.valor ?? '').trim() || undefined;
  const recurrencia = propiedad(vevent, 'RECURRENCE-ID');
  const reemplaza = recurrencia ? momentoLegible(recurrencia.valor, recurrencia.parametros, zona, 'RECURRENCE-ID', uid).fecha : undefined;
  const anulado = propiedad(vevent, 'STATUS')?.valor.trim().toUpperCase() === 'CANCELLED';
  return { uid, reemplaza, estancia: anulado ? undefined : leerEstancia(vevent, zona, uid) };
}

function leerEstancia(vevent: Componente, zona: ZonaDelCalendario, uid: string | undefined): Estancia {
  const dtstart = propiedad(vevent, 'DTSTART');
  if (!dtstart) throw new CalendarioInvalidoError(`El evento ${uid ?? 'sin UID'} no tiene DTSTART`);
  const inicio = momentoLegible(dtstart.valor, dtstart.parametros, zona, 'DTSTART', uid);
  const desde = inicio.fecha;
  const hasta = fechaDeSalida(vevent, inicio, zona, uid);
  const resumen = propiedad(vevent, 'SUMMARY');
  const excluidas = new Set(propiedades(vevent, 'EXDATE').flatMap((p) => leerMomentos(p, zona).map((m) => m.fecha)));
  return {
    inicio,
    desde,
    // Zero-length events (a timed meeting, an end before the start) still close the night they fall on.
    hasta: hasta > desde ? hasta : sumarDias(desde, 1),
    resumen: resumen ? desescaparTexto(resumen.valor) : undefined,
    rrule: propiedad(vevent, 'RRULE')?.valor,
    excluidas,
  };
}

/** DTEND's date; else DTSTART plus DURATION; else the next day. */
function fechaDeSalida(vevent: Componente, inicio: Momento, zona: ZonaDelCalendario, uid: string | undefined): string {
  const dtend = propiedad(vevent, 'DTEND');
  if (dtend) return momentoLegible(dtend.valor, dtend.parametros, zona, 'DTEND', uid).fecha;
  const duracion = propiedad(vevent, 'DURATION');
  if (!duracion) return sumarDias(inicio.fecha, 1);
  const segundos = leerDuracion(duracion.valor);
  if (segundos === null) throw new CalendarioInvalidoError(`DURATION ilegible en el evento ${uid ?? 'sin UID'}: ${duracion.valor}`);
  return sumarDias(inicio.fecha, Math.floor(((inicio.segundos ?? 0) + segundos) / 86_400));
}

// A booking with unreadable dates must stop the import, not vanish from it (the room would look free).
function momentoLegible(valor: string, parametros: Record<string, string>, zona: ZonaDelCalendario, nombre: string, uid: string | undefined): Momento {
  const momento = leerMomento(valor, parametros, zona);
  if (!momento) throw new CalendarioInvalidoError(`${nombre} ilegible en el evento ${uid ?? 'sin UID'}: ${valor}`);
  return momento;
}

function ocurrencias(uid: string, estancia: Estancia, zona: ZonaDelCalendario, limite: string): Map<string, EventoExterno> {
  const resumen = estancia.resumen ?? '';
  if (estancia.rrule === undefined) return new Map([[uid, externo(uid, estancia.desde, estancia.hasta, resumen)]]);
  const regla = leerRegla(estancia.rrule, estancia.inicio, zona);
  // A rule this reader cannot expand keeps its first occurrence rather than invent others.
  const fechas = regla ? fechasDeRegla(regla, estancia.inicio, limite) : [estancia.desde];
  const noches = diaDeFecha(estancia.hasta) - diaDeFecha(estancia.desde);
  const serie = new Map<string, EventoExterno>();
  for (const desde of fechas) {
    if (estancia.excluidas.has(desde)) continue;
    const clave = `${uid}#${desde}`;
    serie.set(clave, externo(clave, desde, sumarDias(desde, noches), resumen));
  }
  return serie;
}

function resumenDeLaSerie(serie: Map<string, EventoExterno>): string {
  return serie.values().next().value?.resumen ?? '';
}

function externo(uid: string, desde: string, hasta: string, resumen: string): EventoExterno {
  return { uid, desde, hasta, resumen, tipo: tipoDeEvento(resumen) };
}
