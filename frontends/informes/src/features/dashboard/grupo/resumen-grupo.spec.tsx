import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { cargarPagina } from '../../../lib/cargar-pagina';
import { datosIniciales, dia } from '../../../../test/datos';
import { renderInformes, resetInformes, signIn } from '../../../../test/render-informes';

jest.mock('../../../lib/cargar-pagina', () => ({ cargarPagina: jest.fn() }));

beforeEach(signIn);
afterEach(() => {
  resetInformes();
  jest.mocked(cargarPagina).mockClear();
});

function conDosHoteles() {
  const datos = datosIniciales();
  datos.Grupo = {
    Fecha: dia(0),
    Hoteles: [
      { HotelId: 7, Nombre: 'Hotel Sur', Actual: true, Habitaciones: 12, OcupadasHoy: 8, Ocupacion: 66.7, Llegadas: 2, Salidas: 1, IngresosMes: [{ MonedaId: 'CLP', Total: 1234000 }] },
      { HotelId: 9, Nombre: 'Hotel Norte', Actual: false, Habitaciones: 24, OcupadasHoy: 6, Ocupacion: 25, Llegadas: 3, Salidas: 0, IngresosMes: [{ MonedaId: 'CLP', Total: 500000 }, { MonedaId: 'USD', Total: 1250.5 }] },
    ],
  };
  return datos;
}

describe('the dashboard’s group panel', () => {
  it('is not there for a user with one hotel', async () => {
    renderInformes('/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Habitaciones esta noche' });
    expect(screen.queryByRole('region', { name: 'Sus hoteles hoy' })).not.toBeInTheDocument();
  });

  it('shows each hotel’s figures side by side, amounts as the hotel reads them, and is accessible', async () => {
    renderInformes('/dashboard', { datos: conDosHoteles() });
    const panel = await screen.findByRole('region', { name: 'Sus hoteles hoy' });
    const filas = within(panel).getAllByRole('row').slice(1).map((f) => Array.from(f.querySelectorAll('th, td')).map((c) => c.textContent));
    expect(filas).toEqual([
      ['Hotel Sur', '8 de 12 (66,7 %)', '2', '1', 'CLP 1.234.000', 'Hotel actual'],
      ['Hotel Norte', '6 de 24 (25 %)', '3', '0', 'CLP 500.000 / USD 1.250,50', 'Entrar'],
    ]);
    const resultado = await axe.run(panel, { rules: { 'color-contrast': { enabled: false } } });
    expect(resultado.violations.map((v) => v.id)).toEqual([]);
  });

  it('«Entrar» moves the session to that hotel and opens its dashboard', async () => {
    const { config, usuario } = session.get();
    if (!config || !usuario) throw new Error('sin sesión de prueba');
    const norte = { hotel_id: 9, user_id: 4, config: { ...config, HotelId: 9, Nombre: 'Hotel Norte' }, usuario };
    const { api, user } = renderInformes('/dashboard', { datos: conDosHoteles() });
    api.override((c) => (c.method === 'POST' && c.url === '/api/Cuenta/CambiarHotel/9' ? { body: { Message: `${M.hotelCambiado} Hotel Norte`, HotelId: 9, NombreHotel: 'Hotel Norte', Sesion: norte } } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Entrar a Hotel Norte' }));
    expect(await screen.findByText(`${M.hotelCambiado} Hotel Norte`)).toBeInTheDocument();
    expect(session.get()).toMatchObject({ hotelId: 9 });
    expect(cargarPagina).toHaveBeenCalledWith('/dashboard');
  });
});
