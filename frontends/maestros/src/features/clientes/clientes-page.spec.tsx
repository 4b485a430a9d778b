import { MENSAJES_CLIENTE as M, MENSAJES_DOCUMENTO as MD } from '@recepcion/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abrirGrid, filasDe } from '../../../test/grid';
import { renderArea, resetArea, signIn } from '../../../test/render-area';
import { MENSAJES } from '../../mensajes';

beforeEach(signIn);
afterEach(() => jest.useRealTimers());
afterEach(resetArea);

const campo = (dialog: HTMLElement, nombre: RegExp) => within(dialog).getByRole('textbox', { name: nombre });

describe('clientes', () => {
  it('particulares (giro 1) show the document and a passport column', async () => {
    const { grid, api } = await abrirGrid('/clientes/particulares', 'Particulares');
    expect(document.title).toBe('Particulares - recepcion.app');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Documento', 'Pasaporte', 'Ciudad', 'Email', 'Teléfono']);
    expect(filasDe(grid)).toEqual([['José Pérez', 'Pasaporte 12345678', 'X123', 'Valparaíso', '', '']]);
    expect(api.apiCalls()[0]).toEqual({ method: 'POST', url: '/api/Clientes/Giro/1', body: { texto: '' } });
  });

  it('exports the list as CSV', async () => {
    const { user } = await abrirGrid('/clientes/particulares', 'Particulares');
    const descargas: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:clientes'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      descargas.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(descargas).toEqual(['clientes-particulares.csv']);
    click.mockRestore();
  });

  it('agencias de viaje (giro 3) show the tax id and the contact', async () => {
    const { grid, api } = await abrirGrid('/clientes/agencias-viaje', 'Agencias de viaje');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Rut', 'Documento', 'Contacto', 'Ciudad', 'Email', 'Teléfono']);
    expect(filasDe(grid)).toEqual([['Turismo Andes Ltda.', '76.543.210-K', '', 'Marta', 'Santiago', '', '']]);
    expect(api.apiCalls()[0].url).toBe('/api/Clientes/Giro/3');
  });

  it('empresas (giro 0) list every company with its giro, and search by name', async () => {
    // The search waits 200 ms after the last key. On fake timers the clock moves only when the test
    // says so: a busy machine cannot stretch the typing over 200 ms and split it into two searches.
    jest.useFakeTimers();
    const { grid, api } = await abrirGrid('/clientes/empresas', 'Empresas');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Giro', 'Rut', 'Documento', 'Contacto', 'Ciudad', 'Email', 'Teléfono']);
    expect(filasDe(grid).map((f) => f.slice(0, 2))).toEqual([
      ['Turismo Andes Ltda.', 'Agencia de Viajes'],
      ['Municipalidad de Valparaíso', 'Municipalidad'],
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'valpa');
    // Nothing asked while typing; one call 200 ms after the last key.
    expect(api.apiCalls('POST').map((c) => c.body)).toEqual([{ texto: '' }]);
    await act(async () => jest.advanceTimersByTime(200));
    await waitFor(() => expect(filasDe(grid).map((f) => f[0])).toEqual(['Municipalidad de Valparaíso']));
    expect(api.apiCalls('POST').map((c) => c.body)).toEqual([{ texto: '' }, { texto: 'valpa' }]);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar por nombre' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'zzz');
    await act(async () => jest.advanceTimersByTime(200));
    expect(await screen.findByText('Ningún cliente coincide con «zzz».')).toBeInTheDocument();
  });

  it('says so when there is no client yet', async () => {
    const { tablasIniciales } = await import('../../../test/fake-hotel');
    const tablas = tablasIniciales();
    tablas.Clientes = [];
    renderArea('/clientes/particulares', { tablas });
    expect(await screen.findByText('Todavía no hay particulares. Cree uno con «Nuevo particular».')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
  });

  it('creates a client: name, giro and country are required, a city for Chile, a valid e-mail', async () => {
    const { user, grid, api } = await abrirGrid('/clientes/particulares', 'Particulares');
    await user.click(screen.getByRole('button', { name: 'Nuevo particular' }));
    const dialog = screen.getByRole('dialog', { name: 'Cliente' });
    // The page's giro and the hotel's country (Chile) are proposed.
    expect(within(dialog).getByRole('combobox', { name: /^Giro/ })).toHaveDisplayValue('Particular');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^País/ })).toHaveDisplayValue('Chile'));
    expect(campo(dialog, /^Ciudad/)).toBeRequired();

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(campo(dialog, /^Nombre/)).toHaveAccessibleDescription(M.faltaNombre);
    expect(campo(dialog, /^Ciudad/)).toHaveAccessibleDescription(M.faltaCiudad);
    expect(campo(dialog, /^Nombre/)).toHaveFocus();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Giro/ }), 'Seleccione un giro');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^País/ }), 'Seleccione un país');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('combobox', { name: /^Giro/ })).toHaveAccessibleDescription(M.faltaGiro);
    expect(within(dialog).getByRole('combobox', { name: /^País/ })).toHaveAccessibleDescription(M.faltaPais);
    // Without Chile the city is optional.
    expect(campo(dialog, /^Ciudad/)).not.toHaveAccessibleDescription(M.faltaCiudad);

    await user.type(campo(dialog, /^Nombre/), 'Ana Soto');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Giro/ }), 'Particular');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^País/ }), 'Chile');
    await user.type(campo(dialog, /^Ciudad/), 'Viña del Mar');
    await user.type(campo(dialog, /^Email/), 'ana@correo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(campo(dialog, /^Email/)).toHaveAccessibleDescription(M.emailInvalido);
    expect(api.apiCalls('POST').filter((c) => c.url === '/api/Clientes')).toEqual([]);

    await user.type(campo(dialog, /^Email/), '.cl');
    await user.type(campo(dialog, /^Pasaporte/), 'P-778');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('POST').filter((c) => c.url === '/api/Clientes')).toEqual([
      {
        method: 'POST',
        url: '/api/Clientes',
        body: {
          Id: 0,
          Nombre: 'Ana Soto',
          GiroId: 1,
          PaisId: 35,
          Ciudad: 'Viña del Mar',
          Rut: null,
          Pasaporte: 'P-778',
          TipoDocumento: null,
          NumeroDocumento: null,
          Email: 'ana@correo.cl',
          Telefono: null,
          Contacto: null,
          Direccion: null,
        },
      },
    ]);
    expect(screen.getByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(filasDe(grid)).toEqual([
      ['Ana Soto', '', 'P-778', 'Viña del Mar', 'ana@correo.cl', ''],
      ['José Pérez', 'Pasaporte 12345678', 'X123', 'Valparaíso', '', ''],
    ]);
  });

  it('offers the city for every country, required only for Chile, and saves a foreign client with its city', async () => {
    const { user, grid, api } = await abrirGrid('/clientes/particulares', 'Particulares');
    await user.click(screen.getByRole('button', { name: 'Nuevo particular' }));
    const dialog = screen.getByRole('dialog', { name: 'Cliente' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^País/ })).toHaveDisplayValue('Chile'));
    for (const pais of ['Argentina', 'España']) {
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /^País/ }), pais);
      expect(campo(dialog, /^Ciudad/)).toBeEnabled();
      expect(campo(dialog, /^Ciudad/)).not.toBeRequired();
    }
    await user.type(campo(dialog, /^Nombre/), 'Lucía Gómez');
    await user.type(campo(dialog, /^Ciudad/), ' Sevilla ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('POST').filter((c) => c.url === '/api/Clientes').map((c) => c.body)).toEqual([
      expect.objectContaining({ Nombre: 'Lucía Gómez', PaisId: 55, Ciudad: 'Sevilla' }),
    ]);
    expect(filasDe(grid)).toContainEqual(['Lucía Gómez', '', '', 'Sevilla', '', '']);
  });

  it('a document needs its type and a number of letters, digits, dots and hyphens', async () => {
    const { user, grid, api } = await abrirGrid('/clientes/particulares', 'Particulares');
    await user.dblClick(within(grid).getByRole('gridcell', { name: 'José Pérez' }));
    const dialog = screen.getByRole('dialog', { name: 'Cliente' });
    const tipo = within(dialog).getByRole('combobox', { name: /^Tipo de documento/ });
    const numero = campo(dialog, /^Número de documento/);
    expect(tipo).toHaveDisplayValue('Pasaporte');
    expect(numero).toHaveValue('12345678');
    expect(numero).toBeRequired();
    expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin documento', 'Documento nacional', 'Pasaporte', 'Otro']);

    // A number without its type.
    await user.selectOptions(tipo, 'Sin documento');
    expect(numero).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(tipo).toHaveAccessibleDescription(MD.faltaTipo);
    expect(tipo).toHaveFocus();

    // A type without a number.
    await user.selectOptions(tipo, 'Documento nacional');
    await user.clear(numero);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(numero).toHaveAccessibleDescription(expect.stringContaining(MD.faltaNumero));

    await user.type(numero, '12 345 678/K');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(numero).toHaveAccessibleDescription(expect.stringContaining(MD.numeroFormato));
    expect(numero).toHaveAttribute('maxLength', '30');
    expect(api.apiCalls('PUT')).toEqual([]);

    await user.clear(numero);
    await user.type(numero, ' 12.345.678-K ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('PUT')[0].body).toMatchObject({ Id: 1, TipoDocumento: 'DNI', NumeroDocumento: '12.345.678-K', Pasaporte: 'X123' });
    expect(filasDe(grid)).toEqual([['José Pérez', 'Documento nacional 12.345.678-K', 'X123', 'Valparaíso', '', '']]);

    // Both emptied: the client has no document any more.
    await user.dblClick(within(grid).getByRole('gridcell', { name: 'José Pérez' }));
    const otra = screen.getByRole('dialog', { name: 'Cliente' });
    await user.selectOptions(within(otra).getByRole('combobox', { name: /^Tipo de documento/ }), 'Sin documento');
    await user.clear(campo(otra, /^Número de documento/));
    await user.click(within(otra).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('PUT')[1].body).toMatchObject({ TipoDocumento: null, NumeroDocumento: null });
    expect(filasDe(grid)).toEqual([['José Pérez', '', 'X123', 'Valparaíso', '', '']]);
  });

  it('a client edited into another giro leaves the list', async () => {
    const { user, grid } = await abrirGrid('/clientes/agencias-viaje', 'Agencias de viaje');
    await user.dblClick(within(grid).getByRole('gridcell', { name: 'Turismo Andes Ltda.' }));
    const dialog = screen.getByRole('dialog', { name: 'Cliente' });
    expect(campo(dialog, /^Rut/)).toHaveValue('76.543.210-K');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Giro/ }), 'Transporte');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(MENSAJES.guardado)).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay agencias de viaje. Cree una con «Nueva agencia».')).toBeInTheDocument();
    expect(grid).not.toBeInTheDocument();
  });

  it('deletes a client after confirming', async () => {
    const { user, api } = await abrirGrid('/clientes/particulares', 'Particulares');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await act(async () => within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }).click());
    expect(await screen.findByText(MENSAJES.eliminado)).toBeInTheDocument();
    expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/Clientes/1', body: undefined }]);
  });
});
