import { indiceDe, type Ventana } from './ventana';

/** Left and width (percent of the track) of a stay's nights inside the window, or null when outside. */
export function posicion(ventana: Ventana, n: number, desde: string, hasta: string) {
  const inicio = indiceDe(ventana, desde);
  const fin = indiceDe(ventana, hasta);
  const a = Math.max(0, inicio);
  const b = Math.min(n, fin);
  if (b <= a) return null;
  return { left: `${(a / n) * 100}%`, width: `${((b - a) / n) * 100}%`, cortadaInicio: inicio < 0, cortadaFin: fin > n };
}
