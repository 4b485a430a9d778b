/// <reference types="node" />
// The spec reads the kit's stylesheet from disk: Node types here only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESTADOS_RESERVA_VISUALES } from './estados-reserva';

const css = readFileSync(path.join(__dirname, '../styles/ui.css'), 'utf8');

function token(nombre: string): string {
  const valor = new RegExp(`--${nombre}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(css)?.[1];
  if (!valor) throw new Error(`ui.css has no --${nombre} as #rrggbb`);
  return valor;
}

/** Relative luminance and contrast ratio of WCAG 2.2 (1.4.3). */
function luminancia(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contraste(a: string, b: string): number {
  const [claro, oscuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x);
  return (claro + 0.05) / (oscuro + 0.05);
}

describe('the reservation status palette', () => {
  it.each(ESTADOS_RESERVA_VISUALES.map((e) => [e.nombre, e.clase]))('%s: its text keeps at least 4.5:1 on its colour', (_nombre, clase) => {
    expect(contraste(token(`rc-estado-${clase}`), token(`rc-estado-${clase}-texto`))).toBeGreaterThanOrEqual(4.5);
  });

  it('tells the statuses apart: no two share a colour', () => {
    const colores = ESTADOS_RESERVA_VISUALES.map((e) => token(`rc-estado-${e.clase}`).toLowerCase());
    expect(new Set(colores).size).toBe(colores.length);
  });
});
