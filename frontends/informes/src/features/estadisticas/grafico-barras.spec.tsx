import { render, screen } from '@testing-library/react';
import { formatearNumero } from '@recepcion/domain';
import { GraficoBarras } from './grafico-barras';

const entero = (v: number) => formatearNumero(v, { decimales: 0 });

function dibujar(cargos: number[]) {
  render(
    <GraficoBarras
      titulo="Ingresos por día (CLP)"
      etiquetas={['01-11', '02-11', '03-11']}
      series={[
        { nombre: 'Habitación', color: '#2f80c2', valores: [300_000, 0, 0] },
        { nombre: 'Cargos', color: '#c9822b', valores: cargos },
      ]}
      formatoEje={entero}
      formatoValor={entero}
      anchoEje={72}
      alto={240}
    />,
  );
  return screen.getByRole('img');
}

describe('a bar chart in plain SVG', () => {
  it('is one image named with each day and its figures, and each day with figures has its stacked bars', () => {
    const imagen = dibujar([20_000, 0, 0]);
    expect(imagen).toHaveAccessibleName('Ingresos por día (CLP): 01-11 Habitación 300.000, Cargos 20.000; 02-11 Habitación 0, Cargos 0; 03-11 Habitación 0, Cargos 0');
    expect([...imagen.querySelectorAll('title')].map((t) => t.textContent)).toEqual(['01-11: Habitación 300.000, Cargos 20.000']);
    expect([...imagen.querySelectorAll('rect')].map((r) => r.getAttribute('fill'))).toEqual(['#2f80c2', '#c9822b']);
    expect([...imagen.querySelectorAll('.inf-barras__eje text')].map((t) => t.textContent)).toEqual(['0', '100.000', '200.000', '300.000', '400.000']);
  });

  it('draws a refunded charge below 0, its axis going there', () => {
    const imagen = dibujar([20_000, -5_000, 0]);
    expect(imagen).toHaveAccessibleName(expect.stringContaining('02-11 Habitación 0, Cargos -5.000'));
    expect([...imagen.querySelectorAll('.inf-barras__eje text')].map((t) => t.textContent)).toEqual(['-100.000', '0', '100.000', '200.000', '300.000', '400.000']);
    const [, , reembolso] = imagen.querySelectorAll('rect');
    const cero = imagen.querySelectorAll('.inf-barras__eje text')[1].getAttribute('y');
    expect(reembolso.getAttribute('y')).toBe(cero);
    expect(Number(reembolso.getAttribute('height'))).toBeGreaterThan(0);
  });
});
