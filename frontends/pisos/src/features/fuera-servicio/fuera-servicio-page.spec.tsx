import { ENTIDAD_EN_VIVO_RESERVAS, MENSAJES_PISOS as M } from '@recepcion/contracts';
import { MENSAJE_SOLO_LECTURA } from '@recepcion/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { dia, ddmmyyyy, tecleada } from '../../../test/fake-pisos';
import { anunciar, avisos, conectarCanal, renderPisos, resetPisos, signIn } from '../../../test/render-pisos';

const PATH = '/pisos/fuera-servicio';

afterEach(resetPisos);

const filas = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((fila) => [...fila.querySelectorAll('th, td')].map((c) => c.textContent));

async function abrir(tipo = 'AD') {
  signIn(tipo);
  const r = renderPisos(PATH);
  await screen.findByRole('table');
  return r;
}

async function nuevo(user: ReturnType<typeof import('@testing-library/user-event').default.setup>) {
  await user.click(screen.getByRole('button', { name: 'Nuevo' }));
  const dialogo = screen.getByRole('dialog', { name: 'Nuevo período fuera de servicio' });
  await within(dialogo).findByRole('option', { name: '101' });
  return dialogo;
}

async function escribirFecha(user: ReturnType<typeof import('@testing-library/user-event').default.setup>, campo: HTMLElement, iso: string) {
  await user.clear(campo);
  await user.type(campo, tecleada(iso));
}

