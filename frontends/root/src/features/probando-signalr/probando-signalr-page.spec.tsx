import type { PingPrueba, RespuestaPing } from '@recepcion/contracts';
import { sockets, type SocketFalso } from '@recepcion/testing-web';
import { act, screen, waitFor, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot } from '../../../test/render-root';
import { fechaHoraSegundos } from '../../lib/area';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

const HORA = '2026-11-23T15:04:05.000Z';

/** The page's own socket (the session's live lists opened the one before it), answering pings as the server does. */
async function socketDeLaPagina(antes: number): Promise<SocketFalso> {
  await waitFor(() => expect(sockets.length).toBe(antes + 1));
  const socket = sockets[sockets.length - 1];
  jest.spyOn(socket, 'emit').mockImplementation((evento: string, datos: unknown, ack: (r: unknown) => void) => {
    const { texto } = datos as PingPrueba;
    const respuesta: RespuestaPing = texto === 'rechazado' ? { Message: 'Escriba un texto de hasta 500 caracteres' } : { texto, horaServidor: HORA, hotelId: 7 };
    if (evento === 'ping') ack(respuesta);
    return socket;
  });
  return socket;
}

describe('Prueba: canal en vivo', () => {
  it('sends a ping, shows the echo with the server time, and the hotel changes as they arrive', async () => {
    const antes = sockets.length;
    const { user } = renderRoot('/root/probando-signalr');
    expect(screen.getByText('Estado: Conectando…')).toBeInTheDocument();
    const socket = await socketDeLaPagina(antes);
    act(() => socket.disparar('connect'));
    expect(screen.getByText('Estado: Conectado')).toBeInTheDocument();

    // Nothing to send: the page says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Enviar ping' }));
    expect(screen.getByLabelText('Texto')).toHaveAccessibleDescription('Escriba un texto de hasta 500 caracteres');
    expect(socket.emit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Texto'), 'hola, ¿me oyes?{Enter}');
    const ecos = screen.getByRole('list', { name: 'Ecos recibidos' });
    expect(await within(ecos).findByText(new RegExp(`«hola, ¿me oyes\\?»: hora del servidor ${fechaHoraSegundos(HORA)}, hotel 7, \\d+ ms`))).toBeInTheDocument();
    expect(socket.emit).toHaveBeenCalledWith('ping', { texto: 'hola, ¿me oyes?' }, expect.any(Function));
    expect(screen.getByLabelText('Texto')).toHaveValue('');

    // The server's refusal shows under the field.
    await user.type(screen.getByLabelText('Texto'), 'rechazado{Enter}');
    expect(screen.getByLabelText('Texto')).toHaveAccessibleDescription('Escriba un texto de hasta 500 caracteres');

    act(() => socket.disparar('up', { entidad: 'Habitaciones', metodo: 'insert', datos: { Id: 5, Nombre: '201', Orden: 0 } }));
    act(() => socket.disparar('up', { entidad: 'Monedas', metodo: 'delete', datos: { IDMoneda: 'UYU' } }));
    const cambios = within(screen.getByRole('list', { name: 'Cambios del hotel (up)' })).getAllByRole('listitem');
    expect(cambios.map((c) => c.textContent?.replace(/^[\d-]+ [\d:]+: /, ''))).toEqual(['Monedas, baja (UYU)', 'Habitaciones, alta (Id 5, 201)']);

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByText('Todavía no hay ecos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    expect(screen.getByText('Estado: Desconectado')).toBeInTheDocument();
  });

  it("says why the server refused the connection, and connects again on 'Reconectar'", async () => {
    const antes = sockets.length;
    const { user } = renderRoot('/root/probando-signalr');
    const socket = await socketDeLaPagina(antes);
    act(() => socket.disparar('connect_error', new Error('No tiene permiso para esta operación')));
    expect(screen.getByText('Estado: Sin conexión: No tiene permiso para esta operación')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Texto'), 'hola{Enter}');
    expect(screen.getByLabelText('Texto')).toHaveAccessibleDescription('No hay conexión con el canal');
    expect(socket.emit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reconectar' }));
    const otro = await socketDeLaPagina(antes + 1);
    act(() => otro.disparar('connect'));
    expect(screen.getByText('Estado: Conectado')).toBeInTheDocument();
    // The first socket no longer reaches the page.
    act(() => socket.disparar('up', { entidad: 'Regimenes', metodo: 'insert', datos: { Id: 1, Nombre: 'Desayuno' } }));
    expect(screen.queryByText(/Regimenes/)).not.toBeInTheDocument();
  });
});
