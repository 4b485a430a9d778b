import { refusal, type RecordedCall } from '@recepcion/testing-web';
import { screen, waitFor, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot, responder } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

const DUENOS = [
  { Email: 'ana@lago.cl', NombreUsuario: 'Ana', NombreHotel: 'Hotel del Lago' },
  { Email: 'rechazado@sur.cl', NombreUsuario: 'Pedro', NombreHotel: 'Hotel Sur' },
  { Email: 'luis@norte.cl', NombreUsuario: 'Luis', NombreHotel: 'Hotel Norte' },
];
const TODOS = [...DUENOS, { Email: 'eva@lago.cl', NombreUsuario: 'Eva', NombreHotel: 'Hotel del Lago' }];

const ENVIAR = 'POST /api/Correo/Enviar';

async function abrir(enviar: (body: unknown) => { status?: number; body?: unknown } = (b) => ({ body: { Message: 'Enviado', Email: (b as { Email: string }).Email } })) {
  const r = renderRoot('/root/Correo', [
    responder('GET /api/Correo/GetUsuarios/d', { body: DUENOS }),
    responder('GET /api/Correo/GetUsuarios/t', { body: TODOS }),
    responder(ENVIAR, (body) => ((body as { Email: string }).Email.startsWith('rechazado') ? refusal('No se pudo enviar el correo a rechazado@sur.cl') : enviar(body))),
  ]);
  await screen.findByRole('table', { name: 'Usuarios' });
  return r;
}

const enviados = (calls: RecordedCall[]) => calls.filter((c) => `${c.method} ${c.url}` === ENVIAR).map((c) => (c.body as { Email: string }).Email);

describe('Envío de correos', () => {
  it('lists each hotel owner by default, and every user with the other choice', async () => {
    const { user, api } = await abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Envío de correos' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Usuarios' })).getAllByRole('checkbox')).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Destinatarios'), 'Todos los usuarios de cada hotel');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Usuarios' })).getAllByRole('checkbox')).toHaveLength(4));
    expect(api.apiCalls().map((c) => c.url)).toEqual(['/api/Correo/GetUsuarios/d', '/api/Correo/GetUsuarios/t']);
  });

  it('checks the rules of section 5 before sending anything', async () => {
    const { user, api } = await abrir();
    const enviar = () => user.click(screen.getByRole('button', { name: 'Enviar' }));
    const aviso = () => screen.getByText((_, el) => el?.classList.contains('root-aviso') ?? false);

    await enviar();
    expect(aviso()).toHaveTextContent('Seleccione los usuarios');
    await user.click(screen.getByRole('checkbox', { name: 'ana@lago.cl (Hotel del Lago)' }));
    await enviar();
    expect(aviso()).toHaveTextContent('Debe haber un título');
    await user.type(screen.getByLabelText('Título'), 'Novedades para @h');
    await enviar();
    expect(aviso()).toHaveTextContent('Debe haber un mensaje');
    await user.type(screen.getByLabelText('Mensaje'), 'Hola <b>@u</b>');
    await enviar();
    expect(aviso()).toHaveTextContent('El mensaje No debe estar en html');
    await user.click(screen.getByLabelText('Mensaje en HTML'));
    await enviar();
    expect(aviso()).toHaveTextContent('El mensaje debe estar en html');
    await user.clear(screen.getByLabelText('Mensaje'));
    await user.type(screen.getByLabelText('Mensaje'), '<html><body>Hola @u</body>');
    await enviar();
    expect(aviso()).toHaveTextContent('Falta cerrar la etiqueta html');
    expect(enviados(api.calls)).toEqual([]);
  });

  it('sends to each chosen user, one at a time, and says how many went', async () => {
    const { user, api } = await abrir();
    await user.click(screen.getByRole('checkbox', { name: 'ana@lago.cl (Hotel del Lago)' }));
    await user.click(screen.getByRole('checkbox', { name: 'luis@norte.cl (Hotel Norte)' }));
    await user.type(screen.getByLabelText('Título'), 'Aviso para @u');
    await user.type(screen.getByLabelText('Mensaje'), 'Estimado @u de @h');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByText('Enviados 2 de 2.')).toBeInTheDocument());
    expect(api.calls.filter((c) => `${c.method} ${c.url}` === ENVIAR).map((c) => c.body)).toEqual([
      { Email: 'ana@lago.cl', NombreUsuario: 'Ana', NombreHotel: 'Hotel del Lago', Titulo: 'Aviso para @u', Mensaje: 'Estimado @u de @h', IsBodyHtml: false },
      { Email: 'luis@norte.cl', NombreUsuario: 'Luis', NombreHotel: 'Hotel Norte', Titulo: 'Aviso para @u', Mensaje: 'Estimado @u de @h', IsBodyHtml: false },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Progreso del envío' })).toHaveAttribute('value', '2');
  });

  it('stops at the first failure: the next recipients get nothing', async () => {
    const { user, api } = await abrir();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    await user.type(screen.getByLabelText('Título'), 'Aviso');
    await user.type(screen.getByLabelText('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/Envío detenido: 1 de 3 enviados\. No se pudo enviar el correo a rechazado@sur\.cl/)).toBeInTheDocument();
    expect(enviados(api.calls)).toEqual(['ana@lago.cl', 'rechazado@sur.cl']);
    const filas = within(screen.getByRole('table', { name: 'Usuarios' })).getAllByRole('row');
    expect(within(filas[1]).getByText('Enviado')).toBeInTheDocument();
    expect(within(filas[2]).getByText('Error')).toBeInTheDocument();
  });

  it('stops when the operator asks, after the message on its way', async () => {
    let soltar: () => void = () => undefined;
    const { user, api } = await abrir();
    api.on((call) =>
      `${call.method} ${call.url}` === ENVIAR && (call.body as { Email: string }).Email === 'ana@lago.cl'
        ? new Promise((resolve) => (soltar = () => resolve({ body: { Message: 'Enviado', Email: 'ana@lago.cl' } })))
        : undefined,
    );
    await user.click(screen.getByRole('checkbox', { name: 'ana@lago.cl (Hotel del Lago)' }));
    await user.click(screen.getByRole('checkbox', { name: 'luis@norte.cl (Hotel Norte)' }));
    await user.type(screen.getByLabelText('Título'), 'Aviso');
    await user.type(screen.getByLabelText('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Enviando 1 de 2…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Detener' }));
    soltar();
    expect(await screen.findByText('Envío detenido por usted: 1 de 2 enviados.')).toBeInTheDocument();
    expect(enviados(api.calls)).toEqual(['ana@lago.cl']);
  });
});
