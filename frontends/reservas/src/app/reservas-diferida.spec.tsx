import { iniciarSesionPrueba, renderConPortal } from '@recepcion/testing-web';
import { act, screen } from '@testing-library/react';
import { installFakeHotel } from '../../test/reserva/fake-hotel';
import { CONFIG, limpiar } from '../../test/reserva/render-dialogos';
import { ReservasDiferida } from './reservas-diferida';

// Counts the fetches of the area's chunk (the real module, loaded as it is).
const mockCargas = { n: 0 };
jest.mock('./reservas-app', () => {
  mockCargas.n++;
  return jest.requireActual('./reservas-app');
});

afterEach(limpiar);

const ir = (url: string) =>
  act(async () => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((r) => setTimeout(r, 20));
  });

describe('the reservations area as single-spa mounts it', () => {
  it('on the calendar shows nothing until the address names a dialog, then the dialog', async () => {
    installFakeHotel([]);
    iniciarSesionPrueba(CONFIG);
    window.history.replaceState(null, '', '/reservas/calendario');
    const { container } = renderConPortal(<ReservasDiferida />);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('.rs-root')).toBeNull();
    expect(mockCargas.n).toBe(0);

    await ir('/reservas/calendario?nueva-reserva=1&habitaciones=11');
    expect(await screen.findByRole('dialog', { name: 'Nueva reserva' })).toBeInTheDocument();
    expect(mockCargas.n).toBe(1);
  });

  it("on one of the area's pages shows the page", async () => {
    installFakeHotel([]);
    iniciarSesionPrueba(CONFIG);
    window.history.replaceState(null, '', '/reservas/gastos');
    renderConPortal(<ReservasDiferida />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gastos' })).toBeInTheDocument();
  });
});
