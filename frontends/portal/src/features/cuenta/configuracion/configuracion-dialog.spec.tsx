import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apertura, CONFIG, installFakeApi, MONEDAS } from '../../../../test/fake-api';
import { renderPortalAt, resetPortal } from '../../../../test/render-portal';
import { reloadPage } from '../../../app/reload-page';

jest.mock('../../../app/reload-page', () => ({ reloadPage: jest.fn() }));

const CONFIGURAR = 'POST /api/Cuenta/Configurar';

async function openConfiguracion(routes = {}) {
  document.cookie = 'h=7; path=/';
  const fake = installFakeApi({
    'GET /api/Apertura/Configuracion/7': { body: apertura({ configurado: false }) },
    'GET /api/Monedas': { body: MONEDAS },
    ...routes,
  });
  const user = userEvent.setup();
  await renderPortalAt('/');
  const dialog = screen.getByRole('dialog', { name: 'Configuración del hotel' });
  await within(dialog).findByRole('option', { name: 'Peso chileno (CLP)' });
  return { fake, user, dialog };
}

describe('Configuración del hotel', () => {
  afterEach(resetPortal);

  it("starts with 'IVA (19)', 19 and the country's currency", async () => {
    const { dialog } = await openConfiguracion();
    expect(within(dialog).getByLabelText('Nombre del impuesto')).toHaveValue('IVA (19)');
    expect(within(dialog).getByLabelText('Porcentaje del impuesto')).toHaveValue(19);
    expect(within(dialog).getByLabelText('Moneda')).toHaveValue('CLP');
    expect(within(dialog).getByLabelText('Cantidad de habitaciones')).toHaveValue(null);
    // It cannot be dismissed: no close button, "Salir" signs out instead.
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salir' })).toBeInTheDocument();
  });

  it('checks the tax name, the percentage between 0 and 50, the currency and the rooms', async () => {
    const { fake, user, dialog } = await openConfiguracion();
    await user.clear(within(dialog).getByLabelText('Nombre del impuesto'));
    await user.clear(within(dialog).getByLabelText('Porcentaje del impuesto'));
    await user.type(within(dialog).getByLabelText('Porcentaje del impuesto'), '51');
    await user.selectOptions(within(dialog).getByLabelText('Moneda'), '');
    await user.type(within(dialog).getByLabelText('Cantidad de habitaciones'), '0{Enter}');

    expect(within(dialog).getByLabelText('Nombre del impuesto')).toHaveAccessibleDescription(M.faltaImpuestoNombre);
    expect(within(dialog).getByLabelText('Porcentaje del impuesto')).toHaveAccessibleDescription(`Entre 0 y 50. ${M.impuestoPorcentaje}`);
    expect(within(dialog).getByLabelText('Moneda')).toHaveAccessibleDescription(M.faltaMoneda);
    expect(within(dialog).getByLabelText('Cantidad de habitaciones')).toHaveAccessibleDescription(`Hasta 80. ${M.habitacionesMinimo}`);
    expect(within(dialog).getByLabelText('Nombre del impuesto')).toHaveFocus();

    await user.clear(within(dialog).getByLabelText('Porcentaje del impuesto'));
    await user.type(within(dialog).getByLabelText('Porcentaje del impuesto'), '-1');
    expect(within(dialog).getByLabelText('Porcentaje del impuesto')).toHaveAccessibleDescription(`Entre 0 y 50. ${M.impuestoPorcentaje}`);
    // Below one room once floored.
    await user.clear(within(dialog).getByLabelText('Cantidad de habitaciones'));
    await user.type(within(dialog).getByLabelText('Cantidad de habitaciones'), '0.5');
    expect(within(dialog).getByLabelText('Cantidad de habitaciones')).toHaveAccessibleDescription(`Hasta 80. ${M.habitacionesMinimo}`);
    expect(fake.called(CONFIGURAR)).toBe(false);
  });

  it('configures (rooms floored, at most 80), says so, and goes to the calendar with the welcome dialog', async () => {
    const { fake, user, dialog } = await openConfiguracion({ [CONFIGURAR]: { body: CONFIG } });
    await user.selectOptions(within(dialog).getByLabelText('Moneda'), 'USD');
    await user.type(within(dialog).getByLabelText('Cantidad de habitaciones'), '120{Enter}');

    expect(fake.bodies(CONFIGURAR)).toEqual([{ hotelId: 7, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'USD', habitaciones: 80 }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Configurado con éxito');
    expect(session.get().estado).toBe('configurado');
    expect(window.location.pathname).toBe('/reservas/calendario');
    expect(screen.getByRole('dialog', { name: 'Bienvenida' })).toHaveTextContent('Hotel Sur');
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
  });

  it('floors a fractional room count', async () => {
    const { fake, user, dialog } = await openConfiguracion({ [CONFIGURAR]: { body: CONFIG } });
    await user.type(within(dialog).getByLabelText('Cantidad de habitaciones'), '12.7{Enter}');
    expect(fake.bodies(CONFIGURAR)).toEqual([expect.objectContaining({ habitaciones: 12 })]);
  });

  it("reloads the page on 'Hotel ya configurado'", async () => {
    const { user, dialog } = await openConfiguracion({ [CONFIGURAR]: { status: 400, body: { Message: M.hotelYaConfigurado } } });
    await user.type(within(dialog).getByLabelText('Cantidad de habitaciones'), '10{Enter}');
    await screen.findByRole('alert');
    expect(reloadPage).toHaveBeenCalled();
  });

  it('signs out with Salir', async () => {
    const { fake, user, dialog } = await openConfiguracion({ 'POST /api/Cuenta/Logout': { body: { Message: 'Sesión cerrada' } } });
    await user.click(within(dialog).getByRole('button', { name: 'Salir' }));
    expect(fake.called('POST /api/Cuenta/Logout')).toBe(true);
    expect(session.get().estado).toBe('anonimo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });
});
