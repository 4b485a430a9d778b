import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dia, ddmmyyyy, tecleada } from '../../../test/paginas/datos';
import { abrirGrid, anunciar, canalConectado, filasDe, renderPagina, resetPagina, signIn } from '../../../test/paginas/render-pagina';

const PATH = '/reservas/listado';
const listados = (api: { apiCalls: (m?: string) => { url: string; body?: unknown }[] }) =>
  api.apiCalls('POST').filter((c) => c.url === '/api/ReservasB/ListadoReservas').map((c) => c.body);

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
    expect(screen.getByText('2 reservas')).toBeInTheDocument();
  });

  it('filters by dates, client and cancelled ones', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Listado de reservas');
    await user.click(screen.getByRole('checkbox', { name: 'Anulados' }));
    await waitFor(() => expect(filasDe(grid).map((f) => f[0])).toEqual(['11', '13', '12']));
    expect(filasDe(grid)[1]).toContain('Anulado');

    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'rosa');
    await user.click(await screen.findByRole('option', { name: 'Rosa Díaz' }));
    await waitFor(() => expect(filasDe(grid).map((f) => f[0])).toEqual(['13']));

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
    const api = renderPagina(PATH, { override: (c) => (c.url === '/api/ReservasB/ListadoReservas' && falla ? { status: 500, body: { Message: 'Error interno' } } : undefined) });
    expect(await screen.findByText('No se pudo cargar el listado de reservas.')).toBeInTheDocument();
    falla = false;
    api.datos.Reservas = [];
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay reservas en esas fechas. Cree una con «Nueva reserva».')).toBeInTheDocument();
  });
});
