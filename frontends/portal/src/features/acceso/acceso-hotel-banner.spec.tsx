import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apertura, CONFIG, installFakeApi, USUARIO } from '../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../test/render-portal';
import { AccesoHotelBanner } from './acceso-hotel-banner';

describe('working as another hotel (support access)', () => {
  afterEach(resetPortal);

  it('says so on every page (the start-up answer names the operator’s own hotel)', async () => {
    document.cookie = 'h=7; path=/';
    installFakeApi({ 'GET /api/Apertura/Configuracion/7': { body: { ...apertura({ operador: true }), HotelPropioId: 2 } } });
    await renderPortalAt('/dashboard');
    expect(screen.getByText(/Está trabajando como el hotel/)).toHaveTextContent('Está trabajando como el hotel Hotel Sur (soporte).');
    expect(screen.getByRole('button', { name: 'Volver a mi hotel' })).toBeInTheDocument();
  });

  it('takes the operator back to their own hotel', async () => {
    const fake = installFakeApi({ 'POST /api/Root/VolverHotel': { body: { Message: 'De vuelta en su hotel', HotelId: 2, NombreHotel: 'Operaciones', HotelPropioId: 2 } } });
    const irA = jest.fn();
    render(<AccesoHotelBanner sesion={{ estado: 'configurado', hotelId: 7, usuario: USUARIO, config: { ...CONFIG, HotelPropioId: 2 } }} irA={irA} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver a mi hotel' }));
    expect(fake.called('POST /api/Root/VolverHotel')).toBe(true);
    expect(irA).toHaveBeenCalledWith('/root/acceder-hotel');
  });

  it('is not there in the operator’s own hotel', async () => {
    document.cookie = 'h=7; path=/';
    installFakeApi({ 'GET /api/Apertura/Configuracion/7': { body: { ...apertura({ operador: true }), HotelPropioId: null } } });
    await renderPortalAt('/dashboard');
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(screen.queryByText(/Está trabajando como el hotel/)).not.toBeInTheDocument();
  });
});
