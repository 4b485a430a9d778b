import { session } from '@recepcion/session';
import { iniciarSesionPrueba, USUARIO_PRUEBA } from '@recepcion/testing-web';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MenuReserva } from './menu-reserva';

const comoTipo = (TipoUsuario: string) => {
  iniciarSesionPrueba();
  const actual = session.get();
  act(() => session.establecer({ hotel_id: actual.hotelId!, user_id: USUARIO_PRUEBA.Id, config: actual.config!, usuario: { ...USUARIO_PRUEBA, TipoUsuario } }));
};

const opciones = () => screen.getAllByRole('menuitem').map((o) => o.textContent);

afterEach(() => {
  cleanup();
  act(() => session.expirar());
});

describe("a reservation's context menu by user type", () => {
  it('offers reception every status, and a read-only user only opening and the statement', () => {
    comoTipo('RE');
    render(<MenuReserva menu={{ reservaId: 12, estadoId: 2, x: 0, y: 0 }} onClose={() => undefined} onCambio={() => undefined} />);
    expect(opciones()).toEqual(['Abrir reserva', 'Sin confirmar', 'Confirmado', 'Re-Confirmado', 'Check-IN', 'Check-OUT', 'Anular…', 'Estado de cuenta']);
    cleanup();
    comoTipo('CO');
    render(<MenuReserva menu={{ reservaId: 12, estadoId: 2, x: 0, y: 0 }} onClose={() => undefined} onCambio={() => undefined} />);
    expect(opciones()).toEqual(['Abrir reserva', 'Estado de cuenta']);
  });
});
