import { isoDeFechaLocal } from '@recepcion/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { datosIniciales, dia, ddmmyyyy, libre, tecleada } from '../../../test/paginas/datos';
import { abrirGrid, filasDe, resetPagina, signIn } from '../../../test/paginas/render-pagina';

const PATH = '/reservas/caja-habitacion';

beforeEach(signIn);
afterEach(resetPagina);

describe('caja por habitación', () => {
  it("shows today's cash per room and currency; a row without currency shows its stay's dates but no amounts", async () => {
    const datos = datosIniciales();
    // The second room of a reservation: the server sends its stay without currency, the amounts
    // being on the reservation's first room; any amount sent anyway is not shown.
    datos.Caja[dia(0)][3] = { ...libre('103'), CheckIN: dia(0), CheckOUT: dia(1), Cargo: 0, Saldo: 0, Cliente: 'Bloqueada' };
    // A currency the server could only name by its code: the catalogue names it.
    datos.Caja[dia(0)][0].NombreMoneda = 'CLP';
    const { api, grid } = await abrirGrid(PATH, 'Caja por habitación', { datos });
    expect(document.title).toBe('Caja por habitación - recepcion.app');
    expect(screen.getByRole('textbox', { name: /^Fecha/ })).toHaveValue(ddmmyyyy(dia(0)));
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Informes/InfCajaFechaHabitacion/${dia(0)}`, body: undefined }]);
    expect(within(grid).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Habitación',
      'Check-in',
      'Check-out',
      'Cliente',
      'Estado',
      'Pasajeros',
      'Cargo',
      'Ingreso del día',
      'Ingreso total',
      'Saldo',
      'Moneda',
    ]);
    expect(filasDe(grid)).toEqual([
      ['101', ddmmyyyy(dia(-1)), ddmmyyyy(dia(2)), 'José Pérez', 'Confirmado', '2', '150.000', '20.000', '50.000', '100.000', 'Peso chileno'],
      ['101', ddmmyyyy(dia(-1)), ddmmyyyy(dia(2)), 'José Pérez', 'Confirmado', '2', '21,00', '0,00', '10,50', '10,50', 'Dólar estadounidense'],
      ['102', '', '', '', '', '', '', '', '', '', ''],
      ['103', ddmmyyyy(dia(0)), ddmmyyyy(dia(1)), 'Bloqueada', '', '', '', '', '', '', ''],
    ]);
    expect(screen.getByText(/Ingresos del día/)).toHaveTextContent('Ingresos del día: CLP 20.000 / USD 0,00');
  });

  it('prints on paper: the hotel, the date, every row and column, and the day\'s income; printing shows nothing else', async () => {
    const { user } = await abrirGrid(PATH, 'Caja por habitación');
    const imprimir = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    expect(document.body).toHaveClass('rc-imprimiendo');
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(imprimir).toHaveBeenCalledTimes(1);
    imprimir.mockRestore();
    const papel = document.querySelector('.rc-impresion article') as HTMLElement;
    expect(papel.querySelector('.rc-papel__titulo')).toHaveTextContent('Caja por habitación');
    expect(papel.querySelector('.rc-papel__hotel')?.textContent).toBeTruthy();
    expect(papel.querySelector('.rc-papel__filtros')).toHaveTextContent(`Fecha:${ddmmyyyy(dia(0))}`);
    const filas = [...papel.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(filas).toHaveLength(4);
    expect(filas[0]).toEqual(['101', ddmmyyyy(dia(-1)), ddmmyyyy(dia(2)), 'José Pérez', 'Confirmado', '2', '150.000', '20.000', '50.000', '100.000', 'Peso chileno']);
    expect(papel.querySelector('.rc-papel__pie')).toHaveTextContent('Ingresos del día: CLP 20.000 / USD 0,00');
  });

  it('another day is read again; the rows can be exported as CSV', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Caja por habitación');
    const fecha = screen.getByRole('textbox', { name: /^Fecha/ });
    await user.clear(fecha);
    expect(fecha).toHaveAccessibleDescription('Seleccione la fecha');
    await user.type(fecha, tecleada(dia(10)));
    await waitFor(() => expect(filasDe(grid)).toEqual([['101', ...Array(10).fill('')], ['102', ...Array(10).fill('')], ['103', ...Array(10).fill('')]]));
    expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfCajaFechaHabitacion/${dia(10)}`);
    expect(screen.getByText(/Ingresos del día/)).toHaveTextContent('Ingresos del día: ninguno');

    const crear = jest.fn(() => 'blob:caja');
    Object.assign(URL, { createObjectURL: crear, revokeObjectURL: jest.fn() });
    const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(crear).toHaveBeenCalledTimes(1);
    expect(clic).toHaveBeenCalledTimes(1);
    expect((clic.mock.contexts[0] as HTMLAnchorElement).download).toBe(`caja-habitacion-${dia(10)}.csv`);
    clic.mockRestore();
  });

  it('«A las» a past moment reads the cash as it stood then, says so, and «Volver a ahora» reads the present', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Caja por habitación');
    const ayer = new Date();
    ayer.setDate(ayer.getDate() - 1);
    const diaALas = screen.getByRole('textbox', { name: 'A las' });
    const hora = (screen.getByLabelText('Hora') as HTMLInputElement).value;
    await user.clear(diaALas);
    await user.type(diaALas, tecleada(isoDeFechaLocal(ayer)));
    const aLas = new Date(`${isoDeFechaLocal(ayer)}T${hora}:00`).toISOString();
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfCajaFechaHabitacion/${dia(0)}?aLas=${encodeURIComponent(aLas)}`));
    expect(screen.getByText(`Vista al ${ddmmyyyy(isoDeFechaLocal(ayer))} ${hora} — solo lectura`)).toBeInTheDocument();
    await waitFor(() => expect(filasDe(grid).map((f) => f[3])).toEqual(['', '', '']));

    await user.click(screen.getByRole('button', { name: 'Volver a ahora' }));
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfCajaFechaHabitacion/${dia(0)}`));
    await waitFor(() => expect(filasDe(grid)[0][3]).toBe('José Pérez'));
    expect(screen.queryByText(/Vista al/)).not.toBeInTheDocument();
  });
});
