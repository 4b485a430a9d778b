import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, getToasts } from '../toast/toast-store';
import { MENSAJES_RESERVAS } from '@recepcion/contracts';
import { accionesEstadoReserva, anularReservaConMotivo, type ClienteEstado } from './acciones-estado';

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

/** A client that answers each path from a table (a function answers, or throws, call by call), recording what it was asked. */
function clienteFalso(respuestas: Record<string, unknown>) {
  const llamadas: { verbo: 'GET' | 'PUT'; ruta: string; opciones?: unknown; cuerpo?: unknown }[] = [];
  const responder = async (ruta: string) => {
    const r = respuestas[ruta];
    return typeof r === 'function' ? r() : r;
  };
  const cliente: ClienteEstado = {
    get: <T,>(ruta: string, opciones?: unknown) => (llamadas.push({ verbo: 'GET', ruta, opciones }), responder(ruta) as Promise<T>),
    put: <T,>(ruta: string, cuerpo?: unknown) => (llamadas.push({ verbo: 'PUT', ruta, cuerpo }), responder(ruta) as Promise<T>),
  };
  return { cliente, llamadas };
}

/** An error of the API client: its Spanish message in `mensaje`. */
const errorApi = (mensaje: string) => Object.assign(new Error(mensaje), { mensaje });

describe("a reservation's status actions, on the area's API client", () => {
  afterEach(() => act(() => clear()));

  it('sets a status with its own call and answers what the server answered', async () => {
    const { cliente, llamadas } = clienteFalso({ 'calendario/Confirmado/12': { EstadoId: 2 } });
    await expect(iniciar(() => accionesEstadoReserva(cliente).aplicar(12, 2))).resolves.toEqual({ EstadoId: 2 });
    expect(llamadas).toEqual([{ verbo: 'GET', ruta: 'calendario/Confirmado/12', opciones: { silent: false, headers: undefined } }]);
    expect(mensajes()).toEqual(['success: Guardado con éxito']);
  });

  it('checks out silently, asks the hotel password when the server says so and sends it', async () => {
    const user = userEvent.setup();
    let intentos = 0;
    const { cliente, llamadas } = clienteFalso({
      // Past stay, nothing owing: no question before the check-out.
      'ReservasB/12': { CheckIn: '2000-01-01', CheckOut: '2000-01-02', Saldos: [] },
      // The first try lacks the password; the second carries it.
      'calendario/CheckOut/12': () => (++intentos === 1 ? Promise.reject(errorApi(MENSAJES_RESERVAS.contrasenaIncorrecta)) : Promise.resolve({ EstadoId: 8 })),
    });
    const resultado = iniciar(() => accionesEstadoReserva(cliente).aplicar(12, 8));
    const dialogo = await screen.findByRole('dialog', { name: 'Check-OUT' });
    await user.type(within(dialogo).getByLabelText('Contraseña'), 'secreta');
    await user.click(within(dialogo).getByRole('button', { name: 'Aceptar' }));
    await expect(resultado).resolves.toEqual({ EstadoId: 8 });
    expect(llamadas.map((l) => [l.ruta, l.opciones])).toEqual([
      ['ReservasB/12', undefined],
      ['calendario/CheckOut/12', { silent: true, headers: undefined }],
      ['calendario/CheckOut/12', { silent: true, headers: { 'X-Clave-CheckOut': 'secreta' } }],
    ]);
    expect(mensajes()).toEqual(['success: Guardado con éxito']);
  });

  it("shows a refused check-out's message and hands it to the client log", async () => {
    const registrar = jest.fn();
    const { cliente } = clienteFalso({ 'ReservasB/12': { CheckIn: '2000-01-01', CheckOut: '2000-01-02' }, 'calendario/CheckOut/12': () => Promise.reject(errorApi('No se encontro')) });
    await expect(iniciar(() => accionesEstadoReserva(cliente, { registrar }).aplicar(12, 8))).resolves.toBeNull();
    expect(mensajes()).toEqual(['error: No se encontro']);
    expect(registrar).toHaveBeenCalledWith('No se encontro', expect.any(Error));
  });

  it('cancels with the reason through its own call', async () => {
    const user = userEvent.setup();
    const { cliente, llamadas } = clienteFalso({ 'calendario/AnularReserva/12': { EstadoId: 4 } });
    const resultado = iniciar(() => accionesEstadoReserva(cliente).anular(12, 2));
    const pregunta = screen.getByRole('dialog', { name: 'Pregunta' });
    await user.type(within(pregunta).getByLabelText('Motivo'), ' Enfermedad ');
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    await expect(resultado).resolves.toEqual({ EstadoId: 4 });
    expect(llamadas).toEqual([{ verbo: 'PUT', ruta: 'calendario/AnularReserva/12', cuerpo: { texto: 'Enfermedad' } }]);
  });
});
