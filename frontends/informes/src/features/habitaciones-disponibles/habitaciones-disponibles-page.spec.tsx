import { screen, waitFor } from '@testing-library/react';
import { ultimoDiaDelMes } from '@recepcion/domain';
import { datosIniciales, ddmmyyyy, mes, tecleada } from '../../../test/datos';
import { abrirInforme, enPantalla, encabezadosDe, filasDe, resetInformes, signIn } from '../../../test/render-informes';

const PATH = '/informes/informe-habitaciones-disponibles';

beforeEach(signIn);
afterEach(resetInformes);

describe('habitaciones disponibles', () => {
  it('shows, from the first of the month to its end, the free rooms of each room type per day', async () => {
    const { api, grid } = await abrirInforme(PATH, 'Habitaciones disponibles');
    expect(document.title).toBe('Habitaciones disponibles - recepcion.app');
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Informes/InfHabitacionesDisponibles/${mes(0)}`, body: undefined }]);
    expect(encabezadosDe(grid)).toEqual(['Fecha', 'Doble', 'Suite', 'Total']);
    const filas = filasDe(grid);
    expect(filas).toHaveLength(Number(ultimoDiaDelMes(mes(0)).slice(8)));
    expect(filas.slice(0, 3)).toEqual([
      [ddmmyyyy(mes(0)), '3', '3', '6'],
      [ddmmyyyy(mes(1)), '5', '4', '9'],
      [ddmmyyyy(mes(2)), '8', '4', '12'],
    ]);
    expect(enPantalla().getByText(/^Período:/)).toHaveTextContent(`Período: ${ddmmyyyy(mes(0))} al ${ddmmyyyy(ultimoDiaDelMes(mes(0)))}`);
  });

  it('starts on the day typed', async () => {
    const { user, api, grid } = await abrirInforme(PATH, 'Habitaciones disponibles');
    const desde = screen.getByRole('textbox', { name: /^Desde/ });
    await user.clear(desde);
    await user.type(desde, tecleada(mes(1)));
    await waitFor(() => expect(api.apiCalls().at(-1)?.url).toBe(`/api/Informes/InfHabitacionesDisponibles/${mes(1)}`));
    await waitFor(() => expect(filasDe(grid)[0]).toEqual([ddmmyyyy(mes(1)), '5', '4', '9']));
  });

  it('shows at most 25 room types', async () => {
    const datos = datosIniciales();
    datos.TiposHabitacion = Array.from({ length: 27 }, (_, i) => ({ Id: i + 1, Nombre: `Tipo ${i + 1}`, Habitaciones: 1 }));
    const { grid } = await abrirInforme(PATH, 'Habitaciones disponibles', { datos });
    expect(encabezadosDe(grid)).toHaveLength(1 + 25 + 1);
  });
});
