/** Wall-clock dates in IANA time zones through Intl, which ships the tz database with Node. */

export interface HoraLocal {
  fecha: string;
  /** Seconds since that date's midnight. */
  segundos: number;
}

const formatos = new Map<string, Intl.DateTimeFormat | null>();

function formatoDe(zona: string): Intl.DateTimeFormat | null {
  if (!formatos.has(zona)) {
    let formato: Intl.DateTimeFormat | null;
    try {
      formato = new Intl.DateTimeFormat('en-US', {
        timeZone: zona,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      formato = null;
    }
    formatos.set(zona, formato);
  }
  return formatos.get(zona) ?? null;
}

/** Whether Intl knows the zone (Outlook's `Romance Standard Time` is not an IANA name). */
export function esZonaConocida(zona: string): boolean {
  return formatoDe(zona) !== null;
}

/** The date and time an instant shows on a wall clock in the zone. */
export function horaLocalEnZona(instanteMs: number, zona: string): HoraLocal {
  const formato = formatoDe(zona);
  if (!formato) throw new RangeError(`Zona horaria desconocida: ${zona}`);
  const partes: Record<string, string> = {};
  for (const parte of formato.formatToParts(new Date(instanteMs))) partes[parte.type] = parte.value;
  return {
    fecha: `${partes['year']}-${partes['month']}-${partes['day']}`,
    segundos: Number(partes['hour']) * 3600 + Number(partes['minute']) * 60 + Number(partes['second']),
  };
}

function desfaseMs(instanteMs: number, zona: string): number {
  const local = horaLocalEnZona(instanteMs, zona);
  const comoUtc = Date.parse(`${local.fecha}T00:00:00Z`) + local.segundos * 1000;
  return comoUtc - Math.floor(instanteMs / 1000) * 1000;
}

/** The instant a wall-clock time in the zone stands for (a time skipped by DST lands just after the gap). */
export function instanteDeHoraLocal(hora: HoraLocal, zona: string): number {
  const comoUtc = Date.parse(`${hora.fecha}T00:00:00Z`) + hora.segundos * 1000;
  // The offset at the guess, not at the wall time read as UTC, is the right one across DST changes.
  const tentativo = comoUtc - desfaseMs(comoUtc, zona);
  return comoUtc - desfaseMs(tentativo, zona);
}
