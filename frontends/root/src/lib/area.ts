/** The area's name in every page header. */
export const AREA_ROOT = 'Root';

/** `2026-11-23T10:05:00.000Z` → `23-11-2026 07:05` in the browser's time zone; '' for null. */
export function fechaHora(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const dos = (n: number) => String(n).padStart(2, '0');
  return `${dos(d.getDate())}-${dos(d.getMonth() + 1)}-${d.getFullYear()} ${dos(d.getHours())}:${dos(d.getMinutes())}`;
}

/** `2026-11-23T10:05:07.000Z` → `23-11-2026 07:05:07` in the browser's time zone; '' for null. */
export function fechaHoraSegundos(iso: string | null | undefined): string {
  const minutos = fechaHora(iso);
  return iso && minutos ? `${minutos}:${String(new Date(iso).getSeconds()).padStart(2, '0')}` : '';
}
