import { MENSAJES_MOTOR, type ReservaWebCuerpo } from '@recepcion/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DETALLE, DOBLE, HOTEL, HOY, RESPUESTA, SUITE } from '../test/datos';
import { type FetchFalso, instalarFetch, type Manejador, type Respuesta, ruta } from '../test/fetch-falso';
import { diaEnZona, sumarDias } from '@recepcion/domain';
import { iniciar } from './app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HOTEL_URL = '/api/Publico/mirador';
const DISPONIBILIDAD = /^\/api\/Publico\/mirador\/Disponibilidad\//;

interface Pagina {
  api: FetchFalso;
  user: UserEvent;
  /** Moves the page's clock (the seconds the booking form was open). */
  avanzar(ms: number): void;
}

/** Opens the page at `path` with the test hotel, `manejadores` answering first. */
async function abrir(path = '/reservar/mirador', ...manejadores: Manejador[]): Promise<Pagina> {
  const api = instalarFetch(...manejadores, ruta('GET', HOTEL_URL, { body: HOTEL }));
  let ms = 1_700_000_000_000;
  await iniciar({ raiz: document.body, ruta: path, hoy: () => HOY, ahora: () => ms, senal: fin.signal });
  return { api, user: userEvent.setup(), avanzar: (n) => (ms += n) };
}

const campo = (nombre: string | RegExp) => screen.getByLabelText(nombre) as HTMLInputElement;

function fecha(nombre: string, valor: string): void {
  fireEvent.input(campo(nombre), { target: { value: valor } });
}

async function numero(user: UserEvent, nombre: string, valor: string): Promise<void> {
  await user.clear(campo(nombre));
  if (valor) await user.type(campo(nombre), valor);
}

/** Searches 02-04-2026 → 05-04-2026 for 2 adults and 1 child, and waits for the results. */
async function buscar({ user, api }: Pagina, resultados = [DOBLE, SUITE]): Promise<void> {
  api.antes(ruta('GET', DISPONIBILIDAD, { body: resultados }));
  fecha('Llegada', '2026-04-02');
  fecha('Salida', '2026-04-05');
  await numero(user, 'Niños', '1');
  await user.click(screen.getByRole('button', { name: 'Ver disponibilidad' }));
  await screen.findByRole('heading', { level: 2, name: 'Habitaciones disponibles' });
  await waitFor(() => expect(screen.queryByText('Buscando habitaciones…')).toBeNull());
}

/** Chooses the Doble Superior and fills the booking form. */
async function llenarReserva(pagina: Pagina): Promise<void> {
  const { user } = pagina;
  await user.click(screen.getByRole('button', { name: 'Reservar Doble Superior' }));
  await screen.findByRole('heading', { level: 1, name: 'Complete su reserva' });
  await user.type(campo('Nombre y apellido'), 'Ana Pérez');
  await user.type(campo('Correo electrónico'), 'ana@correo.cl');
  await user.type(campo('Teléfono'), '+56 9 1234 5678');
  await user.type(campo('Documento de identidad (opcional)'), '12.345.678-5');
  await user.click(screen.getByLabelText('Acepto la política de cancelación'));
}

const reservas = (api: FetchFalso) => api.llamadas.filter((l) => l.method === 'POST' && l.url === '/api/Publico/mirador/Reservas');
const busquedas = (api: FetchFalso) => api.llamadas.filter((l) => DISPONIBILIDAD.test(l.url));

/** Each test's page stops listening when the test ends. */
let fin: AbortController;

beforeEach(() => {
  fin = new AbortController();
  document.body.innerHTML = '';
  document.documentElement.lang = 'es';
  sessionStorage.clear();
});

