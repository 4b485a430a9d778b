import { MENSAJES_DOCUMENTO as MD } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeHotel, reservaDePrueba } from '../../../../test/reserva/fake-hotel';
import { limpiar, renderDialogos } from '../../../../test/reserva/render-dialogos';

afterEach(limpiar);

const toastCon = (texto: string) => screen.findByText(texto, { selector: '.rc-toast *, .rc-toast' });
const guest = (Id: number, PasajeroId: number, PasajeroNombre: string) => ({
  Id,
  PasajeroId,
  PasajeroNombre,
  HabitacionId: 11,
  HabitacionNombre: '101',
  IDDetalleVenta: null,
  sysEntrada: null,
  sysSalida: null,
});

async function abrirPasajeros() {
  renderDialogos('/reservas/listado?reserva=12&pestana=Pasajeros');
  await screen.findByRole('tab', { name: 'General' });
  return screen.getByRole('region', { name: 'Pasajeros de la reserva' });
}

const filas = (tabla: HTMLElement) =>
  within(tabla)
    .getAllByRole('row')
    .slice(1)
    .map((f) =>
      within(f)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    );

describe("the guests tab shows each guest's identity document", () => {
  it('asks for the documents of all the guests in one call, and a guest picked in the search brings its own', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([reservaDePrueba({ Pasajeros: [guest(1, 40, 'Ana Rojas'), guest(2, 42, 'Carla Muñoz')] })]);
    const pasajeros = await abrirPasajeros();
    const tabla = within(pasajeros).getByRole('table', { name: 'Pasajeros' });
    expect(within(tabla).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Habitación', 'Pasajero', 'Documento', 'Acciones']);
    await waitFor(() =>
      expect(filas(tabla)).toEqual([
        ['101', 'Ana Rojas', 'Documento nacional 12.345.678-5'],
        ['101', 'Carla Muñoz', ''],
      ]),
    );
    const documentos = () => hotel.api.calls.filter((c) => c.url === '/api/Clientes/Documentos');
    expect(documentos()).toEqual([expect.objectContaining({ method: 'POST', body: { Ids: [40, 42] } })]);

    await user.type(within(pasajeros).getByRole('combobox', { name: 'Pasajero' }), 'Bru');
    await user.click(await screen.findByRole('option', { name: 'Bruno Díaz' }));
    await user.click(within(pasajeros).getByRole('button', { name: 'Añadir' }));
    expect(await toastCon('Se añadio pasajero')).toBeInTheDocument();
    expect(filas(tabla)).toContainEqual(['101', 'Bruno Díaz', 'Pasaporte AB123456']);
    // The search's answer carried the document: nothing more asked.
    expect(documentos()).toHaveLength(1);
  });

  it('a new guest may be created with a document, checked like the clients page', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    const pasajeros = await abrirPasajeros();
    await user.click(within(pasajeros).getByRole('button', { name: 'Nuevo pasajero' }));
    const nuevo = within(pasajeros).getByRole('group', { name: 'Nuevo pasajero' });
    const tipo = within(nuevo).getByRole('combobox', { name: 'Tipo de documento' });
    const numero = within(nuevo).getByRole('textbox', { name: /^Número de documento/ });
    const crear = within(nuevo).getByRole('button', { name: 'Crear pasajero' });
    await user.type(within(nuevo).getByRole('textbox', { name: 'Nombre del pasajero' }), 'Diego Soto');
    await user.selectOptions(within(nuevo).getByRole('combobox', { name: 'País' }), '55');

    await user.type(numero, 'X 1');
    await user.click(crear);
    expect(tipo).toHaveAccessibleDescription(MD.faltaTipo);
    expect(numero).toHaveAccessibleDescription(MD.numeroFormato);

    await user.selectOptions(tipo, 'Pasaporte');
    await user.clear(numero);
    expect(numero).toBeRequired();
    await user.click(crear);
    expect(numero).toHaveAccessibleDescription(MD.faltaNumero);
    expect(hotel.api.calls.filter((c) => c.url === '/api/Clientes')).toEqual([]);

    await user.type(numero, ' X-1 ');
    await user.click(crear);
    expect(await toastCon('Se añadio pasajero')).toBeInTheDocument();
    expect(hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/Clientes')?.body).toEqual({ Nombre: 'Diego Soto', GiroId: 1, PaisId: 55, TipoDocumento: 'PAS', NumeroDocumento: 'X-1' });
    expect(filas(within(pasajeros).getByRole('table', { name: 'Pasajeros' }))).toEqual([['101', 'Diego Soto', 'Pasaporte X-1']]);
    expect(hotel.api.calls.filter((c) => c.url === '/api/Clientes/Documentos')).toEqual([]);
  });
});

describe('a new guest’s city', () => {
  it('may be given for any country, and is required only for Chile', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel();
    const pasajeros = await abrirPasajeros();
    await user.click(within(pasajeros).getByRole('button', { name: 'Nuevo pasajero' }));
    const nuevo = within(pasajeros).getByRole('group', { name: 'Nuevo pasajero' });
    await user.type(within(nuevo).getByRole('textbox', { name: 'Nombre del pasajero' }), 'Lucía Ferrer');
    await user.selectOptions(within(nuevo).getByRole('combobox', { name: 'País' }), '55');
    const ciudad = within(nuevo).getByRole('textbox', { name: /^Ciudad/ });
    expect(ciudad).not.toBeRequired();
    await user.type(ciudad, 'Mendoza');
    await user.click(within(nuevo).getByRole('button', { name: 'Crear pasajero' }));
    expect(await toastCon('Se añadio pasajero')).toBeInTheDocument();
    expect(hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/Clientes')?.body).toMatchObject({ Nombre: 'Lucía Ferrer', PaisId: 55, Ciudad: 'Mendoza' });
  });
});

