/** A time zone's name as the browser gives it (`America/Santiago`, `UTC`), before Intl checks it. */
const NOMBRE_ZONA = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;
const diasPorZona = new Map<string, Intl.DateTimeFormat | null>();

/** Intl's day format for the zone `zona` (cached); null when it is not a zone Intl knows. */
function formatoDeZona(zona: string): Intl.DateTimeFormat | null {
  if (zona.length > 64 || !NOMBRE_ZONA.test(zona)) return null;
  let formato = diasPorZona.get(zona);
  if (formato === undefined) {
    try {
      formato = new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      formato = null;
    }
    // Strangers choose the cookie: the cache keeps a bounded number of zones.
    if (diasPorZona.size < 1000) diasPorZona.set(zona, formato);
  }
  return formato;
}

/** `yyyy-MM-dd` of `ahora` in the zone `zona`; null when Intl does not know it. */
function diaEnZona(ahora: Date, zona: string): string | null {
  return formatoDeZona(zona)?.format(ahora) ?? null;
}

/**
 * The zone's name as Intl writes it (`america/santiago` → `America/Santiago`), or null when `zona`
 * is not a time zone's name (an offset in minutes, an unknown name): what a hotel may store.
 */
export function zonaHorariaCanonica(zona: string | null | undefined): string | null {
  if (!zona) return null;
  return formatoDeZona(zona)?.resolvedOptions().timeZone ?? null;
}

/**
 * The visitor's day, `yyyy-MM-dd`, from the `tz` cookie the page leaves: the browser's time zone
 * (`America/Santiago`), so the day is right across a change of summer time, or an offset from UTC
 * in minutes (`getTimezoneOffset`, the cookie of pages before the zone's). UTC's day without a
 * readable one.
 */
export function diaDelVisitante(ahora: Date, zona: string | undefined): string {
  if (zona === undefined) return ahora.toISOString().slice(0, 10);
  const enZona = diaEnZona(ahora, zona);
  if (enZona) return enZona;
  const minutos = /^-?\d{1,4}$/.test(zona) && Math.abs(Number(zona)) <= 14 * 60 ? Number(zona) : 0;
  return new Date(ahora.getTime() - minutos * 60_000).toISOString().slice(0, 10);
}

/**
 * The instant (ISO 8601, UTC) `fecha` begins for the visitor: the first quarter of an hour that is
 * already that day in their zone (summer time included); UTC's midnight without a readable zone.
 */
export function inicioDelDiaDelVisitante(fecha: string, zona: string | undefined): string {
  const medianoche = Date.parse(`${fecha}T00:00:00Z`);
  for (let t = medianoche - 14 * 3_600_000; t <= medianoche + 14 * 3_600_000; t += 15 * 60_000) {
    if (diaDelVisitante(new Date(t), zona) >= fecha) return new Date(t).toISOString();
  }
  return new Date(medianoche).toISOString();
}
