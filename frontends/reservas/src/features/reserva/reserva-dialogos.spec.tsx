import { screen, waitFor, within } from '@testing-library/react';
import { session } from '@recepcion/session';
import { renderConPortal, USUARIO_PRUEBA } from '@recepcion/testing-web';
import { installFakeHotel, reservaConMovimientos } from '../../../test/reserva/fake-hotel';
import { CONFIG, HOTEL_ID, limpiar, MOVIL, renderDialogos } from '../../../test/reserva/render-dialogos';
import { ReservaDialogos } from './reserva-dialogos';

afterEach(limpiar);

const toastCon = (texto: string) => screen.findByText(texto, { selector: '.rc-toast *, .rc-toast' });

describe('the mobile view', () => {
  it('on a mobile user agent the address opens the read-only view instead of the modal', async () => {
    const hotel = installFakeHotel([reservaConMovimientos()]);
    renderDialogos('/reservas/calendario?reserva=12', { userAgent: MOVIL });
    const vista = await screen.findByRole('dialog', { name: 'Reserva 12' });
    await within(vista).findByRole('region', { name: 'General' });
    expect(within(vista).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(vista).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(vista).getByRole('region', { name: 'General' })).toHaveTextContent(/Cliente\s*Ana Rojas.*Estado\s*Confirmado.*Check-In\s*01-12-2026.*Saldo CLP\s*54\.500/);
    expect(within(vista).getByRole('region', { name: 'Habitaciones' })).toHaveTextContent(/101 Doble · 01-12-2026 al 04-12-2026 · 2 pax · 150\.000 CLP/);
    expect(within(vista).getByRole('region', { name: 'Cargos' })).toHaveTextContent('Agua mineral × 3 · 4.500 CLP');
    expect(within(vista).getByRole('region', { name: 'Pagos' })).toHaveTextContent('Abono · 100.000 CLP');
    expect(hotel.api.apiCalls('GET').map((c) => c.url)).toContain('/api/calendario/reserva-movil/12');
    expect(hotel.api.apiCalls('GET').map((c) => c.url)).not.toContain('/api/ReservasB/12');
  });
});

describe('the wizard for a read-only user', () => {
  it('does not open from its address for a Consulta user: the address is cleared and the read-only note shown', async () => {
    const hotel = installFakeHotel([]);
    window.history.replaceState(null, '', '/reservas/listado?nueva-reserva=1&desde=2026-12-10&hasta=2026-12-12&habitaciones=11');
    session.establecer({ hotel_id: HOTEL_ID, user_id: USUARIO_PRUEBA.Id, config: CONFIG, usuario: { ...USUARIO_PRUEBA, TipoUsuario: 'CO' } });
    renderConPortal(<ReservaDialogos hotelId={HOTEL_ID} />);
    expect(await toastCon('Solo lectura: su tipo de usuario no permite cambios aquí.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Nueva reserva' })).not.toBeInTheDocument();
    expect(hotel.api.calls.some((c) => c.url === '/api/ReservasB/GetReservaNuevo')).toBe(false);
  });
});
