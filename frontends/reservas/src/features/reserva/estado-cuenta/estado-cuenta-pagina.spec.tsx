import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeHotel, reservaConMovimientos } from '../../../../test/reserva/fake-hotel';
import { limpiar, renderDialogos } from '../../../../test/reserva/render-dialogos';

afterEach(limpiar);

describe('the account statement', () => {
  it('shows the hotel header, client, guests, stay, blocks per currency with payments negative, the balance and a signature line; Imprimir prints', async () => {
    const user = userEvent.setup();
    const print = jest.fn();
    window.print = print;
    installFakeHotel([reservaConMovimientos()]);
    renderDialogos('/reservas/calendario?estado-cuenta=12');
    const dialogo = await screen.findByRole('dialog', { name: 'Estado de cuenta' });
    const documento = await within(dialogo).findByRole('article', { name: 'Estado de cuenta de la reserva 12' });
    expect(documento).toHaveTextContent('Hotel Sur');
    expect(documento).toHaveTextContent('Av. Costanera 123');
    expect(documento).toHaveTextContent(/Cliente\s*Ana Rojas/);
    expect(documento).toHaveTextContent(/Pasajeros\s*2/);
    expect(documento).toHaveTextContent(/Check-In\s*01-12-2026/);
    expect(documento).toHaveTextContent(/Check-Out\s*04-12-2026/);
    const clp = within(documento).getByRole('region', { name: 'Moneda CLP' });
    expect(within(clp).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'FechaConceptoA cargo deTotal',
      '01-12-2026Alojamiento Doble del 01-12-2026 al 04-12-2026 (3 noches)Habitación 101150.000',
      '02-12-2026Agua mineral × 3Habitación 1014.500',
      '01-12-2026AbonoHabitación 101-100.000',
      'Total Habitaciones CLP150.000',
      'Total Cargos CLP4.500',
      'Total Pagos CLP-100.000',
      'Saldo CLP54.500',
    ]);
    const usd = within(documento).getByRole('region', { name: 'Moneda USD' });
    expect(usd).toHaveTextContent(/Lavandería × 2\s*Ana Rojas\s*21,00/);
    expect(usd).toHaveTextContent(/Saldo USD\s*21,00/);
    // Dollars only charged: their charges' total and the balance, no room or payment total of 0.
    expect(within(usd).getAllByRole('row').slice(-2).map((r) => r.textContent)).toEqual(['Total Cargos USD21,00', 'Saldo USD21,00']);
    expect(documento).toHaveTextContent('Firma del cliente');
    // On paper only the statement shows.
    expect(document.body).toHaveClass('rs-imprimiendo');
    expect(document.querySelector('.rs-impresion')).toHaveTextContent('Saldo CLP54.500');

    await user.click(within(dialogo).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
    expect(document.body).not.toHaveClass('rs-imprimiendo');
  });
});
