import { MENSAJES_TARIFA as M } from '@recepcion/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { listasDe, tablasIniciales, type Tablas } from '../../../test/fake-hotel';
import { conectarVivo, empujar } from '@recepcion/testing-web';
import { abrirGrid, filasDe } from '../../../test/grid';
import { HOTEL_ID, renderArea, resetArea, signIn } from '../../../test/render-area';
import { MENSAJES } from '../../mensajes';

function conTarifa(): Tablas {
  const tablas = tablasIniciales();
  tablas.TiposHabitacion.push({ Id: 2, Nombre: 'Suite', CantidadPasajeros: 4, CantidadPasajerosPredeterminado: 2 });
  tablas.TarifasB.push({
    Id: 1,
    TipoServicioId: 6,
    TemporadaId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: 1,
    ImpuestoIncluido: true,
    PrecioPorPasajero: false,
    DetalleTarifa: [
      { Id: 11, ServicioId: 1, Valor: 59500, PaxMax: 2 },
      { Id: 12, ServicioId: 2, Valor: 120000, PaxMax: 99998 },
    ],
  });
  return tablas;
}

const lineaNueva = () => screen.getByRole('group', { name: 'Nueva línea' });
const lineas = () =>
  within(screen.getByRole('table', { name: 'Precios de la tarifa' }))
    .getAllByRole('row')
    .slice(1)
    .map((fila) => [within(fila).getByRole('rowheader').textContent, within(fila).getAllByRole('cell')[0].textContent, within(fila).getByRole('textbox').getAttribute('value')]);

beforeEach(signIn);
afterEach(resetArea);

