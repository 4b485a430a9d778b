import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { datosIniciales, dia, ddmmyyyy, type FilaListado, tecleada } from '../../../test/paginas/datos';
import type { FakeAnswer } from '../../../test/paginas/fake-api';
import { textoCliente, textoEstado } from './listado-page';
import { abrirGrid, anunciar, canalConectado, filasDe, renderPagina, resetPagina, signIn } from '../../../test/paginas/render-pagina';

const PATH = '/reservas/listado';
const PAGINADO = '/api/ReservasB/ListadoReservas/Paginado';
type Llamadas = { apiCalls: (m?: string) => { url: string; body?: unknown }[] };
/** The bodies of the paged list's calls. */
const listados = (api: Llamadas) =>
  api
    .apiCalls('POST')
    .filter((c) => c.url.startsWith(`${PAGINADO}?`))
    .map((c) => c.body);
/** The query strings of the paged list's calls. */
const paginas = (api: Llamadas) =>
  api
    .apiCalls('POST')
    .filter((c) => c.url.startsWith(`${PAGINADO}?`))
    .map((c) => c.url.split('?')[1]);
const totales = () => screen.getByLabelText('Totales del listado');
const pager = () => screen.getByRole('navigation', { name: 'Páginas del listado' });

/** `n` reservations of José Pérez, one a day from tomorrow, of 1 000, 2 000... pesos (100 dollars each third), ids 101, 102... */
function muchas(n: number): FilaListado[] {
  return Array.from({ length: n }, (_, i) => {
    const dolares = i % 3 === 2;
    const total = dolares ? 100.5 : 1000 * (i + 1);
    const moneda = dolares ? 'USD' : 'CLP';
    return {
      ReservaId: 101 + i,
      CheckIN: dia(1 + i),
      CheckOUT: dia(2 + i),
      Habitaciones: '101',
      ClienteNombre: 'José Pérez',
      ClienteId: 1,
      GrupoNombre: null,
      CantidadPasajeros: 2,
      EstadoId: 1,
      EstadoNombre: 'Sin confirmar',
      Comentario: null,
      Totales: [{ MonedaId: moneda, Total: total }],
      Saldos: [{ MonedaId: moneda, Cargo: total, Ingreso: 0, Saldo: total }],
    };
  });
}

beforeEach(signIn);
afterEach(resetPagina);

