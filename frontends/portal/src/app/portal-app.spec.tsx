import { PRODUCTO_TITULO } from '@recepcion/contracts';
import { api } from '@recepcion/api-client';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closePortalDialog } from '../dialogs/dialog-store';
import { cargarCodigoDiferido } from './diferidos';
import { PortalApp } from './portal-app';

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<PortalApp name="@recepcion/portal" />);
}

describe('portal', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the home page with the fixed product title', () => {
    openAt('/');
    expect(screen.getByRole('heading', { level: 1, name: PRODUCTO_TITULO })).toBeInTheDocument();
    expect(document.title).toBe(PRODUCTO_TITULO);
    for (const area of ['Calendario de ocupación', 'Reservas completas', 'Tarifarios y temporadas', 'Informes y estadísticas', 'Clientes y pasajeros', 'Caja y estados de cuenta']) {
      expect(screen.getByRole('heading', { level: 3, name: area })).toBeInTheDocument();
    }
  });

  it('has a navbar with the product name, Inicio, Precios and Ingresar, which opens the login dialog (its code loaded then)', async () => {
    openAt('/');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Precios' })).toHaveAttribute('href', '/precios');
    expect(screen.getByRole('link', { name: 'Recepción, inicio' })).toBeInTheDocument();
    // The dialogs' code is a chunk of its own, loaded by the click: the dialog shows once it has.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
      await cargarCodigoDiferido();
    });
    expect(screen.getByRole('dialog', { name: 'Ingresar' })).toBeInTheDocument();
    act(() => closePortalDialog());
  });

  it('follows the Precios link without reloading and titles the page with the domain', async () => {
    const user = userEvent.setup();
    openAt('/');
    await user.click(within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('link', { name: 'Precios' }));

    expect(window.location.pathname).toBe('/precios');
    expect(screen.getByRole('heading', { level: 1, name: 'Planes y precios' })).toBeInTheDocument();
    expect(document.title).toBe('Precios - recepcion.app');
  });

  it('shows three plans priced in USD per month with their room limits', () => {
    openAt('/precios');
    const plans = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(plans).toEqual(expect.arrayContaining(['Básico', 'Profesional', 'Cadena']));
    const basico = screen.getByRole('heading', { level: 2, name: 'Básico' }).closest('li') as HTMLElement;
    expect(basico).toHaveTextContent('USD 29 al mes');
    expect(basico).toHaveTextContent('Hasta 15 habitaciones');
  });

  it('sends an unknown route to the home page, replacing it in the history', () => {
    const before = window.history.length;
    openAt('/no-existe');
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(before);
    expect(screen.getByRole('heading', { level: 1, name: PRODUCTO_TITULO })).toBeInTheDocument();
    expect(document.title).toBe(PRODUCTO_TITULO);
  });

  it('treats /precios/ as /precios', () => {
    openAt('/precios/');
    expect(screen.getByRole('heading', { level: 1, name: 'Planes y precios' })).toBeInTheDocument();
  });

  it('follows the browser back button', async () => {
    const user = userEvent.setup();
    openAt('/');
    await user.click(within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('link', { name: 'Precios' }));
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { level: 1, name: PRODUCTO_TITULO })).toBeInTheDocument();
  });

  it('shows failed API calls as error toasts', async () => {
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 404,
      statusText: 'Not Found',
      headers: { get: () => null },
      text: async () => '',
    })) as unknown as typeof fetch;
    openAt('/');
    await act(() => api.get('Reservas/99').catch(() => undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontro');
  });
});
