import { formatearMomento } from '@recepcion/domain';

/** The area's name in every page header. */
export const AREA_ROOT = 'Root';

/** `2026-11-23T10:05:00.000Z` → `23-11-2026 07:05` in the browser's time zone; '' for null. */
export const fechaHora = (iso: string | null | undefined): string => formatearMomento(iso);

/** `2026-11-23T10:05:07.000Z` → `23-11-2026 07:05:07` in the browser's time zone; '' for null. */
export const fechaHoraSegundos = (iso: string | null | undefined): string => formatearMomento(iso, { segundos: true });