describe('listado de reservas', () => {
  it('lists the reservations from 2 days ago, each with its totals per currency', async () => {
    const { api, grid } = await abrirGrid(PATH, 'Listado de reservas');
    expect(document.title).toBe('Listado de reservas - recepcion.app');
    expect(screen.getByRole('textbox', { name: /^Desde/ })).toHaveValue(ddmmyyyy(dia(-2)));
    expect(screen.getByRole('textbox', { name: /^Hasta/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Anulados' })).not.toBeChecked();
    expect(listados(api)).toEqual([{ Desde: dia(-2), Hasta: null, ClienteId: null, Anulados: false }]);
    expect(paginas(api)).toEqual(['pagina=1&tamano=50']);
    expect(within(grid).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'N°',
      'Check-in',
      'Check-out',
      'Habitaciones',
      'Cliente',
      'Grupo',
      'Pasajeros',
      'Total',
      'Estado',
      'Comentario',
    ]);
    expect(filasDe(grid)).toEqual([
      ['11', ddmmyyyy(dia(-1)), ddmmyyyy(dia(2)), '101, 102', 'José Pérez', 'Familia Pérez', '4', 'CLP 150.000 / USD 21,00', 'Confirmado', 'Llegan tarde'],
      ['12', ddmmyyyy(dia(5)), ddmmyyyy(dia(7)), '103', 'Turismo Andes Ltda.', '', '2', 'CLP 90.000', 'Sin confirmar', ''],
    ]);
    // The totals row: every matching reservation, as the server added them up.
    expect(totales()).toHaveTextContent('2 reservas, 6 pasajeros, total CLP 240.000 / USD 21,00, saldo CLP 190.000 / USD 21,00');
    expect(within(pager()).getByText('Reservas 1–2 de 2')).toBeInTheDocument();
    expect(within(pager()).getByText('Página 1 de 1')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Página siguiente' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks a booking made on the hotel’s booking page with «Web» before its client, in the grid and in the CSV, whose money is a column per currency', async () => {
    const datos = datosIniciales();
    datos.Reservas[1] = { ...datos.Reservas[1], ClienteNombre: 'Ana Soto', ClienteId: 3, Origen: 'Web' };
    const { user, grid } = await abrirGrid(PATH, 'Listado de reservas', { datos });
    expect(filasDe(grid).map((f) => [f[0], f[4]])).toEqual([
      ['11', 'José Pérez'],
      ['12', 'Web · Ana Soto'],
    ]);
    expect(textoCliente({ ClienteNombre: 'Ana Soto', Origen: 'Web' })).toBe('Web · Ana Soto');
    expect(textoCliente({ ClienteNombre: 'Ana Soto' })).toBe('Ana Soto');

    const crear = jest.fn((_blob: Blob) => 'blob:listado');
    Object.assign(URL, { createObjectURL: crear, revokeObjectURL: jest.fn() });
    const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clic).toHaveBeenCalledTimes(1));
    const csv = await new Promise<string>((resolver) => {
      const lector = new FileReader();
      lector.onload = () => resolver(String(lector.result));
      lector.readAsText(crear.mock.calls[0][0]);
    });
    expect(csv).toContain(';Web · Ana Soto;');
    expect(csv).toContain(';José Pérez;');
    // Money as plain amounts, one «Total» and one «Saldo» column per currency: a spreadsheet adds them up.
    const [cabecera, jose, ana] = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(cabecera).toBe('N°;Check-in;Check-out;Habitaciones;Cliente;Grupo;Pasajeros;Total CLP;Saldo CLP;Total USD;Saldo USD;Estado;Comentario');
    expect(jose.split(';').slice(7, 11)).toEqual(['150.000', '100.000', '21,00', '21,00']);
    expect(ana.split(';').slice(7, 11)).toEqual(['90.000', '90.000', '', '']);
    clic.mockRestore();
  });

  it('shows a no-show’s status as «Anulado · No presentado»', async () => {
    const datos = datosIniciales();
    datos.Reservas[1] = { ...datos.Reservas[1], EstadoId: 4, EstadoNombre: 'Anulado', NoPresentado: true };
    const { user, grid } = await abrirGrid(PATH, 'Listado de reservas', { datos });
    await user.click(screen.getByRole('checkbox', { name: 'Anulados' }));
    await waitFor(() => expect(filasDe(grid)).toHaveLength(3));
    // A plain cancellation reads «Anulado»; the no-show says so.
    expect(filasDe(grid).map((f) => [f[0], f[8]])).toEqual([
      ['11', 'Confirmado'],
      ['13', 'Anulado'],
      ['12', 'Anulado · No presentado'],
    ]);
    expect(textoEstado({ EstadoNombre: 'Anulado' })).toBe('Anulado');
  });

  it('pages on the server: the pager by mouse and keyboard, rows per page, totals of every page', async () => {
    const datos = { ...datosIniciales(), Reservas: muchas(60) };
    const { user, api, grid } = await abrirGrid(PATH, 'Listado de reservas', { datos });
    await screen.findByText('Reservas 1–50 de 60');
    expect(filasDe(grid)[0].slice(0, 2)).toEqual(['101', ddmmyyyy(dia(1))]);
    // 40 reservations of 1.000 to 59.000 pesos without each third, 20 of 100,50 dollars.
    const todas = '60 reservas, 120 pasajeros, total CLP 1.200.000 / USD 2.010,00, saldo CLP 1.200.000 / USD 2.010,00';
    expect(totales()).toHaveTextContent(todas);
    expect(within(pager()).getByRole('button', { name: 'Página anterior' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(pager()).getByRole('button', { name: 'Página siguiente' }));
    await screen.findByText('Reservas 51–60 de 60');
    await waitFor(() => expect(filasDe(grid).map((f) => f[0])).toEqual(['151', '152', '153', '154', '155', '156', '157', '158', '159', '160']));
    expect(within(pager()).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(totales()).toHaveTextContent(todas);
    expect(paginas(api).at(-1)).toBe('pagina=2&tamano=50');

    // Keyboard: the focus stays on a button that leads nowhere; ← and Inicio turn back.
    const siguiente = within(pager()).getByRole('button', { name: 'Página siguiente' });
    expect(siguiente).toHaveAttribute('aria-disabled', 'true');
    siguiente.focus();
    await user.keyboard('{Enter}');
    expect(paginas(api)).toHaveLength(2);
    expect(siguiente).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await screen.findByText('Reservas 1–50 de 60');
    await user.keyboard('{End}');
    await screen.findByText('Reservas 51–60 de 60');
    await user.keyboard('{Home}');
    await screen.findByText('Reservas 1–50 de 60');
    await user.tab();
    expect(within(pager()).getByRole('button', { name: 'Última página' })).toHaveFocus();
    await user.keyboard(' ');
    await screen.findByText('Reservas 51–60 de 60');

    // Another page size, or another filter, starts again from the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filas por página' }), '25');
    await screen.findByText('Reservas 1–25 de 60');
    expect(within(pager()).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(paginas(api).at(-1)).toBe('pagina=1&tamano=25');
    await user.click(within(pager()).getByRole('button', { name: 'Última página' }));
    await screen.findByText('Reservas 51–60 de 60');
    await user.click(screen.getByRole('checkbox', { name: 'Anulados' }));
    await screen.findByText('Reservas 1–25 de 60');
    expect(paginas(api).at(-1)).toBe('pagina=1&tamano=25');
    expect(listados(api).at(-1)).toEqual({ Desde: dia(-2), Hasta: null, ClienteId: null, Anulados: true });
  });

  it('keeps the page on screen, busy, while the next one loads; the CSV holds every page', async () => {
    const datos = { ...datosIniciales(), Reservas: muchas(30) };
    let soltar: (() => void) | undefined;
    const { user, api, grid } = await abrirGrid(PATH, 'Listado de reservas', {
      datos,
      override: (c) => (c.url.includes('pagina=2') && !soltar ? new Promise<FakeAnswer | undefined>((r) => (soltar = () => r(undefined))) : undefined),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filas por página' }), '25');
    await screen.findByText('Reservas 1–25 de 30');
    await user.click(within(pager()).getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByText('Cargando reservas…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reservas' })).toHaveAttribute('aria-busy', 'true');
    expect(filasDe(grid)[0][0]).toBe('101');
    soltar?.();
    await screen.findByText('Reservas 26–30 de 30');
    await waitFor(() => expect(filasDe(grid)[0][0]).toBe('126'));
    expect(screen.queryByText('Cargando reservas…')).not.toBeInTheDocument();

    const crear = jest.fn((_blob: Blob) => 'blob:listado');
    Object.assign(URL, { createObjectURL: crear, revokeObjectURL: jest.fn() });
    const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clic).toHaveBeenCalledTimes(1));
    expect(api.apiCalls('POST').at(-1)).toMatchObject({ url: '/api/ReservasB/ListadoReservas', body: { Desde: dia(-2), Hasta: null, ClienteId: null, Anulados: false } });
    expect((clic.mock.contexts[0] as HTMLAnchorElement).download).toBe(`reservas-${dia(-2)}.csv`);
    const csv = await new Promise<string>((resolver) => {
      const lector = new FileReader();
      lector.onload = () => resolver(String(lector.result));
      lector.readAsText(crear.mock.calls[0][0]);
    });
    // The header and the 30 reservations of both pages.
    expect(csv.trim().split('\n')).toHaveLength(31);
    expect(csv).toContain('130;');
    clic.mockRestore();
  });

  it('filters by dates, client and cancelled ones', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Listado de reservas');
    await user.click(screen.getByRole('checkbox', { name: 'Anulados' }));
    await waitFor(() => expect(filasDe(grid).map((f) => f[0])).toEqual(['11', '13', '12']));
    expect(filasDe(grid)[1]).toContain('Anulado');

    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'rosa');
    await user.click(await screen.findByRole('option', { name: 'Rosa Díaz' }));
    await waitFor(() => expect(filasDe(grid).map((f) => f[0])).toEqual(['13']));
    expect(totales()).toHaveTextContent('1 reserva, 1 pasajero, total CLP 30.000, saldo CLP 30.000');

    const desde = screen.getByRole('textbox', { name: /^Desde/ });
    await user.clear(desde);
    expect(desde).toHaveAccessibleDescription('Seleccione la fecha Desde');
    await user.type(desde, tecleada(dia(-30)));
    await user.type(screen.getByRole('textbox', { name: /^Hasta/ }), tecleada(dia(0)));
    await waitFor(() => expect(filasDe(grid).map((f) => f[0])).toEqual(['9']));
    expect(listados(api).at(-1)).toEqual({ Desde: dia(-30), Hasta: dia(0), ClienteId: 3, Anulados: true });

    await user.click(screen.getByRole('button', { name: 'Quitar Cliente' }));
    await user.click(screen.getByRole('checkbox', { name: 'Anulados' }));
    await waitFor(() => expect(filasDe(grid).map((f) => f[0])).toEqual(['9', '11']));
    expect(listados(api).at(-1)).toEqual({ Desde: dia(-30), Hasta: dia(0), ClienteId: null, Anulados: false });
  });

  it('«Nueva reserva» opens the wizard through the address; a row opens its reservation, and its account statement', async () => {
    const { user, grid } = await abrirGrid(`${PATH}?orden=1`, 'Listado de reservas');
    await user.click(screen.getByRole('button', { name: 'Nueva reserva' }));
    expect(window.location.pathname).toBe(PATH);
    expect(window.location.search).toBe('?orden=1&nueva-reserva=1');

    await user.dblClick(within(grid).getAllByRole('row')[2]);
    expect(window.location.search).toBe('?orden=1&reserva=12');

    await user.click(within(grid).getAllByRole('row')[1]);
    await user.keyboard('{Enter}');
    expect(window.location.search).toBe('?orden=1&reserva=11');

    await user.click(screen.getByRole('button', { name: 'Estado de cuenta' }));
    expect(window.location.search).toBe('?orden=1&estado-cuenta=11');
  });

  it('reads the list again when the live channel announces a reservation change', async () => {
    const { api, grid } = await abrirGrid(PATH, 'Listado de reservas');
    canalConectado(api.datos);
    api.datos.Reservas[1] = { ...api.datos.Reservas[1], EstadoId: 2, EstadoNombre: 'Confirmado' };
    anunciar('Gastos');
    anunciar('Reservas', 'update', { Id: 12, Version: 2 });
    await waitFor(() => expect(filasDe(grid)[1][8]).toBe('Confirmado'));
    expect(listados(api)).toHaveLength(2);
  });

  it('says when nothing matches, and shows a failed read with a retry', async () => {
    let falla = true;
    const user = userEvent.setup();
    const api = renderPagina(PATH, { override: (c) => (c.url.startsWith(PAGINADO) && falla ? { status: 500, body: { Message: 'Error interno' } } : undefined) });
    expect(screen.getByText('Cargando reservas…')).toBeInTheDocument();
    expect(await screen.findByText('No se pudo cargar el listado de reservas.')).toBeInTheDocument();
    falla = false;
    api.datos.Reservas = [];
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay reservas en esas fechas. Cree una con «Nueva reserva».')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Páginas del listado' })).not.toBeInTheDocument();
  });
});
