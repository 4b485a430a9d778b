import { ALTO_FILA, ALTO_TIPO, disponer, planoDeFilas, rangoVisible } from './disposicion-filas';
import type { Grupo } from './use-ventana-calendario';

const grupo = (tipoId: number, cuantas: number): Grupo => ({
  tipoId,
  nombre: `Tipo ${tipoId}`,
  habitaciones: Array.from({ length: cuantas }, (_, i) => ({ Id: tipoId * 100 + i, Nombre: `${tipoId}${i}`, TipoHabitacionId: tipoId, TipoHabitacionNombre: `Tipo ${tipoId}` })),
});

describe('the rows of the grid body', () => {
  // Type 1 heading (item 0), its rooms r 0..9 (items 1..10); type 2 heading (11), rooms r 10..19 (12..21).
  const d = disponer([grupo(1, 10), grupo(2, 10)]);

  it('places each type heading and room at a fixed offset', () => {
    expect(d.items).toHaveLength(22);
    expect(d.alto).toBe(2 * ALTO_TIPO + 20 * ALTO_FILA);
    expect(d.itemDeFila[10]).toBe(12);
    expect(d.items[12].top).toBe(2 * ALTO_TIPO + 10 * ALTO_FILA);
  });

  it('finds the rows in view, with a margin on each side', () => {
    expect(rangoVisible(d, 0, 3 * ALTO_FILA, 0)).toEqual([0, 3]);
    expect(rangoVisible(d, d.items[12].top, d.items[12].top + ALTO_FILA, 2)).toEqual([10, 14]);
    expect(rangoVisible(d, 0, 10_000, 6)).toEqual([0, 21]);
  });

  it('keeps the height of the rows left out in spacers, and draws a far row of its own', () => {
    const dibujados = new Set([0, 1, 2, 20]);
    expect(planoDeFilas(d, (i) => dibujados.has(i))).toEqual([
      { tipo: 'grupo', grupo: 0, tramos: [0, 1, 2].map((indice) => ({ tipo: 'item', indice })) },
      { tipo: 'espacio', alto: 8 * ALTO_FILA + ALTO_TIPO + 8 * ALTO_FILA },
      { tipo: 'grupo', grupo: 1, tramos: [{ tipo: 'item', indice: 20 }] },
      { tipo: 'espacio', alto: ALTO_FILA },
    ]);
  });
});
