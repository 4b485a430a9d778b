import { screen, waitFor, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

interface Hab {
  Id: number;
  Nombre: string;
  TipoHabitacionId: number;
  TipoHabitacionNombre: string;
  Comentario: string | null;
  Orden: number;
}

const hab = (Id: number, Nombre: string, Orden: number): Hab => ({ Id, Nombre, TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Comentario: Id === 2 ? 'Vista al mar' : null, Orden });

/** The rooms' server: GET answers them by Orden then name, PUT changes one. */
function servidor(inicial: Hab[]) {
  let habitaciones = inicial;
  return (call: { method: string; url: string; body?: unknown }) => {
    if (call.method === 'GET' && call.url === '/api/Habitaciones') {
      return { body: [...habitaciones].sort((a, b) => a.Orden - b.Orden || a.Nombre.localeCompare(b.Nombre, 'es', { numeric: true })) };
    }
    const put = /^\/api\/Habitaciones\/(\d+)$/.exec(call.url);
    if (call.method === 'PUT' && put) {
      const cambio = call.body as Hab;
      habitaciones = habitaciones.map((h) => (h.Id === Number(put[1]) ? { ...h, ...cambio } : h));
      return { body: habitaciones.find((h) => h.Id === Number(put[1])) };
    }
    return undefined;
  };
}

const nombresEnOrden = () =>
  within(screen.getByRole('table', { name: 'Habitaciones en orden' }))
    .getAllByRole('row')
    .slice(1)
    .map((fila) => within(fila).getAllByRole('cell')[1].textContent);

describe('Orden de las habitaciones', () => {
  it('moves rooms with the keyboard and saves Orden 1, 2, 3... for the rooms that changed', async () => {
    const { user, api } = renderRoot('/root/Orden', [servidor([hab(1, '101', 0), hab(2, '102', 0), hab(3, '103', 0)])]);
    await screen.findByText('101');
    expect(nombresEnOrden()).toEqual(['101', '102', '103']);
    expect(screen.getByRole('button', { name: 'Subir habitación 101' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar habitación 103' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deshacer cambios' })).toBeDisabled();

    // 103 to the top with the keyboard: the focus stays with the room that moves.
    screen.getByRole('button', { name: 'Subir habitación 103' }).focus();
    await user.keyboard('{Enter}');
    expect(nombresEnOrden()).toEqual(['101', '103', '102']);
    expect(screen.getByRole('button', { name: 'Subir habitación 103' })).toHaveFocus();
    expect(screen.getByText('Habitación 103: posición 2 de 3')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(nombresEnOrden()).toEqual(['103', '101', '102']);
    // At the top its Subir is disabled: the focus goes to its Bajar.
    expect(screen.getByRole('button', { name: 'Bajar habitación 103' })).toHaveFocus();
    expect(screen.getByText('Hay cambios sin guardar.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar orden' }));
    expect(await screen.findByText('Orden guardado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Hay cambios sin guardar.')).not.toBeInTheDocument());
    expect(nombresEnOrden()).toEqual(['103', '101', '102']);
    expect(api.apiCalls('PUT')).toEqual([
      { method: 'PUT', url: '/api/Habitaciones/3', body: { Id: 3, Nombre: '103', TipoHabitacionId: 1, Comentario: null, Orden: 1 } },
      { method: 'PUT', url: '/api/Habitaciones/1', body: { Id: 1, Nombre: '101', TipoHabitacionId: 1, Comentario: null, Orden: 2 } },
      { method: 'PUT', url: '/api/Habitaciones/2', body: { Id: 2, Nombre: '102', TipoHabitacionId: 1, Comentario: 'Vista al mar', Orden: 3 } },
    ]);
    expect(api.apiCalls('GET')).toHaveLength(2);

    // Saving again changes nothing.
    await user.click(screen.getByRole('button', { name: 'Guardar orden' }));
    expect(await screen.findByText('No hay cambios que guardar')).toBeInTheDocument();
    expect(api.apiCalls('PUT')).toHaveLength(3);
  });

  it('undoes the moves not saved', async () => {
    const { user, api } = renderRoot('/root/Orden', [servidor([hab(1, '101', 1), hab(2, '102', 2)])]);
    await user.click(await screen.findByRole('button', { name: 'Bajar habitación 101' }));
    expect(nombresEnOrden()).toEqual(['102', '101']);
    await user.click(screen.getByRole('button', { name: 'Deshacer cambios' }));
    expect(nombresEnOrden()).toEqual(['101', '102']);
    expect(screen.getByText('Se deshicieron los cambios')).toBeInTheDocument();
    expect(api.apiCalls('PUT')).toEqual([]);
  });
});
