import { act, screen, within } from '@testing-library/react';
import { primerDiaDelMesMas, ultimoDiaDelMes } from '@recepcion/domain';
import { ddmmyyyy, mes } from '../../test/datos';
import { abrirInforme, encabezadosDe, filasDe, papel, resetInformes, signIn } from '../../test/render-informes';
import { nombreMes } from './fechas';

beforeEach(signIn);
afterEach(resetInformes);

const finDeMes = ultimoDiaDelMes(mes(0));

/** What the browser does on Ctrl+P before it lays the page out for paper. */
const ctrlP = () => act(() => void window.dispatchEvent(new Event('beforeprint')));

/** `matchMedia('print')` as a browser has it (jsdom has none), switched by the test as print emulation does. */
function medioImpresion() {
  const original = window.matchMedia;
  const oyentes = new Set<(e: MediaQueryListEvent) => void>();
  const lista = {
    matches: false,
    addEventListener: (_tipo: string, oyente: (e: MediaQueryListEvent) => void) => oyentes.add(oyente),
    removeEventListener: (_tipo: string, oyente: (e: MediaQueryListEvent) => void) => oyentes.delete(oyente),
  };
  window.matchMedia = ((consulta: string) => (consulta === 'print' ? lista : { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  return {
    cambiar: (imprimiendo: boolean) =>
      act(() => {
        lista.matches = imprimiendo;
        oyentes.forEach((o) => o({ matches: imprimiendo } as MediaQueryListEvent));
      }),
    restaurar: () => {
      window.matchMedia = original;
    },
  };
}
const periodo = (desde: string, hasta: string) => `${ddmmyyyy(desde)} al ${ddmmyyyy(hasta)}`;

/** Every report but housekeeping (its own paper copy is tested with it): path, title, filters as printed, orientation. */
const INFORMES: [string, string, string[], 'vertical' | 'horizontal'][] = [
  ['/informes/informe-reservas-cargos-ingresos', 'Reservas con cargos e ingresos', [`Período:${periodo(mes(0), ultimoDiaDelMes(primerDiaDelMesMas(mes(0), 1)))}`], 'horizontal'],
  ['/informes/informe-actividad/1', 'Actividad por cliente: ocupación', [`Período:${periodo(mes(0), finDeMes)}`, 'Giro:Todos'], 'vertical'],
  ['/informes/informe-actividad/2', 'Actividad por cliente: cargos', [`Período:${periodo(mes(0), finDeMes)}`, 'Giro:Todos'], 'horizontal'],
  ['/informes/informe-actividad/3', 'Actividad por cliente: huéspedes', [`Período:${periodo(mes(0), finDeMes)}`, 'Giro:Todos'], 'vertical'],
  ['/informes/informe-actividad/4', 'Actividad por cliente: reservas', [`Período:${periodo(mes(0), finDeMes)}`, 'Giro:Todos'], 'vertical'],
  ['/informes/informe-estadistica-diaria-mensual/1', 'Estadística diaria', [`Período:${periodo(mes(0), finDeMes)}`], 'horizontal'],
  ['/informes/informe-estadistica-diaria-mensual/2', 'Estadística mensual', [`Período:${periodo(`${mes(0).slice(0, 4)}-01-01`, `${mes(0).slice(0, 4)}-12-31`)}`], 'horizontal'],
  ['/informes/informe-ciudades-pasajeros', 'Ciudades de pasajeros', [`Mes:${nombreMes(mes(0))} (${periodo(mes(0), finDeMes)})`], 'vertical'],
  ['/informes/informe-paises-pasajeros', 'Países de pasajeros', [`Mes:${nombreMes(mes(0))} (${periodo(mes(0), finDeMes)})`], 'vertical'],
  ['/informes/informe-habitaciones-disponibles', 'Habitaciones disponibles', [`Período:${periodo(mes(0), finDeMes)}`], 'vertical'],
];

describe('printing a report', () => {
  it.each(INFORMES)('%s: «Imprimir» prints the whole table under the hotel, the title and the filters', async (path, titulo, filtros, orientacion) => {
    const { user, grid } = await abrirInforme(path, titulo);
    expect(document.querySelector('.rc-impresion')).toBeNull();
    const imprimir = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(imprimir).toHaveBeenCalledTimes(1);
    imprimir.mockRestore();

    // Only the paper copy shows on paper; on screen it is hidden, from assistive technology too.
    expect(document.body).toHaveClass('rc-imprimiendo');
    const copia = papel();
    expect(copia.closest('.rc-impresion')).toHaveAttribute('aria-hidden', 'true');
    expect(copia.closest('.rc-impresion')?.classList.contains('rc-impresion--horizontal')).toBe(orientacion === 'horizontal');
    expect(copia.querySelector('.rc-papel__hotel')).toHaveTextContent('Hotel Sur');
    expect(within(copia).getByRole('heading', { hidden: true })).toHaveTextContent(titulo);
    expect([...copia.querySelectorAll('.rc-papel__filtros div')].map((d) => d.textContent)).toEqual(filtros);

    // The whole table: every row and column the grid has, in the same text (no virtualized viewport).
    const tabla = within(copia).getByRole('table', { hidden: true });
    expect([...tabla.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(encabezadosDe(grid));
    const filas = [...tabla.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(filas.length).toBeGreaterThan(0);
    expect(filas).toEqual(filasDe(grid));
  });

  it('prints amounts with dot thousands and comma decimals, right-aligned, and the totals under the table', async () => {
    await abrirInforme('/informes/informe-reservas-cargos-ingresos', 'Reservas con cargos e ingresos');
    ctrlP();
    const copia = papel();
    const filas = [...copia.querySelectorAll('tbody tr')];
    expect(filas).toHaveLength(3);
    const celdas = (tr: Element) => [...tr.querySelectorAll('td')];
    expect(celdas(filas[0]).slice(8).map((td) => td.textContent)).toEqual(['150.000', '100.000', '50.000']);
    expect(celdas(filas[1]).slice(8).map((td) => td.textContent)).toEqual(['21,00', '10,50', '10,50']);
    expect(celdas(filas[0])[8]).toHaveClass('rc-num');
    expect(celdas(filas[0])[1]).toHaveClass('rc-papel__fecha');
    expect(copia.querySelector('.rc-papel__pie')).toHaveTextContent('Reservas: 2 · CLP: cargos 450.000, ingresos 100.000, saldo 350.000 · USD: cargos 21,00, ingresos 10,50, saldo 10,50');
  });

  it('builds the paper copy only when the page goes to print: Ctrl+P, or print media without a print event', async () => {
    await abrirInforme('/informes/informe-estadistica-diaria-mensual/1', 'Estadística diaria');
    expect(document.querySelector('.rc-impresion')).toBeNull();
    ctrlP();
    expect([...papel().querySelectorAll('tbody tr')]).toHaveLength(Number(finDeMes.slice(8)));
    resetInformes();

    const impresion = medioImpresion();
    try {
      await abrirInforme('/informes/informe-estadistica-diaria-mensual/1', 'Estadística diaria');
      expect(document.querySelector('.rc-impresion')).toBeNull();
      impresion.cambiar(true);
      expect([...papel().querySelectorAll('tbody tr')]).toHaveLength(Number(finDeMes.slice(8)));
      // Back on screen it stays built (hidden), ready for the next print.
      impresion.cambiar(false);
      expect(document.querySelector('.rc-impresion')).not.toBeNull();
    } finally {
      impresion.restaurar();
    }
  });

  it('stops printing only the report once the report is left', async () => {
    await abrirInforme('/informes/informe-ciudades-pasajeros', 'Ciudades de pasajeros');
    expect(document.body).toHaveClass('rc-imprimiendo');
    resetInformes();
    expect(document.body).not.toHaveClass('rc-imprimiendo');
    expect(document.querySelector('.rc-impresion')).toBeNull();
  });
});
