import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, getToasts } from '../toast/toast-store';
import { anularReservaConMotivo } from './acciones-estado';

/** Starts the action inside act and hands back its answer. */
function iniciar<T>(accion: () => Promise<T>): Promise<T> {
  let respuesta!: Promise<T>;
  act(() => {
    respuesta = accion();
  });
  return respuesta;
}

const mensajes = () => getToasts().map((t) => `${t.kind}: ${t.message}`);

describe('cancelling a reservation (spec sections 4 and 8)', () => {
  afterEach(() => act(() => clear()));

  it("gives the cancel action up when the reason's question is closed: 'Cancelado', and nothing is sent", async () => {
    const user = userEvent.setup();
    const anular = jest.fn();
    const resultado = iniciar(() => anularReservaConMotivo(2, anular));
    const pregunta = screen.getByRole('dialog', { name: 'Pregunta' });
    await user.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    await expect(resultado).resolves.toBeNull();
    expect(anular).not.toHaveBeenCalled();
    expect(mensajes()).toEqual(['success: Cancelado']);
  });

  it("cancels with the reason given: 'Anulado con éxito', not 'Cancelado'", async () => {
    const user = userEvent.setup();
    const anular = jest.fn().mockResolvedValue({ EstadoId: 4 });
    const resultado = iniciar(() => anularReservaConMotivo(2, anular));
    const pregunta = screen.getByRole('dialog', { name: 'Pregunta' });
    await user.type(within(pregunta).getByLabelText('Motivo'), 'Enfermedad');
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    await expect(resultado).resolves.toEqual({ EstadoId: 4 });
    expect(anular).toHaveBeenCalledWith('Enfermedad');
    expect(mensajes()).toEqual(['success: Anulado con éxito']);
  });
});