describe('tarifario de alojamiento', () => {
  it("lists the hotel's lodging price lists", async () => {
    const { grid, api } = await abrirGrid('/tarifario/tarifario-alojamiento', 'Tarifario de alojamiento', { tablas: conTarifa() });
    expect(document.title).toBe('Tarifario de alojamiento - recepcion.app');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Temporada', 'Moneda', 'Precio', 'Impuesto', 'Impuesto incluido']);
    expect(filasDe(grid)).toEqual([['Alta', 'Peso chileno', 'Por habitación', 'IVA (19)', 'Sí']]);
    expect(api.apiCalls()[0]).toEqual({ method: 'GET', url: `/api/TarifasB/${HOTEL_ID}/6`, body: undefined });
  });

  it('creates a list: the hotel configuration fills it; lines are created, then inserted or cancelled', async () => {
    const { user, grid, api } = await abrirGrid('/tarifario/tarifario-alojamiento', 'Tarifario de alojamiento', { tablas: conTarifa() });
    await user.click(screen.getByRole('button', { name: 'Nueva tarifa' }));
    const dialog = screen.getByRole('dialog', { name: 'Tarifa de alojamiento' });
    expect(within(dialog).getByRole('combobox', { name: /^Moneda/ })).toHaveDisplayValue('Peso chileno');
    expect(within(dialog).getByRole('combobox', { name: /^Impuesto/ })).toHaveDisplayValue('IVA (19)');
    expect(within(dialog).getByRole('checkbox', { name: 'Impuesto incluido' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Precio por pasajero' })).not.toBeChecked();
    expect(within(dialog).getByText('Sin precios todavía. Agregue uno con «Nueva línea».')).toBeInTheDocument();

    // A line: the service, then the value, are required.
    await user.click(within(dialog).getByRole('button', { name: 'Nueva línea' }));
    const servicio = within(lineaNueva()).getByRole('combobox', { name: /^Tipo de Habitación/ });
    expect(servicio).toHaveFocus();
    // No guest limit until one is typed: the field is empty, «Sin límite».
    const paxMax = within(lineaNueva()).getByRole('textbox', { name: 'Pasajeros máx.' });
    expect(paxMax).toHaveValue('');
    expect(paxMax).toHaveAttribute('placeholder', 'Sin límite');
    await user.click(within(lineaNueva()).getByRole('button', { name: 'Insertar' }));
    expect(servicio).toHaveAccessibleDescription(M.seleccioneServicio('Tipo de Habitación'));
    await user.selectOptions(servicio, 'Doble');
    await user.click(within(lineaNueva()).getByRole('button', { name: 'Insertar' }));
    expect(within(lineaNueva()).getByRole('textbox', { name: /^Valor/ })).toHaveAccessibleDescription(M.ingreseValor);
    expect(within(lineaNueva()).getByRole('textbox', { name: /^Valor/ })).toHaveFocus();
    await user.type(within(lineaNueva()).getByRole('textbox', { name: /^Valor/ }), '59500{Enter}');
    expect(screen.queryByRole('group', { name: 'Nueva línea' })).not.toBeInTheDocument();
    expect(lineas()).toEqual([['Doble', 'Sin límite', '59.500']]);
    expect(within(dialog).getByRole('button', { name: 'Nueva línea' })).toHaveFocus();

    // The same service (for the same passengers) only once.
    await user.click(within(dialog).getByRole('button', { name: 'Nueva línea' }));
    await user.selectOptions(within(lineaNueva()).getByRole('combobox', { name: /^Tipo de Habitación/ }), 'Doble');
    await user.type(within(lineaNueva()).getByRole('textbox', { name: /^Valor/ }), '50000');
    await user.click(within(lineaNueva()).getByRole('button', { name: 'Insertar' }));
    expect(within(lineaNueva()).getByRole('combobox', { name: /^Tipo de Habitación/ })).toHaveAccessibleDescription(M.servicioRepetido('Tipo de Habitación'));
    // Cancelling the line drops it.
    await user.click(within(lineaNueva()).getByRole('button', { name: 'Cancelar línea' }));
    expect(screen.queryByRole('group', { name: 'Nueva línea' })).not.toBeInTheDocument();
    expect(lineas()).toHaveLength(1);

    // Saving: a season is required.
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('combobox', { name: /^Temporada/ })).toHaveAccessibleDescription(M.seleccioneTemporada);
    expect(within(dialog).getByRole('combobox', { name: /^Temporada/ })).toHaveFocus();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Temporada/ }), 'Alta');

    // A line whose value was emptied.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Valor de Doble' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('textbox', { name: 'Valor de Doble' })).toHaveAccessibleDescription(M.faltaValor);
    await user.type(within(dialog).getByRole('textbox', { name: 'Valor de Doble' }), '60000');

    // An unfinished line with a service and a value goes in on save.
    await user.click(within(dialog).getByRole('button', { name: 'Nueva línea' }));
    await user.selectOptions(within(lineaNueva()).getByRole('combobox', { name: /^Tipo de Habitación/ }), 'Suite');
    await user.type(within(lineaNueva()).getByRole('textbox', { name: /^Valor/ }), '120000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('POST')).toEqual([
      {
        method: 'POST',
        url: '/api/TarifasB',
        body: {
          Id: 0,
          TipoServicioId: 6,
          TemporadaId: 1,
          MonedaId: 'CLP',
          TipoImpuestoId: 1,
          ImpuestoIncluido: true,
          PrecioPorPasajero: false,
          DetalleTarifa: [
            { ServicioId: 1, Valor: 60000, PaxMax: 99998 },
            { ServicioId: 2, Valor: 120000, PaxMax: 99998 },
          ],
        },
      },
    ]);
    expect(screen.getByText(MENSAJES.guardado)).toBeInTheDocument();
    await waitFor(() => expect(filasDe(grid)).toHaveLength(2));
    await waitFor(() => expect(within(grid).getByRole('row', { selected: true })).toBe(within(grid).getAllByRole('row')[2]));
  });

  it('offers a season created in another tab while the dialog is open (live lists)', async () => {
    const { user, api } = await abrirGrid('/tarifario/tarifario-alojamiento', 'Tarifario de alojamiento', { tablas: conTarifa() });
    act(() => conectarVivo(listasDe(api.tablas)));
    await user.click(screen.getByRole('button', { name: 'Nueva tarifa' }));
    const temporada = within(screen.getByRole('dialog')).getByRole('combobox', { name: /^Temporada/ });
    expect(within(temporada).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione una temporada', 'Alta']);
    act(() => empujar({ entidad: 'Temporadas', metodo: 'insert', datos: { Id: 2, Nombre: 'Baja', FechaInicial: '2027-03-01', FechaFinal: '2027-11-30' } }));
    expect(within(temporada).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione una temporada', 'Alta', 'Baja']);
    // The lists came from the channel: no call for them.
    expect(api.apiCalls().filter((c) => c.url === '/api/Temporadas')).toEqual([]);
  });

  it('requires a currency and a tax type', async () => {
    const { user } = await abrirGrid('/tarifario/tarifario-alojamiento', 'Tarifario de alojamiento', { tablas: conTarifa() });
    await user.click(screen.getByRole('button', { name: 'Nueva tarifa' }));
    const dialog = screen.getByRole('dialog', { name: 'Tarifa de alojamiento' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Temporada/ }), 'Alta');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Moneda/ }), 'Seleccione una moneda');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Impuesto/ }), 'Seleccione un Impuesto');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('combobox', { name: /^Moneda/ })).toHaveAccessibleDescription(M.seleccioneMoneda);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Moneda/ }), 'Peso chileno');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByRole('combobox', { name: /^Impuesto/ })).toHaveAccessibleDescription(M.seleccioneImpuesto);
  });

  it('opens a list with its lines, removes one and saves it (PUT replaces the lines)', async () => {
    const { user, grid, api } = await abrirGrid('/tarifario/tarifario-alojamiento', 'Tarifario de alojamiento', { tablas: conTarifa() });
    await user.dblClick(within(grid).getByRole('gridcell', { name: 'Alta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tarifa de alojamiento' });
    await within(dialog).findByRole('table', { name: 'Precios de la tarifa' });
    expect(within(dialog).getByRole('combobox', { name: /^Temporada/ })).toHaveDisplayValue('Alta');
    expect(lineas()).toEqual([
      ['Doble', '2', '59.500'],
      ['Suite', 'Sin límite', '120.000'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar Doble' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Precio por pasajero' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/TarifasB/1',
        body: expect.objectContaining({ Id: 1, PrecioPorPasajero: true, DetalleTarifa: [{ Id: 12, ServicioId: 2, Valor: 120000, PaxMax: 99998 }] }),
      },
    ]);
    await waitFor(() => expect(filasDe(grid)).toEqual([['Alta', 'Peso chileno', 'Por pasajero', 'IVA (19)', 'Sí']]));
  });

  it('deletes a list after confirming', async () => {
    const { user, api } = await abrirGrid('/tarifario/tarifario-alojamiento', 'Tarifario de alojamiento', { tablas: conTarifa() });
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Todavía no hay tarifas de alojamiento. Cree una con «Nueva tarifa».')).toBeInTheDocument();
    expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/TarifasB/1', body: undefined }]);
  });
});

