import { session } from '@recepcion/session';
import { MENSAJE_SOLO_LECTURA } from '@recepcion/ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderArea, resetArea, signIn } from '../../test/render-area';

afterEach(resetArea);

describe('leaving the area', () => {
  it('leaves a path of another area alone while single-spa unmounts it (no redirect home)', async () => {
    signIn();
    renderArea('/configuracion/cargos');
    await act(async () => {
      window.history.pushState(null, '', '/root/Datos');
      window.dispatchEvent(new PopStateEvent('popstate'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(window.location.pathname).toBe('/root/Datos');
  });
});

describe('user types (libs/contracts permisos)', () => {
  const comoTipo = (TipoUsuario: string) => {
    signIn();
    const actual = session.get();
    act(() => session.establecer({ hotel_id: actual.hotelId!, user_id: actual.usuario!.Id, config: actual.config!, usuario: { ...actual.usuario!, TipoUsuario } }));
  };

  it('shows master data read-only to reception: no create, edit or delete, and Enter on a row opens nothing', async () => {
    comoTipo('RE');
    renderArea('/configuracion/regimenes');
    const fila = await screen.findByRole('row', { name: /Desayuno/ });
    expect(screen.getByRole('note')).toHaveTextContent(MENSAJE_SOLO_LECTURA);
    expect(screen.queryByRole('button', { name: 'Nuevo régimen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await userEvent.click(fila);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
  });

  it('lets reception create clients, and shows them read-only to a read-only user', async () => {
    comoTipo('RE');
    renderArea('/clientes/particulares');
    expect(await screen.findByRole('button', { name: /Nuevo/ })).toBeInTheDocument();
    resetArea();
    comoTipo('CO');
    renderArea('/clientes/particulares');
    expect(await screen.findByRole('note')).toHaveTextContent(MENSAJE_SOLO_LECTURA);
    expect(screen.queryByRole('button', { name: /Nuevo/ })).not.toBeInTheDocument();
  });
});
