import { BORDE_DESPLAZAMIENTO, MAXIMO_POR_CUADRO, pasoAlBorde, quienDesplaza } from './use-desplazar-al-borde';

describe('scrolling the grid while a drag is held at its edge', () => {
  // The box shows y 100..700 (the header's bottom to the viewport's).
  const paso = (y: number, origen = 400) => pasoAlBorde(y, 100, 700, origen);

  it('scrolls down near the bottom edge and up near the top one, faster the closer the pointer is', () => {
    expect(paso(700 - BORDE_DESPLAZAMIENTO / 2)).toBe(MAXIMO_POR_CUADRO / 2);
    expect(paso(699)).toBeGreaterThan(paso(700 - BORDE_DESPLAZAMIENTO / 2));
    expect(paso(760)).toBe(MAXIMO_POR_CUADRO);
    expect(paso(100 + BORDE_DESPLAZAMIENTO / 2)).toBe(-MAXIMO_POR_CUADRO / 2);
    expect(paso(40)).toBe(-MAXIMO_POR_CUADRO);
  });

  it('keeps still away from the edges', () => {
    expect(paso(400)).toBe(0);
    expect(paso(700 - BORDE_DESPLAZAMIENTO - 1)).toBe(0);
    expect(paso(100 + BORDE_DESPLAZAMIENTO + 1)).toBe(0);
  });

  it('does not scroll a drag that began at the edge and goes sideways along its row', () => {
    expect(paso(690, 688)).toBe(0);
    expect(paso(110, 112)).toBe(0);
    // Once it heads for the edge, it does.
    expect(paso(690, 640)).toBeGreaterThan(0);
  });

  it('does not scroll a box too short to have a middle', () => {
    expect(pasoAlBorde(150, 100, 190, 120)).toBe(0);
  });
});

describe('who scrolls a drag up or down', () => {
  const caja = { cajaAbajo: 1060, alturaVentana: 900, cajaArriba: 120, desplazamientoVentana: 0 };
  it('going down, the window while the box goes on below it (its last rooms out of view), then the box', () => {
    expect(quienDesplaza(12, caja)).toBe('ventana');
    expect(quienDesplaza(12, { ...caja, cajaAbajo: 890, desplazamientoVentana: 170 })).toBe('caja');
  });

  it('going up, the box until its top, then the window back to the page’s header', () => {
    expect(quienDesplaza(-12, { ...caja, cajaAbajo: 890, desplazamientoVentana: 170 })).toBe('caja');
    expect(quienDesplaza(-12, { ...caja, cajaArriba: 0, desplazamientoVentana: 170 })).toBe('ventana');
    expect(quienDesplaza(-12, { ...caja, cajaArriba: 0 })).toBe('caja');
  });
});