describe('rooms out of order (/pisos/fuera-servicio)', () => {
  it('lists each period: room, first night → the day it is back, nights, whether it runs today, why', async () => {
    const { api } = await abrir();
    expect(document.title).toBe('Fuera de servicio - recepcion.app');
    expect(screen.getByRole('heading', { level: 1, name: 'Fuera de servicio' })).toBeInTheDocument();
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: '/api/FueraServicio', body: undefined }]);
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Habitación', 'Período', 'Motivo', 'Acciones']);
    expect(filas()).toEqual([['301', `${ddmmyyyy(dia(-1))} → al ${ddmmyyyy(dia(2))}3 nochesEn curso`, 'Filtración en el baño', 'Quitar el período de la habitación 301 del ' + ddmmyyyy(dia(-1))]]);
    expect(screen.getByRole('region', { name: 'Tabla de períodos fuera de servicio' })).toHaveAttribute('tabindex', '0');
  });

  it('«Nuevo» checks the room, the days and the reason before calling, in the server’s words', async () => {
    const { api, user } = await abrir();
    const dialogo = await nuevo(user);
    const desde = within(dialogo).getByRole('textbox', { name: /^Desde/ });
    const hasta = within(dialogo).getByRole('textbox', { name: /^Hasta/ });
    expect(desde).toHaveValue(ddmmyyyy(dia(0)));
    expect(hasta).toHaveValue(ddmmyyyy(dia(1)));
    expect(within(dialogo).getByRole('combobox', { name: /^Habitación/ })).toHaveFocus();
    expect(within(dialogo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione...', '101', '102', '201', '103', '301']);

    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(within(dialogo).getByRole('combobox', { name: /^Habitación/ })).toHaveAccessibleDescription(M.habitacionNoValida);
    expect(within(dialogo).getByRole('textbox', { name: /^Motivo/ })).toHaveAccessibleDescription(expect.stringContaining(M.ingreseMotivo));
    expect(within(dialogo).getByRole('combobox', { name: /^Habitación/ })).toHaveFocus();
    expect(avisos()).toEqual([M.habitacionNoValida]);

    await user.selectOptions(within(dialogo).getByRole('combobox', { name: /^Habitación/ }), '102');
    await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Pintura');
    await escribirFecha(user, hasta, dia(0));
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(hasta).toHaveAccessibleDescription(expect.stringContaining(M.fechasNoValidas));
    await escribirFecha(user, hasta, dia(400));
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(hasta).toHaveAccessibleDescription(expect.stringContaining(M.nochesMaximas));
    await user.clear(desde);
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(desde).toHaveAccessibleDescription(expect.stringContaining(M.fechasNoValidas));
    expect(api.apiCalls('POST')).toEqual([]);
  });

  it('shows the server’s refusal in the dialog (a reservation on those nights), which stays open', async () => {
    const { api, user } = await abrir();
    const dialogo = await nuevo(user);
    await user.selectOptions(within(dialogo).getByRole('combobox', { name: /^Habitación/ }), '101');
    await escribirFecha(user, within(dialogo).getByRole('textbox', { name: /^Desde/ }), dia(2));
    await escribirFecha(user, within(dialogo).getByRole('textbox', { name: /^Hasta/ }), dia(4));
    await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), '  Cambio de alfombra  ');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

    const mensaje = M.conReservas([12]);
    expect(mensaje).toBe('La habitación tiene la reserva 12 en esas noches');
    expect(await within(dialogo).findByText(mensaje)).toHaveClass('ps-rechazo');
    expect(dialogo).toHaveAccessibleDescription(mensaje);
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/FueraServicio', body: { HabitacionId: 1, Desde: dia(2), Hasta: dia(4), Motivo: 'Cambio de alfombra' } }]);
    expect(avisos()).toEqual([mensaje]);
    expect(screen.getByRole('dialog', { name: 'Nuevo período fuera de servicio' })).toBeInTheDocument();
    expect(filas()).toHaveLength(1);
  });

  it('a refusal about a field goes under that field', async () => {
    signIn();
    const { user } = renderPisos(PATH, { override: (c) => (c.method === 'POST' ? { status: 400, body: { Message: M.motivoLargo } } : undefined) });
    await screen.findByRole('table');
    const dialogo = await nuevo(user);
    await user.selectOptions(within(dialogo).getByRole('combobox', { name: /^Habitación/ }), '103');
    await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Pintura');
    await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(dialogo).getByRole('textbox', { name: /^Motivo/ })).toHaveAccessibleDescription(expect.stringContaining(M.motivoLargo)));
    expect(dialogo.querySelector('.ps-rechazo')).toBeNull();
  });

  it('saves a new period: the dialog closes and the list shows it in its place', async () => {
    const { api, user } = await abrir();
    const dialogo = await nuevo(user);
    await user.selectOptions(within(dialogo).getByRole('combobox', { name: /^Habitación/ }), '102');
    await escribirFecha(user, within(dialogo).getByRole('textbox', { name: /^Desde/ }), dia(-3));
    await escribirFecha(user, within(dialogo).getByRole('textbox', { name: /^Hasta/ }), dia(-1));
    await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Pintura{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/FueraServicio', body: { HabitacionId: 2, Desde: dia(-3), Hasta: dia(-1), Motivo: 'Pintura' } }]);
    expect(avisos()).toEqual(['Guardado con éxito']);
    expect(filas().map((f) => [f[0], f[1], f[2]])).toEqual([
      ['102', `${ddmmyyyy(dia(-3))} → al ${ddmmyyyy(dia(-1))}2 noches`, 'Pintura'],
      ['301', `${ddmmyyyy(dia(-1))} → al ${ddmmyyyy(dia(2))}3 nochesEn curso`, 'Filtración en el baño'],
    ]);
  });

  it('«Quitar» asks first, then lifts the period', async () => {
    const { api, user } = await abrir();
    await user.click(screen.getByRole('button', { name: `Quitar el período de la habitación 301 del ${ddmmyyyy(dia(-1))}` }));
    const pregunta = screen.getByRole('alertdialog', { name: 'Quitar período' });
    expect(pregunta).toHaveTextContent(`¿Quitar el período fuera de servicio de la habitación 301, del ${ddmmyyyy(dia(-1))} al ${ddmmyyyy(dia(2))}?`);
    await user.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    expect(api.apiCalls('DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Quitar el período/ }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Quitar período' })).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('No hay habitaciones fuera de servicio. Agregue un período con «Nuevo».')).toBeInTheDocument();
    expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/FueraServicio/30', body: undefined }]);
    expect(avisos()).toEqual(['Período quitado']);
  });

  it('is read-only for Consulta: no «Nuevo», no «Quitar»', async () => {
    const { api } = await abrir('CO');
    expect(screen.getByRole('note')).toHaveTextContent(MENSAJE_SOLO_LECTURA);
    expect(screen.queryByRole('button', { name: 'Nuevo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Habitación', 'Período', 'Motivo']);
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: '/api/FueraServicio', body: undefined }]);
  });

  it('is not shown to Camarería, which the API refuses it (the portal sends it to the board)', async () => {
    signIn('CA');
    const { api } = renderPisos(PATH);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(api.apiCalls()).toEqual([]);
  });

  it('reads the list again when a block changes elsewhere', async () => {
    const { api } = await abrir();
    conectarCanal();
    api.datos.FueraServicio.push({ Id: 31, HabitacionId: 3, HabitacionNombre: '103', Desde: dia(10), Hasta: dia(11), Motivo: 'Fumigación' });
    anunciar(ENTIDAD_EN_VIVO_RESERVAS.bloqueos, { Id: 31 });
    await waitFor(() => expect(filas()).toHaveLength(2));
    expect(filas()[1][2]).toBe('Fumigación');
  });
});
