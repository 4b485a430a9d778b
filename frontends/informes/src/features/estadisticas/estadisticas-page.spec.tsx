import { screen, waitFor, within } from '@testing-library/react';
import { primerDiaDelMesMas, ultimoDiaDelMes } from '@recepcion/domain';
import { ddmmyyyy, dia, mes, tecleada } from '../../../test/datos';
import { instalarObservadorFalso } from '../../../test/observador-falso';
import { abrirInforme, enPantalla, encabezadosDe, exportarCsv, filasDe, renderInformes, resetInformes, signIn } from '../../../test/render-informes';

const DIARIA = '/informes/informe-estadistica-diaria-mensual/1';
const MENSUAL = '/informes/informe-estadistica-diaria-mensual/2';

beforeEach(signIn);
afterEach(resetInformes);

const finDeMes = ultimoDiaDelMes(mes(0));
describe('estadística diaria', () => {
  it('reads every day of the current month, with the currencies side by side and occupancy %, ADR and RevPAR', async () => {
    const { api, grid } = await abrirInforme(DIARIA, 'Estadística diaria');
    expect(document.title).toBe('Estadística diaria - recepcion.app');
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Informes/InfEstadisticaDiaria/${mes(0)}/${finDeMes}`, body: undefined }]);
    expect(encabezadosDe(grid)).toEqual([
      'Fecha',
      'Ocupación',
      '% Ocupación',
      'Nacionales',
      'Extranjeros',
      'Huéspedes',
      'Habitación CLP',
      'Cargo CLP',
      'Total CLP',
      'ADR CLP',
      'RevPAR CLP',
      'Habitación USD',
      'Cargo USD',
      'Total USD',
      'ADR USD',
      'RevPAR USD',
    ]);
    const filas = filasDe(grid);
    expect(filas).toHaveLength(Number(finDeMes.slice(8)));
    expect(filas.slice(0, 3)).toEqual([
      // ADR per currency over the rooms sold in it: no room in dollars the first day, no rate.
      [ddmmyyyy(mes(0)), '6', '50,0 %', '8', '2', '10', '300.000', '20.000', '320.000', '50.000', '25.000', '0,00', '50,50', '50,50', '', '0,00'],
      [ddmmyyyy(mes(1)), '3', '25,0 %', '3', '1', '4', '150.000', '0', '150.000', '75.000', '12.500', '90,00', '0,00', '90,00', '90,00', '7,50'],
      [ddmmyyyy(mes(2)), '0', '0,0 %', '0', '0', '0', '0', '0', '0', '', '0', '0,00', '0,00', '0,00', '', '0,00'],
    ]);
  });

  it("sums the period up: occupancy over every room-night on sale, revenue, ADR and RevPAR per currency", async () => {
    await abrirInforme(DIARIA, 'Estadística diaria');
    const resumen = screen.getByRole('group', { name: 'Resumen del período' });
    const dias = Number(finDeMes.slice(8));
    const porcentaje = ((9 * 100) / (12 * dias)).toFixed(1).replace('.', ',');
    const texto = (dt: string) => within(resumen).getByText(dt).parentElement?.textContent;
    expect(texto('Ocupación')).toBe(`Ocupación${porcentaje} %`);
    expect(texto('Noches ocupadas')).toBe(`Noches ocupadas9 de ${12 * dias}`);
    // 450.000 over the 8 room-nights sold in pesos; 90 over the one sold in dollars.
    expect(texto('Ingresos CLP')).toMatch(/^Ingresos CLP470\.000ADR 56\.250 · RevPAR [\d.]+$/);
    expect(texto('Ingresos USD')).toMatch(/^Ingresos USD140,50ADR 90,00 · RevPAR \d+,\d\d$/);
  });

  it('draws occupancy per day and the revenue of a currency above the grid, every figure in the image it names', async () => {
    const { user } = await abrirInforme(DIARIA, 'Estadística diaria');
    const ocupacion = await screen.findByRole('figure', { name: 'Ocupación por día (%)' });
    const barrasOcupacion = within(ocupacion).getByRole('img');
    const diaCorto = (iso: string) => ddmmyyyy(iso).slice(0, 5);
    expect(barrasOcupacion).toHaveAccessibleName(expect.stringMatching(new RegExp(`^Ocupación por día \\(%\\): ${diaCorto(mes(0))} 50,0 %; ${diaCorto(mes(1))} 25,0 %; ${diaCorto(mes(2))} 0,0 %;`)));
    const porDia = (barrasOcupacion.getAttribute('aria-label') ?? '').split('; ');
    expect(porDia).toHaveLength(Number(finDeMes.slice(8)));
    // The value axis from 0 to 100, the first and last day under the bars, one bar per day with occupancy.
    expect([...barrasOcupacion.querySelectorAll('.inf-barras__eje text')].map((t) => t.textContent)).toEqual(['0', '25', '50', '75', '100']);
    expect(within(barrasOcupacion).getByText(diaCorto(mes(0)))).toBeInTheDocument();
    expect(within(barrasOcupacion).getByText(diaCorto(finDeMes))).toBeInTheDocument();
    // Each drawn bar names its day and figure on hover; a day without occupancy has no bar.
    const conBarra = porDia.slice(3).filter((d) => !d.endsWith(' 0,0 %')).map((d) => d.replace(' ', ': '));
    expect([...barrasOcupacion.querySelectorAll('title')].map((t) => t.textContent)).toEqual([`${diaCorto(mes(0))}: 50,0 %`, `${diaCorto(mes(1))}: 25,0 %`, ...conBarra]);

    const ingresos = screen.getByRole('figure', { name: 'Ingresos por día (CLP)' });
    expect(within(ingresos).getByRole('img')).toHaveAccessibleName(expect.stringMatching(new RegExp(`^Ingresos por día \\(CLP\\): ${diaCorto(mes(0))} Habitación 300\\.000, Cargos 20\\.000; ${diaCorto(mes(1))} Habitación 150\\.000, Cargos 0;`)));
    expect(within(ingresos).getAllByRole('listitem').map((l) => l.textContent)).toEqual(['Habitación', 'Cargos']);
    await user.selectOptions(within(ingresos).getByRole('combobox', { name: 'Moneda del gráfico' }), 'USD');
    const enDolares = screen.getByRole('figure', { name: 'Ingresos por día (USD)' });
    expect(within(enDolares).getByRole('img')).toHaveAccessibleName(expect.stringMatching(new RegExp(`^Ingresos por día \\(USD\\): ${diaCorto(mes(0))} Habitación 0,00, Cargos 50,50; ${diaCorto(mes(1))} Habitación 90,00, Cargos 0,00;`)));
  });

  it('on a phone draws the revenue chart, under the first screen, only once scrolled to', async () => {
    const observador = instalarObservadorFalso();
    try {
      renderInformes(DIARIA);
      await screen.findByRole('group', { name: 'Resumen del período' });
      expect(screen.getByText('Cargando gráficos…')).toBeInTheDocument();
      // The charts' place comes near the first screen: the occupancy chart is drawn, the revenue chart keeps its place.
      await observador.verHasta('200px');
      const ocupacion = await screen.findByRole('figure', { name: 'Ocupación por día (%)' });
      expect(within(ocupacion).getByRole('img', { name: /^Ocupación por día \(%\): / })).toBeInTheDocument();
      const ingresos = screen.getByRole('figure', { name: 'Ingresos por día (CLP)' });
      expect(within(ingresos).queryByRole('img')).toBeNull();
      // Scrolled to it: drawn, with both series.
      await observador.verHasta('0px');
      expect(await within(ingresos).findByRole('img', { name: /^Ingresos por día \(CLP\): .*Habitación 300\.000, Cargos 20\.000/ })).toBeInTheDocument();
      expect(within(ingresos).getAllByRole('listitem').map((l) => l.textContent)).toEqual(['Habitación', 'Cargos']);
    } finally {
      observador.restaurar();
    }
  });

  it('ends at the end of the start month when the end is erased or earlier, and at most 13 months later', async () => {
    const { user, api } = await abrirInforme(DIARIA, 'Estadística diaria');
    const desde = screen.getByRole('textbox', { name: /^Desde/ });
    const hasta = screen.getByRole('textbox', { name: /^Hasta/ });
    await user.clear(desde);
    await user.type(desde, tecleada(mes(9)));
    await user.clear(hasta);
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfEstadisticaDiaria/${mes(9)}/${finDeMes}`));
    expect(enPantalla().getByText(/^Período:/)).toHaveTextContent('(sin fecha Hasta: hasta el fin del mes de Desde)');

    await user.type(hasta, tecleada(mes(3)));
    await waitFor(() => expect(enPantalla().getByText(/^Período:/)).toHaveTextContent(`Período: ${ddmmyyyy(mes(9))} al ${ddmmyyyy(finDeMes)} (Hasta no puede ser anterior`));

    await user.clear(hasta);
    await user.type(hasta, tecleada(primerDiaDelMesMas(mes(0), 14)));
    const tope = ultimoDiaDelMes(primerDiaDelMesMas(mes(0), 12));
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfEstadisticaDiaria/${mes(9)}/${tope}`));
  });

  it('exports the days as shown, the new figures included', async () => {
    const { user } = await abrirInforme(DIARIA, 'Estadística diaria');
    const { nombre, texto } = await exportarCsv(user);
    expect(nombre).toBe(`estadistica-diaria-${mes(0)}-${finDeMes}.csv`);
    const lineas = texto.split('\r\n');
    expect(lineas[0]).toBe('\uFEFFFecha;Ocupación;% Ocupación;Nacionales;Extranjeros;Huéspedes;Habitación CLP;Cargo CLP;Total CLP;ADR CLP;RevPAR CLP;Habitación USD;Cargo USD;Total USD;ADR USD;RevPAR USD');
    expect(lineas[1]).toBe(`${ddmmyyyy(mes(0))};6;50,0 %;8;2;10;300.000;20.000;320.000;50.000;25.000;0,00;50,50;50,50;;0,00`);
  });
});

describe('estadística mensual', () => {
  it('reads every month of the current year, room-nights against rooms × days', async () => {
    const { api, grid } = await abrirInforme(MENSUAL, 'Estadística mensual');
    const anio = dia(0).slice(0, 4);
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Informes/InfEstadisticaMensual/${anio}-01-01/${anio}-12-31`, body: undefined }]);
    expect(encabezadosDe(grid).slice(0, 3)).toEqual(['Mes', 'Noches ocupadas', '% Ocupación']);
    const filas = filasDe(grid);
    expect(filas.map((f) => f[0])).toEqual(['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'].map((m) => `${m} de ${anio}`));
    const actual = filas[Number(mes(0).slice(5, 7)) - 1];
    const dias = Number(finDeMes.slice(8));
    expect(actual.slice(1, 7)).toEqual(['9', `${((9 * 100) / (12 * dias)).toFixed(1).replace('.', ',')} %`, '11', '3', '14', '450.000']);
    const ocupacion = await screen.findByRole('figure', { name: 'Ocupación por mes (%)' });
    const mesCorto = (m: number) => `${['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'][m - 1]} ${anio}`;
    const nombre = within(ocupacion).getByRole('img').getAttribute('aria-label');
    expect(nombre?.split('; ').map((d) => d.replace(/^Ocupación por mes \(%\): /, '').split(' ').slice(0, 2).join(' '))).toEqual(Array.from({ length: 12 }, (_, i) => mesCorto(i + 1)));
    expect(nombre).toContain(`${mesCorto(Number(mes(0).slice(5, 7)))} ${((9 * 100) / (12 * dias)).toFixed(1).replace('.', ',')} %`);
    // The year's room-nights, with dot thousands (12 rooms × 365 or 366 days).
    const noches = new Date(Number(anio), 1, 29).getMonth() === 1 ? '4.392' : '4.380';
    expect(screen.getByRole('group', { name: 'Resumen del período' })).toHaveTextContent(new RegExp(`Noches ocupadas\\d+ de ${noches.replace('.', '\\.')}`));
  });

  it('snaps the period to whole months', async () => {
    const { user, api } = await abrirInforme(MENSUAL, 'Estadística mensual');
    const desde = screen.getByRole('textbox', { name: /^Desde/ });
    await user.clear(desde);
    await user.type(desde, tecleada(mes(5)));
    const anio = dia(0).slice(0, 4);
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfEstadisticaMensual/${mes(0)}/${anio}-12-31`));
  });
});