describe('tarifarios de cargos y regímenes', () => {
  it('prices charges: the lines are charges', async () => {
    const user = (await import('@testing-library/user-event')).default.setup();
    const api = renderArea('/tarifario/tarifario-cargo');
    expect(await screen.findByText('Todavía no hay tarifas de cargos. Cree una con «Nueva tarifa».')).toBeInTheDocument();
    expect(document.title).toBe('Tarifario de cargos - recepcion.app');
    expect(api.apiCalls()[0].url).toBe(`/api/TarifasB/${HOTEL_ID}/7`);
    await user.click(screen.getByRole('button', { name: 'Nueva tarifa' }));
    const dialog = screen.getByRole('dialog', { name: 'Tarifa de cargos' });
    await user.click(within(dialog).getByRole('button', { name: 'Nueva línea' }));
    await user.click(within(lineaNueva()).getByRole('button', { name: 'Insertar' }));
    const servicio = within(lineaNueva()).getByRole('combobox', { name: /^Cargo/ });
    expect(servicio).toHaveAccessibleDescription(M.seleccioneServicio('Cargo'));
    expect(within(servicio).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione un Cargo', 'Agua mineral']);
  });

  it('prices meal plans: the lines are meal plans', async () => {
    const user = (await import('@testing-library/user-event')).default.setup();
    renderArea('/tarifario/tarifario-regimen');
    expect(await screen.findByText('Todavía no hay tarifas de regímenes. Cree una con «Nueva tarifa».')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nueva tarifa' }));
    const dialog = screen.getByRole('dialog', { name: 'Tarifa de regímenes' });
    await user.click(within(dialog).getByRole('button', { name: 'Nueva línea' }));
    await user.selectOptions(within(lineaNueva()).getByRole('combobox', { name: /^Régimen/ }), 'Desayuno');
    await user.type(within(lineaNueva()).getByRole('textbox', { name: /^Valor/ }), '5000{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Nueva línea' }));
    await user.selectOptions(within(lineaNueva()).getByRole('combobox', { name: /^Régimen/ }), 'Desayuno');
    await user.type(within(lineaNueva()).getByRole('textbox', { name: /^Valor/ }), '6000{Enter}');
    expect(within(lineaNueva()).getByRole('combobox', { name: /^Régimen/ })).toHaveAccessibleDescription(M.servicioRepetido('Régimen'));
  });
});