describe('«Crear pasajero» adds the new person to the stay', () => {
  const lineaEn = (Id: number, HabitacionId: number, HabitacionNombre: string) => ({ ...reservaDePrueba().Habitaciones[0], Id, HabitacionId, HabitacionNombre });

  it('edits the guest it was asked to even after another row is removed meanwhile (no other guest is overwritten)', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([
      reservaDePrueba({
        Habitaciones: [lineaEn(1, 11, '101'), lineaEn(2, 12, '102')],
        Pasajeros: [guest(1, 40, 'Ana Rojas'), guest(2, 41, 'Pedro Soto'), guest(3, 42, 'Carla Muñoz')],
      }),
    ]);
    const pasajeros = await abrirPasajeros();
    const tabla = within(pasajeros).getByRole('table', { name: 'Pasajeros' });
    await user.click(within(tabla).getAllByRole('button', { name: /^Editar/ })[1]);
    await user.click(within(tabla).getByRole('button', { name: 'Quitar Ana Rojas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await user.selectOptions(within(pasajeros).getByRole('combobox', { name: 'Habitación' }), '102');
    await user.click(within(pasajeros).getByRole('button', { name: 'Actualizar' }));
    expect(await toastCon('Se actualizo pasajero')).toBeInTheDocument();
    expect(filas(tabla).map((f) => f.slice(0, 2))).toEqual([
      ['101', 'Carla Muñoz'],
      ['102', 'Pedro Soto'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(hotel.puts()).toHaveLength(1));
    expect((hotel.puts()[0].body as { Pasajeros: unknown[] }).Pasajeros).toEqual([
      expect.objectContaining({ Id: 2, PasajeroId: 41, HabitacionId: 12 }),
      expect.objectContaining({ Id: 3, PasajeroId: 42, HabitacionId: 11 }),
    ]);
  });

  it('as a guest of the chosen room, without Añadir, and the save sends it', async () => {
    const user = userEvent.setup();
    const hotel = installFakeHotel([reservaDePrueba({ Habitaciones: [lineaEn(1, 11, '101'), lineaEn(2, 12, '102')] })]);
    const pasajeros = await abrirPasajeros();
    await user.selectOptions(within(pasajeros).getByRole('combobox', { name: 'Habitación' }), '102');
    await user.click(within(pasajeros).getByRole('button', { name: 'Nuevo pasajero' }));
    await user.type(within(pasajeros).getByRole('textbox', { name: 'Nombre del pasajero' }), 'Elena Vidal');
    await user.selectOptions(within(pasajeros).getByRole('combobox', { name: 'País' }), '55');
    await user.click(within(pasajeros).getByRole('button', { name: 'Crear pasajero' }));

    expect(await toastCon('Se añadio pasajero')).toBeInTheDocument();
    expect(filas(within(pasajeros).getByRole('table', { name: 'Pasajeros' }))).toEqual([['102', 'Elena Vidal', '']]);
    // Ready for the next one: nothing left picked, the form closed.
    expect(within(pasajeros).getByRole('combobox', { name: 'Pasajero' })).toHaveValue('');
    expect(within(pasajeros).queryByRole('group', { name: 'Nuevo pasajero' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(hotel.puts()).toHaveLength(1));
    const creado = hotel.api.calls.find((c) => c.method === 'POST' && c.url === '/api/Clientes');
    expect(creado).toBeDefined();
    expect((hotel.puts()[0].body as { Pasajeros: unknown[] }).Pasajeros).toEqual([{ PasajeroId: expect.any(Number), HabitacionId: 12 }]);
  });

  it('without a room chosen it stays picked and the room is asked for; choosing one and Añadir adds it', async () => {
    const user = userEvent.setup();
    installFakeHotel([reservaDePrueba({ Habitaciones: [lineaEn(1, 11, '101'), lineaEn(2, 12, '102')] })]);
    const pasajeros = await abrirPasajeros();
    await user.click(within(pasajeros).getByRole('button', { name: 'Nuevo pasajero' }));
    await user.type(within(pasajeros).getByRole('textbox', { name: 'Nombre del pasajero' }), 'Elena Vidal');
    await user.selectOptions(within(pasajeros).getByRole('combobox', { name: 'País' }), '55');
    await user.click(within(pasajeros).getByRole('button', { name: 'Crear pasajero' }));

    expect(await toastCon('Falta seleccionar la habitación')).toBeInTheDocument();
    expect(within(pasajeros).getByRole('combobox', { name: 'Pasajero' })).toHaveValue('Elena Vidal');
    await user.selectOptions(within(pasajeros).getByRole('combobox', { name: 'Habitación' }), '101');
    await user.click(within(pasajeros).getByRole('button', { name: 'Añadir' }));
    expect(await toastCon('Se añadio pasajero')).toBeInTheDocument();
    expect(filas(within(pasajeros).getByRole('table', { name: 'Pasajeros' }))).toEqual([['101', 'Elena Vidal', '']]);
  });
});