describe('the booking page', () => {
  it('loads the hotel: its name, the search with tomorrow as check-in, and the date bounds', async () => {
    const { api } = await abrir();
    expect(api.llamadas.map((l) => `${l.method} ${l.url}`)).toEqual(['GET /api/Publico/mirador']);
    expect(screen.getByRole('heading', { level: 1, name: 'Reserve su estadía' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Hotel Mirador')).toBeInTheDocument();
    expect(document.title).toBe('Reservar en Hotel Mirador');
    expect(document.documentElement.lang).toBe('es');
    expect(campo('Llegada')).toMatchObject({ type: 'date', value: '2026-03-11', min: '2026-03-11', max: '2026-09-06' });
    expect(campo('Salida')).toMatchObject({ type: 'date', value: '2026-03-12', min: '2026-03-12', max: '2026-03-25' });
    expect(campo('Adultos').value).toBe('2');
    expect(campo('Niños').value).toBe('0');
    // The skip link is the first thing a keyboard reaches; the main is its target.
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
  });

  it('takes today from the hotel’s time zone, wherever the guest is', async () => {
    const minimos: string[] = [];
    for (const zona of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      instalarFetch(ruta('GET', HOTEL_URL, { body: { ...HOTEL, ZonaHoraria: zona } }));
      await iniciar({ raiz: document.body, ruta: '/reservar/mirador', senal: fin.signal });
      expect(campo('Llegada').min).toBe(sumarDias(diaEnZona(new Date(), zona), HOTEL.DiasAnticipacionMinima));
      minimos.push(campo('Llegada').min);
      document.body.replaceChildren();
    }
    // 25 hours apart: never the same day.
    expect(minimos[0]).not.toBe(minimos[1]);
  });

  it('moves the check-out with the check-in', async () => {
    await abrir();
    fecha('Llegada', '2026-05-10');
    expect(campo('Salida')).toMatchObject({ value: '2026-05-11', min: '2026-05-11', max: '2026-05-24' });
    fecha('Salida', '2026-05-14');
    fecha('Llegada', '2026-05-12');
    expect(campo('Salida').value).toBe('2026-05-14');
  });

  it('hides the children where the hotel takes none', async () => {
    await abrir('/reservar/mirador', ruta('GET', HOTEL_URL, { body: { ...HOTEL, PermiteNinos: false } }));
    expect(screen.queryByLabelText('Niños')).toBeNull();
  });

  it('says kindly that a hotel without online booking takes none', async () => {
    await abrir('/reservar/no-existe', ruta('GET', '/api/Publico/no-existe', { status: 404, body: { Message: 'No se encontro' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reservas en línea' })).toBeInTheDocument();
    expect(screen.getByText(MENSAJES_MOTOR.noDisponibleMotor)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('checks the search before asking: the API’s messages under their fields, the first one focused', async () => {
    const { api, user } = await abrir();
    fecha('Llegada', '2026-03-10');
    fecha('Salida', '2026-03-30');
    await numero(user, 'Adultos', '0');
    await user.click(screen.getByRole('button', { name: 'Ver disponibilidad' }));

    expect(campo('Llegada')).toHaveAccessibleDescription('Se puede llegar entre el 11-03-2026 y el 06-09-2026');
    expect(campo('Salida')).toHaveAccessibleDescription('La estadía debe ser de 1 a 14 noches');
    expect(campo('Adultos')).toHaveAccessibleDescription(MENSAJES_MOTOR.adultosNoValidos);
    expect(campo('Llegada')).toHaveAttribute('aria-invalid', 'true');
    expect(campo('Llegada')).toHaveFocus();

    fecha('Llegada', '');
    await user.click(screen.getByRole('button', { name: 'Ver disponibilidad' }));
    expect(campo('Llegada')).toHaveAccessibleDescription(MENSAJES_MOTOR.fechasNoValidas);
    expect(busquedas(api)).toHaveLength(0);
  });

  it('shows each room type free for the stay: description, capacity, «Quedan N» when few, the total and nights', async () => {
    const pagina = await abrir();
    await buscar(pagina);
    expect(busquedas(pagina.api).map((l) => l.url)).toEqual(['/api/Publico/mirador/Disponibilidad/2026-04-02/2026-04-05/2?ninos=1']);
    expect(screen.getByText('Del 02-04-2026 al 05-04-2026 (3 noches) · 2 adultos, 1 niño')).toBeInTheDocument();

    const [doble, suite] = screen.getAllByRole('article');
    expect(doble).toHaveAccessibleName('Doble Superior');
    expect(within(doble).getByText('Cama king, vista al mar')).toBeInTheDocument();
    expect(within(doble).getByText('Hasta 2 personas')).toBeInTheDocument();
    expect(within(doble).getByText('Quedan 2')).toBeInTheDocument();
    expect(within(doble).getByText('CLP 1.234.567')).toBeInTheDocument();
    expect(within(doble).getByText('Total por 3 noches')).toBeInTheDocument();
    expect(within(doble).getByRole('button', { name: 'Reservar Doble Superior' })).toBeInTheDocument();
    expect(suite).toHaveAccessibleName('Suite');
    expect(within(suite).getByText('CLP 360.000')).toBeInTheDocument();
    expect(within(suite).queryByText(/Quedan/)).toBeNull();
    await waitFor(() => expect(document.getElementById('anuncio')).toHaveTextContent('2 tipos de habitación disponibles'));
  });

  it('shows cents where the hotel’s currency has them', async () => {
    const pagina = await abrir('/reservar/mirador', ruta('GET', HOTEL_URL, { body: { ...HOTEL, MonedaId: 'USD', Centavos: true } }));
    await buscar(pagina, [{ ...DOBLE, Total: 1234.5, MonedaId: 'USD', Disponibles: 1 }]);
    expect(screen.getByText('USD 1.234,50')).toBeInTheDocument();
    expect(screen.getByText('Queda 1')).toBeInTheDocument();
  });

  it('says when nothing is free', async () => {
    const pagina = await abrir();
    await buscar(pagina, []);
    expect(screen.getByText('No hay habitaciones disponibles para esas fechas')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await waitFor(() => expect(document.getElementById('anuncio')).toHaveTextContent('No hay habitaciones disponibles para esas fechas'));
  });

  it('shows the API’s Spanish refusal of a search', async () => {
    const pagina = await abrir();
    pagina.api.antes(ruta('GET', DISPONIBILIDAD, { status: 400, body: { Message: MENSAJES_MOTOR.capacidadSuperada } }));
    await pagina.user.click(screen.getByRole('button', { name: 'Ver disponibilidad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_MOTOR.capacidadSuperada);
  });
});

describe('booking', () => {
  it('sends the guest’s details with the honeypot, the seconds the form was open and the headers the API wants', async () => {
    const pagina = await abrir();
    await buscar(pagina);
    pagina.api.antes(ruta('POST', '/api/Publico/mirador/Reservas', { body: RESPUESTA }));
    await llenarReserva(pagina);

    // The policy, and the honeypot hidden from people.
    expect(screen.getByText('Cancelación gratuita hasta 2 días antes de la llegada')).toBeInTheDocument();
    expect(screen.getByLabelText('Acepto la política de cancelación')).toHaveAccessibleDescription('Cancelación gratuita hasta 2 días antes de la llegada');
    const trampa = document.querySelector('input[name="Sitio"]') as HTMLInputElement;
    expect(trampa).toHaveAttribute('tabindex', '-1');
    expect(trampa).toHaveAttribute('autocomplete', 'off');
    expect(trampa.closest('[aria-hidden="true"]')).toHaveClass('trampa');
    expect(screen.queryByRole('textbox', { name: /Sitio/ })).toBeNull();
    expect(campo('País').value).toBe('35');
    await pagina.user.selectOptions(campo('País'), 'Perú');

    pagina.avanzar(7_900);
    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    await screen.findByRole('heading', { level: 1, name: '¡Reserva recibida!' });

    const [envio] = reservas(pagina.api);
    expect(envio.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'Recepcion', 'Idempotency-Key': expect.stringMatching(UUID) });
    expect(envio.body).toEqual<ReservaWebCuerpo>({
      TipoHabitacionId: 3,
      CheckIn: '2026-04-02',
      CheckOut: '2026-04-05',
      Adultos: 2,
      Ninos: 1,
      Nombre: 'Ana Pérez',
      Email: 'ana@correo.cl',
      Telefono: '+56 9 1234 5678',
      PaisId: 60,
      Documento: '12.345.678-5',
      Comentario: null,
      AceptaPolitica: true,
      Sitio: null,
      SegundosLlenado: 7,
      Idioma: 'es',
    });
  });

  it('sends what a bot wrote in the honeypot', async () => {
    const pagina = await abrir();
    await buscar(pagina);
    pagina.api.antes(ruta('POST', '/api/Publico/mirador/Reservas', { status: 400, body: { Message: MENSAJES_MOTOR.pareceAutomatico } }));
    await llenarReserva(pagina);
    (document.querySelector('input[name="Sitio"]') as HTMLInputElement).value = 'https://spam.example';
    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_MOTOR.pareceAutomatico);
    expect(reservas(pagina.api)[0].body).toMatchObject({ Sitio: 'https://spam.example', SegundosLlenado: 0 });
  });

  it('checks the details first, with the API’s messages, and sends nothing', async () => {
    const pagina = await abrir();
    await buscar(pagina);
    await pagina.user.click(screen.getByRole('button', { name: 'Reservar Doble Superior' }));
    await pagina.user.selectOptions(campo('País'), '');
    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    expect(campo('Nombre y apellido')).toHaveAccessibleDescription(MENSAJES_MOTOR.ingreseNombre);
    expect(campo('Nombre y apellido')).toHaveFocus();
    expect(campo('Correo electrónico')).toHaveAccessibleDescription(MENSAJES_MOTOR.ingreseEmail);
    expect(campo('Teléfono')).toHaveAccessibleDescription(MENSAJES_MOTOR.ingreseTelefono);
    expect(campo('País')).toHaveAccessibleDescription(MENSAJES_MOTOR.seleccionePais);
    expect(screen.getByText(MENSAJES_MOTOR.acepteLaPolitica)).toBeInTheDocument();
    expect(reservas(pagina.api)).toHaveLength(0);
  });

  it('retries a booking that got no answer with the same Idempotency-Key; a new attempt gets a new one', async () => {
    const pagina = await abrir();
    await buscar(pagina);
    let respuestas: Respuesta[] = [{ red: true }, { status: 502 }, { body: RESPUESTA }];
    pagina.api.antes(ruta('POST', '/api/Publico/mirador/Reservas', () => respuestas.shift()!));
    await llenarReserva(pagina);

    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    const aviso = await screen.findByRole('alert');
    expect(aviso).toHaveTextContent('No pudimos conectarnos con el hotel. Revise su conexión e intente de nuevo.');
    expect(aviso).toHaveTextContent('Puede volver a intentarlo: no se duplicará su reserva.');
    expect(aviso).toHaveFocus();
    // What the guest typed stays.
    expect(campo('Nombre y apellido').value).toBe('Ana Pérez');

    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    await waitFor(() => expect(reservas(pagina.api)).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un problema. Intente de nuevo en unos minutos.');
    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    await screen.findByRole('heading', { level: 1, name: '¡Reserva recibida!' });

    const claves = reservas(pagina.api).map((l) => l.headers['Idempotency-Key']);
    expect(claves).toHaveLength(3);
    expect(new Set(claves).size).toBe(1);

    // Another booking is another attempt: a key of its own. A refusal ends an attempt too.
    respuestas = [{ status: 400, body: { Message: MENSAJES_MOTOR.sinPrecio } }, { body: RESPUESTA }];
    await pagina.user.click(screen.getByRole('button', { name: 'Hacer otra reserva' }));
    await screen.findByRole('button', { name: 'Reservar Doble Superior' });
    await pagina.user.click(screen.getByRole('button', { name: 'Reservar Doble Superior' }));
    // The details are kept for another booking (the policy is accepted anew).
    expect(campo('Nombre y apellido').value).toBe('Ana Pérez');
    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_MOTOR.sinPrecio);
    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    await screen.findByRole('heading', { level: 1, name: '¡Reserva recibida!' });
    const [, , , cuarta, quinta] = reservas(pagina.api).map((l) => l.headers['Idempotency-Key']);
    expect(cuarta).toMatch(UUID);
    expect(quinta).toMatch(UUID);
    expect(new Set([claves[0], cuarta, quinta]).size).toBe(3);
  });

  it('returns from the booking form to the results with the back button, or «Cambiar habitación»', async () => {
    const pagina = await abrir();
    await buscar(pagina);
    await pagina.user.click(screen.getByRole('button', { name: 'Reservar Doble Superior' }));
    await screen.findByRole('heading', { level: 1, name: 'Complete su reserva' });
    history.back();
    expect(await screen.findByRole('heading', { level: 2, name: 'Habitaciones disponibles' })).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await pagina.user.click(screen.getByRole('button', { name: 'Reservar Suite' }));
    await pagina.user.click(screen.getByRole('button', { name: 'Cambiar habitación' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Habitaciones disponibles' })).toHaveFocus();
    expect(busquedas(pagina.api)).toHaveLength(1);
  });

  it('goes back to the refreshed results when the last room was taken (409)', async () => {
    const pagina = await abrir();
    await buscar(pagina);
    pagina.api.antes(ruta('POST', '/api/Publico/mirador/Reservas', { status: 409, body: { Message: MENSAJES_MOTOR.agotado } }));
    await llenarReserva(pagina);
    pagina.api.antes(ruta('GET', DISPONIBILIDAD, { body: [SUITE] }));
    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));

    await screen.findByRole('heading', { level: 1, name: 'Reserve su estadía' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const aviso = screen.getByRole('alert');
    expect(aviso).toHaveTextContent(MENSAJES_MOTOR.agotado);
    expect(aviso).toHaveFocus();
    expect(screen.getByRole('article')).toHaveAccessibleName('Suite');
    expect(busquedas(pagina.api)).toHaveLength(2);
    expect(busquedas(pagina.api)[1].url).toBe(busquedas(pagina.api)[0].url);
  });

  it('confirms with the code, dates, room type, total, the mail sent and the link to the booking’s page', async () => {
    const pagina = await abrir();
    await buscar(pagina);
    pagina.api.antes(ruta('POST', '/api/Publico/mirador/Reservas', { body: RESPUESTA }));
    await llenarReserva(pagina);
    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));

    const titulo = await screen.findByRole('heading', { level: 1, name: '¡Reserva recibida!' });
    expect(titulo).toHaveFocus();
    const ficha = screen.getByRole('main');
    expect(within(ficha).getByText('1042')).toBeInTheDocument();
    expect(within(ficha).getByText('Doble Superior')).toBeInTheDocument();
    expect(within(ficha).getByText('02-04-2026')).toBeInTheDocument();
    expect(within(ficha).getByText(/05-04-2026/)).toHaveTextContent('05-04-2026 (3 noches)');
    expect(within(ficha).getByText('CLP 1.234.567')).toBeInTheDocument();
    expect(within(ficha).getByText(/Le enviamos un correo a ana@correo\.cl/)).toBeInTheDocument();
    const enlace = screen.getByRole('link', { name: 'Ver o cancelar su reserva' });
    expect(enlace).toHaveAttribute('href', '/reservar/mirador/reserva/tok_AbC123xyz');
    // Links stay in the frame the page is in.
    expect(enlace).not.toHaveAttribute('target');
  });

  it('says «Confirmada» where the hotel confirms web bookings at once', async () => {
    const pagina = await abrir();
    await buscar(pagina);
    pagina.api.antes(ruta('POST', '/api/Publico/mirador/Reservas', { body: { ...RESPUESTA, EstadoId: 2 } }));
    await llenarReserva(pagina);
    await pagina.user.click(screen.getByRole('button', { name: 'Confirmar reserva' }));
    await screen.findByRole('heading', { level: 1, name: '¡Reserva confirmada!' });
  });
});

describe('the guest’s booking page', () => {
  const TOKEN_URL = '/api/Publico/Reservas/tok_AbC123xyz';
  const PAGINA = '/reservar/mirador/reserva/tok_AbC123xyz';

  it('shows the booking and cancels it after a confirmation', async () => {
    const pagina = await abrir(
      PAGINA,
      ruta('GET', TOKEN_URL, { body: DETALLE }),
      ruta('POST', `${TOKEN_URL}/Anular`, { body: { ...DETALLE, EstadoId: 4, EstadoNombre: 'Anulado', PuedeAnular: false } }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Su reserva' })).toBeInTheDocument();
    const ficha = screen.getByRole('main');
    for (const texto of ['Reserva en Hotel Mirador', '1042', 'Ana Pérez', 'Doble Superior', '02-04-2026', '2 adultos, 1 niño', 'CLP 1.234.567', 'Sin confirmar']) {
      expect(within(ficha).getByText(texto)).toBeInTheDocument();
    }
    expect(screen.getByText('Puede cancelarla sin costo hasta el 31-03-2026.')).toBeInTheDocument();

    await pagina.user.click(screen.getByRole('button', { name: 'Cancelar reserva' }));
    const pregunta = screen.getByRole('group', { name: '¿Seguro que desea cancelar la reserva 1042? No se puede deshacer.' });
    expect(screen.getByText(/¿Seguro que desea cancelar/)).toHaveFocus();
    // Changing one's mind sends nothing.
    await pagina.user.click(within(pregunta).getByRole('button', { name: 'No, conservarla' }));
    expect(screen.getByRole('button', { name: 'Cancelar reserva' })).toHaveFocus();
    expect(pagina.api.llamadas.filter((l) => l.method === 'POST')).toHaveLength(0);

    await pagina.user.click(screen.getByRole('button', { name: 'Cancelar reserva' }));
    await pagina.user.click(screen.getByRole('button', { name: 'Sí, cancelar la reserva' }));
    const hecho = await screen.findByText('Su reserva fue cancelada. El hotel ya lo sabe.');
    expect(hecho).toHaveFocus();
    expect(within(screen.getByRole('main')).getByText('Anulado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
    const [anular] = pagina.api.llamadas.filter((l) => l.method === 'POST');
    expect(anular).toMatchObject({ url: `${TOKEN_URL}/Anular`, headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'Recepcion' } });
    expect(screen.getByRole('link', { name: 'Hacer una nueva reserva' })).toHaveAttribute('href', '/reservar/mirador');
  });

  it('explains until when it could be cancelled once that day is past', async () => {
    await abrir(PAGINA, ruta('GET', TOKEN_URL, { body: { ...DETALLE, PuedeAnular: false } }));
    expect(screen.getByText(MENSAJES_MOTOR.fueraDePlazo('31-03-2026'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
  });

  it('says a cancelled booking is cancelled', async () => {
    await abrir(PAGINA, ruta('GET', TOKEN_URL, { body: { ...DETALLE, EstadoId: 4, EstadoNombre: 'Anulado', PuedeAnular: false } }));
    expect(screen.getByText(MENSAJES_MOTOR.yaAnulada)).toBeInTheDocument();
  });

  it('shows the API’s refusal of a cancellation', async () => {
    const pagina = await abrir(PAGINA, ruta('GET', TOKEN_URL, { body: DETALLE }), ruta('POST', `${TOKEN_URL}/Anular`, { status: 400, body: { Message: MENSAJES_MOTOR.fueraDePlazo('31-03-2026') } }));
    await pagina.user.click(screen.getByRole('button', { name: 'Cancelar reserva' }));
    await pagina.user.click(screen.getByRole('button', { name: 'Sí, cancelar la reserva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_MOTOR.fueraDePlazo('31-03-2026'));
  });

  it('says so when the link names no booking', async () => {
    await abrir(PAGINA, ruta('GET', TOKEN_URL, { status: 404, body: { Message: MENSAJES_MOTOR.reservaNoEncontrada } }));
    expect(screen.getByText(MENSAJES_MOTOR.reservaNoEncontrada)).toBeInTheDocument();
  });

  it('shows the money right even when the hotel’s engine is off since', async () => {
    await abrir(PAGINA, ruta('GET', TOKEN_URL, { body: DETALLE }), ruta('GET', HOTEL_URL, { status: 404 }));
    expect(screen.getByText('CLP 1.234.567')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Hotel Mirador')).toBeInTheDocument();
  });
});

describe('English', () => {
  it('re-renders every text, the document’s language and the check messages; what was typed stays', async () => {
    const pagina = await abrir();
    await numero(pagina.user, 'Adultos', '0');
    await pagina.user.click(screen.getByRole('button', { name: 'Ver disponibilidad' }));
    expect(campo('Adultos')).toHaveAccessibleDescription(MENSAJES_MOTOR.adultosNoValidos);

    const cambio = screen.getByRole('button', { name: 'English' });
    expect(cambio).toHaveAttribute('lang', 'en');
    await pagina.user.click(cambio);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Book at Hotel Mirador');
    expect(screen.getByRole('heading', { level: 1, name: 'Book your stay' })).toBeInTheDocument();
    expect(campo('Adults')).toHaveAccessibleDescription('Enter how many adults are staying');
    expect(campo('Adults').value).toBe('0');
    expect(campo('Check-in').value).toBe('2026-03-11');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    const volver = screen.getByRole('button', { name: 'Español' });
    expect(volver).toHaveAttribute('lang', 'es');
    expect(volver).toHaveFocus();

    // Results and the booking form in English; the server's Spanish messages as they came.
    await numero(pagina.user, 'Adults', '2');
    pagina.api.antes(ruta('GET', DISPONIBILIDAD, { body: [DOBLE] }));
    await pagina.user.click(screen.getByRole('button', { name: 'Check availability' }));
    await screen.findByRole('heading', { level: 2, name: 'Available rooms' });
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByText('Up to 2 guests')).toBeInTheDocument();
    expect(screen.getByText('Total for 1 night')).toBeInTheDocument();
    expect(screen.getByText('CLP 1.234.567')).toBeInTheDocument();
    await pagina.user.click(screen.getByRole('button', { name: 'Book Doble Superior' }));
    expect(screen.getByText('Free cancellation until 2 days before arrival')).toBeInTheDocument();
    expect(screen.getByLabelText('I accept the cancellation policy')).toBeInTheDocument();
    // Countries by their English names, in English order; one an operator added keeps its own name.
    const paises = [...campo('Country').querySelectorAll('option')].map((o) => o.textContent);
    expect(paises).toEqual(['Select…', 'Argentina', 'Chile', 'Germany', 'Peru', 'Tierra del Sur']);
    // Nothing chosen for a guest reading English: the hotel's country is seldom theirs.
    expect(campo('Country').value).toBe('');
    await pagina.user.selectOptions(campo('Country'), 'Germany');
    pagina.api.antes(ruta('POST', '/api/Publico/mirador/Reservas', { status: 409, body: { Message: MENSAJES_MOTOR.agotado } }));
    await pagina.user.type(campo('Full name'), 'Ann Smith');
    await pagina.user.type(campo('Email'), 'ann@mail.com');
    await pagina.user.type(campo('Phone'), '+1 555 123 4567');
    await pagina.user.click(screen.getByLabelText('I accept the cancellation policy'));
    await pagina.user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_MOTOR.agotado);
    // The API is told the language: the guest's confirmation mail is written in it.
    expect(reservas(pagina.api)[0].body).toMatchObject({ Nombre: 'Ann Smith', Idioma: 'en' });

    await pagina.user.click(screen.getByRole('button', { name: 'Español' }));
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('heading', { level: 2, name: 'Habitaciones disponibles' })).toBeInTheDocument();
  });

  it('opens in the language the address asks for (the English mail’s link)', async () => {
    window.history.replaceState(null, '', '/reservar/mirador/reserva/tok_AbC123xyz?idioma=en');
    try {
      await abrir('/reservar/mirador/reserva/tok_AbC123xyz', ruta('GET', '/api/Publico/Reservas/tok_AbC123xyz', { body: DETALLE }));
      expect(screen.getByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps the language on the guest’s next page', async () => {
    sessionStorage.setItem('reservar-idioma', 'en');
    await abrir('/reservar/mirador/reserva/tok_AbC123xyz', ruta('GET', '/api/Publico/Reservas/tok_AbC123xyz', { body: DETALLE }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking' })).toBeInTheDocument();
    expect(screen.getByText('Unconfirmed')).toBeInTheDocument();
    expect(screen.getByText('You may cancel it free of charge until 31-03-2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });
});

afterEach(() => fin.abort());
