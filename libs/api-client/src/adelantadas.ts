/**
 * Answers the page asked for while its modules were still loading: the shell's index.html starts
 * the start-up call (`Apertura/Configuracion/<hotel>`) with an inline script, so it travels beside
 * the modules instead of after them. Each is taken once, by the first GET of the same URL.
 */
export const ADELANTADAS_GLOBAL = '__respuestasAdelantadas';

type ConAdelantadas = { [ADELANTADAS_GLOBAL]?: Record<string, Promise<Response> | undefined> };

/** The answer already on its way for `url`, or undefined; the page's script gave it for one use. */
export function tomarAdelantada(url: string): Promise<Response> | undefined {
  const adelantadas = typeof window === 'undefined' ? undefined : (window as unknown as ConAdelantadas)[ADELANTADAS_GLOBAL];
  const respuesta = adelantadas?.[url];
  if (respuesta) delete adelantadas[url];
  return respuesta;
}
