import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { datosIniciales, dia, ddmmyyyy, tecleada } from '../../../test/paginas/datos';
import { abrirGrid, anunciar, avisos, canalConectado, filasDe, resetPagina, signIn } from '../../../test/paginas/render-pagina';

const PATH = '/reservas/lista-espera';

beforeEach(signIn);
afterEach(resetPagina);

describe('lista de espera', () => {
  it('lists who waits from 2 days ago to 30 ahead', async () => {
    const { api, grid } = await abrirGrid(PATH, 'Lista de espera');
    expect(document.title).toBe('Lista de espera - recepcion.app');
    expect(screen.getByRole('textbox', { name: /^Desde/ })).toHaveValue(ddmmyyyy(dia(-2)));
    expect(screen.getByRole('textbox', { name: /^Hasta/ })).toHaveValue(ddmmyyyy(dia(30)));
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/ListaEspera/Busqueda/${dia(-2)}/${dia(30)}`, body: undefined }]);
    expect(filasDe(grid)).toEqual([['Hay disponibilidad', ddmmyyyy(dia(1)), ddmmyyyy(dia(3)), 'José Pérez', 'Ana Pérez', '2', '1', 'Vista al mar', '']]);
  });

  it('adds a guest: today to tomorrow, 1 guest, 1 room; every spec message', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Lista de espera');
    await user.click(screen.getByRole('button', { name: 'Nueva espera' }));
    const dialog = screen.getByRole('dialog', { name: 'Reserva en lista de espera' });
    const campo = (nombre: RegExp | string) => within(dialog).getByRole('textbox', { name: nombre });
    expect(campo(/^Check-in/)).toHaveValue(ddmmyyyy(dia(0)));
    expect(campo(/^Check-out/)).toHaveValue(ddmmyyyy(dia(1)));
    expect(campo(/^Pasajeros/)).toHaveValue('1');
    expect(campo('Habitaciones')).toHaveValue('1');

    await user.clear(campo(/^Check-in/));
    await user.clear(campo(/^Check-out/));
    await user.clear(campo(/^Pasajeros/));
    await user.clear(campo('Habitaciones'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(campo(/^Check-in/)).toHaveAccessibleDescription('Seleccione un CheckIn');
    expect(campo(/^Check-out/)).toHaveAccessibleDescription('Seleccione un CheckOut');
    expect(within(dialog).getByRole('combobox', { name: /^Cliente/ })).toHaveAccessibleDescription('Seleccione un Cliente');
    expect(campo(/^Pasajeros/)).toHaveAccessibleDescription('Seleccione una Cantidad de Pasajeros');
    expect(campo('Habitaciones')).toHaveAccessibleDescription('Seleccione una Cantidad de Habitaciones');
    expect(campo(/^Check-in/)).toHaveFocus();
    expect(avisos()).toEqual(['Seleccione un CheckIn']);

    await user.type(campo(/^Check-in/), tecleada(dia(6)));
    expect(campo(/^Check-out/)).toHaveValue(ddmmyyyy(dia(7)));
    await user.clear(campo(/^Check-out/));
    await user.type(campo(/^Check-out/), tecleada(dia(6)));
    await user.type(within(dialog).getByRole('combobox', { name: /^Cliente/ }), 'turis');
    await user.click(await within(dialog).findByRole('option', { name: 'Turismo Andes Ltda.' }));
    await user.type(campo(/^Pasajeros/), '6');
    await user.type(campo('Habitaciones'), '3');
    await user.type(campo(/^Habitaciones de preferencia/), 'Contiguas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(campo(/^Check-out/)).toHaveAccessibleDescription('El Check-Out debe ser posterior al check-In');
    expect(api.apiCalls('POST').filter((c) => c.url === '/api/ListaEspera')).toEqual([]);

    await user.clear(campo(/^Check-out/));
    await user.type(campo(/^Check-out/), tecleada(dia(8)));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('POST')).toContainEqual({ method: 'POST', url: '/api/Autocomplete/Clientes', body: { texto: 'turis' } });
    expect(api.apiCalls('POST').filter((c) => c.url === '/api/ListaEspera')).toEqual([
      {
        method: 'POST',
        url: '/api/ListaEspera',
        body: { Id: 0, CheckIn: dia(6), CheckOut: dia(8), ClienteId: 2, NombrePax: null, CantidadPasajeros: 6, CantidadHabitaciones: 3, HabitacionesPreferencia: 'Contiguas', Comentario: null },
      },
    ]);
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(filasDe(grid)[1]).toEqual(['', ddmmyyyy(dia(6)), ddmmyyyy(dia(8)), 'Turismo Andes Ltda.', '', '6', '3', 'Contiguas', '']);
  });

  it('edits an entry with its client, and deletes it after confirming', async () => {
    const { user, api, grid } = await abrirGrid(PATH, 'Lista de espera');
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserva en lista de espera' });
    expect(within(dialog).getByRole('combobox', { name: /^Cliente/ })).toHaveValue('José Pérez');
    await user.type(within(dialog).getByRole('textbox', { name: /^Comentario/ }), 'Llamar el lunes{Enter}');
    await waitFor(() => expect(filasDe(grid)[0][8]).toBe('Llamar el lunes'));
    expect(api.apiCalls('PUT')).toEqual([
      {
        method: 'PUT',
        url: '/api/ListaEspera/1',
        body: { Id: 1, CheckIn: dia(1), CheckOut: dia(3), ClienteId: 1, NombrePax: 'Ana Pérez', CantidadPasajeros: 2, CantidadHabitaciones: 1, HabitacionesPreferencia: 'Vista al mar', Comentario: 'Llamar el lunes' },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirmar = screen.getByRole('alertdialog', { name: 'Confirmar' });
    expect(confirmar).toHaveTextContent('¿Confirma que desea eliminar este registro?');
    await user.click(within(confirmar).getByRole('button', { name: 'Cancelar' }));
    expect(api.apiCalls('DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirmar' })).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Nadie espera habitación en esas fechas. Anote a alguien con «Nueva espera».')).toBeInTheDocument();
    expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/ListaEspera/1', body: undefined }]);
  });

  it('an entry deleted elsewhere: opening it says so and the list catches up', async () => {
    const { user, api } = await abrirGrid(PATH, 'Lista de espera');
    canalConectado(api.datos);
    api.datos.ListaEspera = [];
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(avisos()).toEqual(['No se encontro']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Nadie espera habitación en esas fechas. Anote a alguien con «Nueva espera».')).toBeInTheDocument();

    api.datos.ListaEspera.push({ ...api.datos.ListaEspera[0], Id: 70, CheckIn: dia(2), CheckOut: dia(4), ClienteId: 3, ClienteNombre: 'Rosa Díaz', HotelId: 7, NombrePax: null, CantidadPasajeros: 1, CantidadHabitaciones: 1, HabitacionesPreferencia: null, Comentario: null, Usuario: '5' });
    anunciar('ListaEspera', 'insert');
    expect(await screen.findByRole('grid', { name: 'Lista de espera' })).toHaveTextContent('Rosa Díaz');
  });

  describe('when rooms free up', () => {
    /** José fits now; Rosa asks for more than is free. */
    const conDos = () => {
      const datos = datosIniciales();
      datos.ListaEspera.push({ ...datos.ListaEspera[0], Id: 2, CheckIn: dia(2), CheckOut: dia(5), ClienteId: 3, ClienteNombre: 'Rosa Díaz', NombrePax: null, CantidadHabitaciones: 3, HabitacionesPreferencia: null, HayDisponibilidad: false });
      return datos;
    };

    it('says «Hay disponibilidad» in words on the rows that fit, offers Reservar, and is axe clean', async () => {
      const { grid } = await abrirGrid(PATH, 'Lista de espera', { datos: conDos() });
      expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Disponibilidad');
      expect(filasDe(grid).map((f) => [f[0], f[3]])).toEqual([
        ['Hay disponibilidad', 'José Pérez'],
        ['', 'Rosa Díaz'],
      ]);
      expect(screen.getByRole('button', { name: 'Reservar' })).toBeEnabled();
      const resultado = await axe.run(screen.getByRole('region', { name: 'Listado de la lista de espera' }), { rules: { 'color-contrast': { enabled: false } } });
      expect(resultado.violations.map((v) => v.id)).toEqual([]);
    });

    it('Reservar (from the keyboard): busy while the server works, then the entry leaves the list and its reservation opens', async () => {
      const { user, api, grid } = await abrirGrid(PATH, 'Lista de espera', { datos: conDos() });
      let soltar: () => void = () => undefined;
      api.override((c) => (c.url === '/api/ListaEspera/1/Reservar' ? new Promise<undefined>((ok) => (soltar = () => ok(undefined))) : undefined));
      const boton = screen.getByRole('button', { name: 'Reservar' });
      boton.focus();
      await user.keyboard('{Enter}');
      const ocupado = await screen.findByRole('button', { name: 'Reservando…' });
      expect(ocupado).toBeDisabled();
      expect(ocupado).toHaveAttribute('aria-busy', 'true');
      soltar();
      expect(await screen.findByText('Reserva creada desde la lista de espera')).toBeInTheDocument();
      expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/ListaEspera/1/Reservar', body: undefined }]);
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('reserva')).toBe('501'));
      expect(filasDe(grid).map((f) => f[3])).toEqual(['Rosa Díaz']);
    });

    it('Reservar when the nights are gone: the server’s message, and the list reads again', async () => {
      const { user, api, grid } = await abrirGrid(PATH, 'Lista de espera', { datos: conDos() });
      await user.click(within(grid).getByRole('gridcell', { name: 'Rosa Díaz' }));
      await user.click(screen.getByRole('button', { name: 'Reservar' }));
      await waitFor(() => expect(avisos()).toEqual(['Habitación no disponible']));
      await waitFor(() => expect(api.apiCalls('GET').filter((c) => c.url.startsWith('/api/ListaEspera/Busqueda/'))).toHaveLength(2));
      expect(window.location.search).toBe('');
      expect(filasDe(grid)).toHaveLength(2);
    });

    it('reads the list again when the server says rooms freed up', async () => {
      const datos = conDos();
      const { api, grid } = await abrirGrid(PATH, 'Lista de espera', { datos });
      canalConectado(api.datos);
      api.datos.ListaEspera[1].HayDisponibilidad = true;
      anunciar('ListaEspera', 'update', { Disponibles: 1 });
      await waitFor(() => expect(filasDe(grid).map((f) => f[0])).toEqual(['Hay disponibilidad', 'Hay disponibilidad']));
    });
  });
});
