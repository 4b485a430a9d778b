/** Paths of the area shown by another micro-frontend, where only the dialogs are hosted. */
export const RUTAS_AJENAS = ['/reservas/calendario', '/reservas/calendar-new'] as const;

export function esRutaAjena(path: string): boolean {
  return RUTAS_AJENAS.some((ruta) => ruta.toLowerCase() === path.toLowerCase());
}
