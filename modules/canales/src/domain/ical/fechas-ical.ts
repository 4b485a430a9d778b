/** Calendar dates as `yyyy-MM-dd`, counted as UTC day numbers so no local time zone leaks in. */

const DIA_MS = 86_400_000;

const FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number (days since 1970-01-01) of a real `yyyy-MM-dd` date; RangeError otherwise. */
export function diaDeFecha(fecha: string): number {
  const partes = FECHA_ISO.exec(fecha);
  if (!partes) throw new RangeError(`Fecha no válida: ${fecha}`);
  const dia = diaDeCalendario(Number(partes[1]), Number(partes[2]), Number(partes[3]));
  if (dia === null) throw new RangeError(`Fecha no válida: ${fecha}`);
  return dia;
}

/** Day number of a year, month (1-12) and day, or null when that day does not exist (31 April). */
export function diaDeCalendario(anio: number, mes: number, dia: number): number | null {
  if (anio < 100 || mes < 1 || mes > 12 || dia < 1 || dia > diasDelMes(anio, mes)) return null;
  return Date.UTC(anio, mes - 1, dia) / DIA_MS;
}

export function fechaDeDia(dia: number): string {
  return new Date(dia * DIA_MS).toISOString().slice(0, 10);
}

export function sumarDias(fecha: string, dias: number): string {
  return fechaDeDia(diaDeFecha(fecha) + dias);
}

export function diasDelMes(anio: number, mes: number): number {
  return new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

/** 0 = Monday … 6 = Sunday, the order iCalendar's BYDAY and WKST use. */
export function diaDeLaSemana(dia: number): number {
  // 1970-01-01 was a Thursday.
  return (((dia + 3) % 7) + 7) % 7;
}

/** `yyyy-MM-dd` as iCalendar writes a DATE: `yyyyMMdd`. */
export function fechaCompacta(fecha: string): string {
  diaDeFecha(fecha);
  return fecha.replace(/-/g, '');
}
