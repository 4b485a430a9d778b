import { MENSAJES_MOTOR as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { configuracionPrueba, HOTEL_PRUEBA, USUARIO_PRUEBA } from '@recepcion/testing-web';
import { MENSAJE_SOLO_LECTURA } from '@recepcion/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tablasIniciales, type Tablas } from '../../../test/fake-hotel';
import { renderArea, resetArea, signIn } from '../../../test/render-area';
import { COPIADO_MS } from './campo-copiable';
import { TEXTOS_MOTOR } from './textos';

const PATH = '/configuracion/motor-reservas';
/** A long form: its tests type in many fields, slow on a busy machine. */
const LARGO = 60_000;

/** A hotel with two room types, Doble (three rooms) and Suite, its engine as a new hotel's: off, selling Doble. */
function hotelConTipos(): Tablas {
  const tablas = tablasIniciales();
  tablas.TiposHabitacion = [...tablas.TiposHabitacion, { Id: 2, Nombre: 'Suite', CantidadPasajeros: 4, CantidadPasajerosPredeterminado: 2 }];
  return tablas;
}

/** A user of another type (libs/contracts permisos), signed in as the portal would. */
function comoTipo(TipoUsuario: string) {
  act(() => session.establecer({ hotel_id: HOTEL_PRUEBA, user_id: USUARIO_PRUEBA.Id, config: configuracionPrueba(), usuario: { ...USUARIO_PRUEBA, TipoUsuario } }));
}

async function abrir(opciones: Parameters<typeof renderArea>[1] = {}) {
  // No pause between keys: the form has many fields to type in.
  const user = userEvent.setup({ delay: null });
  const api = renderArea(PATH, { tablas: hotelConTipos(), ...opciones });
  await screen.findByRole('heading', { level: 1, name: 'Motor de reservas' });
  return { user, api };
}

/** The form, once the settings have arrived. */
const formulario = () => screen.findByRole('form', { name: 'Motor de reservas' });
const campo = (nombre: RegExp | string) => screen.getByRole('textbox', { name: nombre });
const seccion = (nombre: string) => screen.getByRole('region', { name: new RegExp(`^${nombre}`) });
const toastsDeError = () => document.querySelectorAll('.rc-toast--error').length;
const puts = (api: { apiCalls: (m?: string) => { body?: unknown }[] }) => api.apiCalls('PUT').map((c) => c.body);
const direccion = (slug: string) => `${window.location.origin}/reservar/${slug}`;

beforeEach(signIn);
afterEach(resetArea);

describe('Configuración › Motor de reservas', () => {
  it('shows a new hotel’s engine: off, its suggested address with Copiar and Abrir página, Doble sold, the defaults and the snippet', async () => {
    const { api } = await abrir();
    await formulario();
    expect(document.title).toBe('Motor de reservas - recepcion.app');
    const activo = screen.getByRole('switch', { name: 'Recibir reservas en línea' });
    expect(activo).not.toBeChecked();
    expect(within(seccion('Página de reservas')).getByText('Desactivada')).toBeInTheDocument();
    expect(campo(/^Dirección( \*)?$/)).toHaveValue('hotel-sur');

    const pagina = campo('Dirección de la página');
    expect(pagina).toHaveValue(direccion('hotel-sur'));
    expect(pagina).toHaveAttribute('readonly');
    expect(pagina).toHaveAccessibleDescription(expect.stringContaining(TEXTOS_MOTOR.paginaDesactivada));
    const abrirPagina = screen.getByRole('link', { name: 'Abrir página (se abre en una pestaña nueva)' });
    expect(abrirPagina).toHaveAttribute('href', direccion('hotel-sur'));
    expect(abrirPagina).toHaveAttribute('target', '_blank');
    expect(abrirPagina).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const tipos = await screen.findByRole('group', { name: 'Tipos de habitación que se venden en línea' });
    expect(within(tipos).getAllByRole('checkbox').map((c) => [c.closest('li')?.querySelector('.rc-check__label')?.textContent, (c as HTMLInputElement).checked])).toEqual([
      ['Doble', true],
      ['Suite', false],
    ]);
    expect(within(tipos).getByRole('checkbox', { name: 'Suite' })).toHaveAccessibleDescription('Hasta 4 personas.');
    expect(within(tipos).getByRole('textbox', { name: 'Descripción de Suite' })).toHaveValue('');

    expect(campo(/^Estancia mínima/)).toHaveValue('1');
    expect(campo(/^Estancia máxima/)).toHaveValue('30');
    expect(campo(/^Anticipación mínima/)).toHaveValue('0');
    expect(campo(/^Anticipación máxima/)).toHaveValue('365');
    expect(screen.getByRole('combobox', { name: /^Estado inicial/ })).toHaveDisplayValue('Sin confirmar');
    expect(campo(/^Días de cancelación gratuita/)).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Permite niños' })).toBeChecked();
    expect(campo('Sitio permitido')).toHaveValue('');
    expect(campo('Código para su sitio')).toHaveValue(`<iframe src="${direccion('hotel-sur')}" title="Reservas" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>`);
    expect(within(seccion('Incrustar en su sitio')).getByRole('note')).toHaveTextContent(TEXTOS_MOTOR.notaIncrustar);
    expect(screen.getByRole('button', { name: 'Descartar cambios' })).toBeDisabled();
    expect(api.apiCalls('GET').map((c) => c.url)).toEqual(expect.arrayContaining(['/api/MotorReservas', '/api/TiposHabitacion']));
  }, LARGO);

  it('shows the address as it is typed, copies the saved one and the snippet with a visible «Copiado»', async () => {
    const { user } = await abrir();
    await formulario();
    const slug = campo(/^Dirección( \*)?$/);
    await user.clear(slug);
    await user.type(slug, 'Playa-Azul');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining(direccion('playa-azul')));
    // Not saved yet: the address to copy and open is still the saved one, and the page says so.
    expect(campo('Dirección de la página')).toHaveValue(direccion('hotel-sur'));
    expect(campo('Dirección de la página')).toHaveAccessibleDescription(expect.stringContaining(TEXTOS_MOTOR.direccionCambiada));
    expect(screen.getByText(TEXTOS_MOTOR.cambiosSinGuardar)).toBeInTheDocument();

    // The clock moves only when told (a busy machine must not end «Copiado» before it is seen).
    jest.useFakeTimers();
    const reloj = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      const copiar = within(seccion('Página de reservas')).getByRole('button', { name: 'Copiar' });
      expect(copiar).toHaveAccessibleDescription('Dirección de la página');
      await reloj.click(copiar);
      expect(await within(seccion('Página de reservas')).findByRole('button', { name: 'Copiado' })).toHaveTextContent('✓ Copiado');
      expect(within(seccion('Página de reservas')).getByText('Dirección copiada')).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe(direccion('hotel-sur'));
      act(() => jest.advanceTimersByTime(COPIADO_MS));
      expect(within(seccion('Página de reservas')).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }

    await user.click(within(seccion('Incrustar en su sitio')).getByRole('button', { name: 'Copiar' }));
    expect(await within(seccion('Incrustar en su sitio')).findByText('Código copiado')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`<iframe src="${direccion('hotel-sur')}" title="Reservas" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>`);

    // «Descartar cambios» puts the saved values back.
    await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(slug).toHaveValue('hotel-sur');
    expect(screen.queryByText(TEXTOS_MOTOR.cambiosSinGuardar)).not.toBeInTheDocument();
  }, LARGO);

  it('says what is wrong under each field, in the server’s Spanish, puts the focus on the first one, and sends nothing', async () => {
    const { user, api } = await abrir();
    await formulario();
    const tipos = await screen.findByRole('group', { name: 'Tipos de habitación que se venden en línea' });
    await user.click(screen.getByRole('switch', { name: 'Recibir reservas en línea' }));
    await user.click(within(tipos).getByRole('checkbox', { name: 'Doble' }));
    const slug = campo(/^Dirección( \*)?$/);
    await user.clear(slug);
    await user.type(slug, 'No Vale');
    await user.clear(campo(/^Estancia mínima/));
    await user.type(campo(/^Estancia mínima/), '5');
    await user.clear(campo(/^Estancia máxima/));
    await user.type(campo(/^Estancia máxima/), '2');
    await user.clear(campo(/^Anticipación mínima/));
    await user.type(campo(/^Anticipación mínima/), '10');
    await user.clear(campo(/^Anticipación máxima/));
    await user.type(campo(/^Anticipación máxima/), '5');
    await user.clear(campo(/^Días de cancelación gratuita/));
    await user.type(campo('Sitio permitido'), 'https://mihotel.cl/reservas');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(slug).toHaveAccessibleDescription(expect.stringContaining(M.slugNoValido));
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveFocus();
    expect(tipos).toHaveAccessibleDescription(M.tiposNoValidos);
    expect(campo(/^Estancia máxima/)).toHaveAccessibleDescription(expect.stringContaining(M.estanciaNoValida));
    expect(campo(/^Estancia mínima/)).not.toHaveAttribute('aria-invalid');
    expect(campo(/^Anticipación máxima/)).toHaveAccessibleDescription(expect.stringContaining(M.anticipacionNoValida));
    expect(campo(/^Días de cancelación gratuita/)).toHaveAccessibleDescription(expect.stringContaining(M.diasCancelacionNoValidos));
    expect(campo('Sitio permitido')).toHaveAccessibleDescription(expect.stringContaining(M.sitioNoValido));
    expect(puts(api)).toEqual([]);

    // Fixing the address moves the focus to the next field with a message: the room types.
    await user.clear(slug);
    await user.type(slug, 'hotel-sur');
    expect(slug).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(within(tipos).getByRole('checkbox', { name: 'Doble' })).toHaveFocus();
    expect(puts(api)).toEqual([]);
  }, LARGO);

  it('saves the whole settings with Guardar (Enter too), says so, and shows the saved address, status and site', async () => {
    const { user, api } = await abrir();
    await formulario();
    const tipos = await screen.findByRole('group', { name: 'Tipos de habitación que se venden en línea' });
    await user.click(screen.getByRole('switch', { name: 'Recibir reservas en línea' }));
    expect(screen.getByRole('switch', { name: 'Recibir reservas en línea' })).toBeChecked();
    const slug = campo(/^Dirección( \*)?$/);
    await user.clear(slug);
    await user.type(slug, ' Hotel-Sur-Playa ');
    await user.click(within(tipos).getByRole('checkbox', { name: 'Suite' }));
    await user.type(within(tipos).getByRole('textbox', { name: 'Descripción de Suite' }), 'Vista al mar, jacuzzi');
    await user.clear(campo(/^Estancia máxima/));
    await user.type(campo(/^Estancia máxima/), '14');
    await user.clear(campo(/^Anticipación mínima/));
    await user.type(campo(/^Anticipación mínima/), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Estado inicial/ }), 'Confirmado');
    await user.clear(campo(/^Días de cancelación gratuita/));
    await user.type(campo(/^Días de cancelación gratuita/), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Permite niños' }));
    await user.type(campo('Sitio permitido'), 'https://www.mihotel.cl/{Enter}');

    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)).toEqual([
      {
        Activo: true,
        Slug: 'hotel-sur-playa',
        TiposHabitacion: [1, 2],
        Descripciones: [{ TipoHabitacionId: 2, Descripcion: 'Vista al mar, jacuzzi' }],
        EstanciaMinima: 1,
        EstanciaMaxima: 14,
        DiasAnticipacionMaxima: 365,
        DiasAnticipacionMinima: 1,
        PermiteNinos: false,
        EstadoInicialId: 2,
        DiasCancelacionGratis: 3,
        SitioPermitido: 'https://www.mihotel.cl/',
      },
    ]);
    expect(await screen.findByText(TEXTOS_MOTOR.guardado)).toBeInTheDocument();
    // The server's answer: the site as its origin, the page on, at its new address.
    expect(campo('Sitio permitido')).toHaveValue('https://www.mihotel.cl');
    expect(within(seccion('Página de reservas')).getByText('Activa')).toBeInTheDocument();
    expect(campo('Dirección de la página')).toHaveValue(direccion('hotel-sur-playa'));
    expect(campo('Dirección de la página')).toHaveAccessibleDescription('La dirección que los huéspedes abren para reservar.');
    expect(screen.getByRole('link', { name: /^Abrir página/ })).toHaveAttribute('href', direccion('hotel-sur-playa'));
    expect((campo('Código para su sitio') as HTMLTextAreaElement).value).toContain(`src="${direccion('hotel-sur-playa')}"`);
    expect(within(seccion('Incrustar en su sitio')).getByRole('note')).toHaveTextContent(TEXTOS_MOTOR.sitioPermitidoGuardado('https://www.mihotel.cl'));
    expect(screen.queryByText(TEXTOS_MOTOR.cambiosSinGuardar)).not.toBeInTheDocument();
    expect(api.tablas.motor.Configuracion).toMatchObject({ Activo: true, Slug: 'hotel-sur-playa', SitioPermitido: 'https://www.mihotel.cl' });
  }, LARGO);

  it('shows a refusal of the server (an address another hotel uses, a reserved one) under its field and as the portal’s error', async () => {
    const { user, api } = await abrir();
    await formulario();
    await screen.findByRole('group', { name: 'Tipos de habitación que se venden en línea' });
    const slug = campo(/^Dirección( \*)?$/);
    await user.clear(slug);
    await user.type(slug, 'hotel-playa');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining(M.slugEnUso)));
    expect(slug).toHaveFocus();
    expect(screen.getAllByText(M.slugEnUso)).toHaveLength(2);
    expect(toastsDeError()).toBe(1);
    expect(screen.queryByText(TEXTOS_MOTOR.guardado)).not.toBeInTheDocument();
    // Nothing saved: the address shown is still the saved one.
    expect(campo('Dirección de la página')).toHaveValue(direccion('hotel-sur'));

    // A word the page's own paths use: only the server knows it.
    await user.clear(slug);
    await user.type(slug, 'admin');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining(M.slugNoValido)));
    expect(puts(api)).toHaveLength(2);
    expect(api.tablas.motor.Configuracion.Slug).toBe('hotel-sur');
  }, LARGO);

  it('says why the settings failed to load, and reads them again with Reintentar', async () => {
    let falla = true;
    const { user } = await abrir({ override: (c) => (falla && c.method === 'GET' && c.url === '/api/MotorReservas' ? { status: 500, body: { Message: 'Falla' } } : undefined) });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTOS_MOTOR.error);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    falla = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await formulario()).toBeInTheDocument();
  });

  describe('for other user types', () => {
    it('shows reception and read-only users why the settings are not there (they are never asked for)', async () => {
      for (const tipo of ['RE', 'CO']) {
        comoTipo(tipo);
        const { api } = await abrir();
        expect(await screen.findByText(TEXTOS_MOTOR.soloAdministradores)).toBeInTheDocument();
        expect(screen.getByText(MENSAJE_SOLO_LECTURA)).toBeInTheDocument();
        expect(screen.queryByRole('form')).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
        expect(api.apiCalls().filter((c) => c.url === '/api/MotorReservas')).toEqual([]);
        resetArea();
        signIn();
      }
    });

    it('reads a 403 (a type changed since signing in) as the same message, not as an error', async () => {
      const sinPermiso = { status: 403, body: { Message: 'Su tipo de usuario (Recepción) no permite esta operación' } };
      await abrir({ override: (c) => (c.url === '/api/MotorReservas' ? sinPermiso : undefined) });
      expect(await screen.findByText(TEXTOS_MOTOR.soloAdministradores)).toBeInTheDocument();
      expect(screen.queryByText(TEXTOS_MOTOR.error)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(toastsDeError()).toBe(0);
    });
  });

});
