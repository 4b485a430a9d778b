import { type ConflictoCanal, ENTIDAD_EN_VIVO_CANALES, ESTADOS_SINCRONIZACION, MENSAJES_CANALES as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { conectarVivo, configuracionPrueba, empujar, HOTEL_PRUEBA, USUARIO_PRUEBA } from '@recepcion/testing-web';
import { MENSAJE_SOLO_LECTURA } from '@recepcion/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { canal } from '../../../test/fake-canales';
import { listasDe, tablasIniciales, type Tablas } from '../../../test/fake-hotel';
import { renderArea, resetArea, signIn } from '../../../test/render-area';
import { COPIADO_MS } from './enlace-ical';
import { TEXTOS_CANALES } from './textos';

const PATH = '/configuracion/canales';

/** A local instant, so that the page shows it the same in any time zone. */
const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min).toISOString();

const conflicto = (datos: Partial<ConflictoCanal> & Pick<ConflictoCanal, 'Id' | 'CanalId'>): ConflictoCanal => ({
  Canal: 'Airbnb',
  HabitacionId: 1,
  HabitacionNombre: '101',
  Desde: '2027-08-10',
  Hasta: '2027-08-13',
  Uid: `AIR-${datos.Id}`,
  ReservaId: 12,
  ...datos,
});

/** Room 101 imports Booking.com (pulled fine) and Airbnb (its last pull failed); room 102 nothing. */
function hotelConCanales(): Tablas {
  const tablas = tablasIniciales();
  tablas.canales.Canales = [
    canal({
      Id: 1,
      HabitacionId: 1,
      Nombre: 'Booking.com',
      Url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=4f6c2b0e-9d1a-4c55-b7b1-0a6e1e8d2f11',
      UltimaSincronizacion: local(2027, 8, 3, 14, 5),
      UltimoEstado: ESTADOS_SINCRONIZACION.correcto,
      Eventos: 12,
    }),
    canal({
      Id: 2,
      HabitacionId: 1,
      Nombre: 'Airbnb',
      Url: 'https://www.airbnb.cl/calendar/ical/12345.ics?s=abc',
      UltimaSincronizacion: local(2027, 8, 3, 9, 30),
      UltimoEstado: ESTADOS_SINCRONIZACION.error,
      Error: M.respuestaHttp(503),
      Eventos: 3,
    }),
  ];
  return tablas;
}

/** A user of another type (libs/contracts permisos), signed in as the portal would. */
function comoTipo(TipoUsuario: string) {
  act(() => session.establecer({ hotel_id: HOTEL_PRUEBA, user_id: USUARIO_PRUEBA.Id, config: configuracionPrueba(), usuario: { ...USUARIO_PRUEBA, TipoUsuario } }));
}

async function abrir(opciones: Parameters<typeof renderArea>[1] = {}) {
  const user = userEvent.setup();
  const api = renderArea(PATH, { tablas: hotelConCanales(), ...opciones });
  await screen.findByRole('heading', { level: 1, name: 'Canales' });
  return { user, api };
}

const habitacion = (nombre: string) => screen.findByRole('article', { name: `Habitación ${nombre}` });
const tarjeta = (nombre: string, habitacionNombre = '101') => screen.findByRole('article', { name: `${nombre}, habitación ${habitacionNombre}` });
/** The line a card shows after «Sincronizar ahora» (a status, or an alert when the pull failed). */
const resultadoDe = (card: HTMLElement) => waitFor(() => {
  const linea = card.querySelector<HTMLElement>('.ms-resultado');
  if (!linea) throw new Error('Sin resultado');
  return linea;
});
/** The error toasts shown now (a refusal the portal would show). */
const toastsDeError = () => document.querySelectorAll('.rc-toast--error').length;
/** The facts of a card (dt → dd text). */
const datosDe = (donde: HTMLElement) => Object.fromEntries(within(donde).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

beforeEach(signIn);
afterEach(resetArea);

describe('Configuración › Canales', () => {
  it('lists each room with its imported feeds: address shortened, active, last pull, status with the reason of a failure, events', async () => {
    const { api } = await abrir();
    expect(document.title).toBe('Canales - recepcion.app');
    const ul = await screen.findByRole('list', { name: 'Habitaciones' });
    expect(within(ul).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Habitación 101', 'Habitación 102', 'Habitación 103']);

    const booking = await tarjeta('Booking.com');
    expect(within(booking).getByText('Activo')).toBeInTheDocument();
    expect(datosDe(booking)).toEqual({ URL: 'admin.booking.com/…/ical.html', 'Última sincronización': '03-08-2027 14:05', Estado: '✓ Correcto', Eventos: '12' });
    const airbnb = await tarjeta('Airbnb');
    expect(datosDe(airbnb)).toEqual({ URL: 'www.airbnb.cl/…/12345.ics', 'Última sincronización': '03-08-2027 09:30', Estado: `✕ Error${M.respuestaHttp(503)}`, Eventos: '3' });
    // Airbnb before Booking.com: by name within the room.
    expect(within(await habitacion('101')).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Airbnb', 'Booking.com']);
    expect(within(await habitacion('102')).getByText(TEXTOS_CANALES.sinCanales)).toBeInTheDocument();
    expect(screen.getByText(TEXTOS_CANALES.sinConflictos)).toBeInTheDocument();
    // The export addresses are secrets: none is asked for until the user wants to see it.
    expect(api.apiCalls().map((c) => c.url)).toEqual(expect.arrayContaining(['/api/Canales/Conflictos', '/api/Habitaciones', '/api/Canales']));
    expect(api.apiCalls().filter((c) => c.url.includes('/Ical'))).toEqual([]);
  });

  it('shows a room’s export address on demand, copies it with a visible «Copiado», and renews it after explaining the old one stops working', async () => {
    const { user, api } = await abrir();
    const enlace = within(await habitacion('101')).getByRole('group', { name: 'Enlace de exportación de la habitación 101' });
    await user.click(within(enlace).getByRole('button', { name: 'Mostrar enlace' }));
    const campo = await within(enlace).findByRole('textbox', { name: 'Enlace de exportación de la habitación 101' });
    expect(campo).toHaveValue('http://localhost:3000/ical/habitacion-1-1-secreto.ics');
    expect(campo).toHaveAttribute('readonly');
    expect(campo).toHaveFocus();

    // The clock moves only when told (a busy machine must not end «Copiado» before it is seen).
    jest.useFakeTimers();
    const reloj = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    try {
      await reloj.click(within(enlace).getByRole('button', { name: 'Copiar' }));
      expect(await within(enlace).findByRole('button', { name: 'Copiado' })).toHaveTextContent('✓ Copiado');
      expect(within(enlace).getByRole('status')).toHaveTextContent('Enlace copiado');
      await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost:3000/ical/habitacion-1-1-secreto.ics');
      act(() => jest.advanceTimersByTime(COPIADO_MS));
      expect(within(enlace).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }

    await user.click(within(enlace).getByRole('button', { name: 'Renovar enlace' }));
    let confirmar = screen.getByRole('alertdialog', { name: 'Renovar enlace' });
    expect(confirmar).toHaveTextContent('La dirección actual dejará de funcionar de inmediato');
    await user.click(within(confirmar).getByRole('button', { name: 'Cancelar' }));
    expect(api.apiCalls('POST')).toEqual([]);

    await user.click(within(enlace).getByRole('button', { name: 'Renovar enlace' }));
    confirmar = screen.getByRole('alertdialog', { name: 'Renovar enlace' });
    await user.click(within(confirmar).getByRole('button', { name: 'Renovar enlace' }));
    await waitFor(() => expect(campo).toHaveValue('http://localhost:3000/ical/habitacion-1-2-secreto.ics'));
    expect(api.apiCalls('POST')).toEqual([{ method: 'POST', url: '/api/Habitaciones/1/Ical/Renovar', body: undefined }]);
    expect(screen.getByText(TEXTOS_CANALES.enlaceRenovado)).toBeInTheDocument();
  });

  it('shows, per imported feed, the address to paste into that channel (the room without its own stays)', async () => {
    const { user, api } = await abrir();
    const enlace = within(await tarjeta('Booking.com')).getByRole('group', { name: 'Enlace para Booking.com (habitación 101)' });
    await user.click(within(enlace).getByRole('button', { name: 'Mostrar enlace' }));
    expect(await within(enlace).findByRole('textbox')).toHaveValue('http://localhost:3000/ical/canal-1-1-secreto.ics');
    expect(api.apiCalls('GET').filter((c) => c.url.endsWith('/Ical'))).toEqual([{ method: 'GET', url: '/api/Canales/1/Ical', body: undefined }]);
    await user.click(within(enlace).getByRole('button', { name: 'Copiar' }));
    expect(within(enlace).getByRole('button', { name: 'Copiado' })).toBeInTheDocument();
  });

  it('adds a feed in its dialog: room, name (suggested), address the server accepts; saved, it is pulled at once', async () => {
    const { user, api } = await abrir();
    api.tablas.canales.Pulls[3] = { Eventos: 4, Nuevos: 2, Actualizados: 1, Liberados: 0, Conflictos: 1 };
    await user.click(within(screen.getByRole('region', { name: 'Calendarios por habitación' })).getAllByRole('button', { name: 'Agregar canal' })[0]);
    const dialog = screen.getByRole('dialog', { name: 'Agregar canal' });
    const sala = within(dialog).getByRole('combobox', { name: /^Habitación/ });
    const nombre = within(dialog).getByRole('combobox', { name: /^Nombre/ });
    const url = within(dialog).getByRole('textbox', { name: /^URL del calendario/ });
    expect(sala).toHaveFocus();
    expect(within(sala).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione una habitación', '101', '102', '103']);
    // The channels it suggests (any other name may be typed).
    const sugerencias = document.getElementById(nombre.getAttribute('list') ?? '');
    expect(within(sugerencias as HTMLElement).getAllByRole('option', { hidden: true }).map((o) => o.getAttribute('value'))).toEqual(['Booking.com', 'Airbnb', 'Vrbo', 'Expedia', 'Google Calendar']);
    expect(within(dialog).getByRole('checkbox', { name: 'Activo' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(sala).toHaveAccessibleDescription(M.seleccioneHabitacion);
    expect(nombre).toHaveAccessibleDescription(expect.stringContaining(M.ingreseNombre));
    expect(url).toHaveAccessibleDescription(expect.stringContaining(M.ingreseUrl));
    expect(sala).toHaveFocus();

    await user.selectOptions(sala, '102');
    await user.type(nombre, 'Vrbo');
    await user.type(url, 'ftp://www.vrbo.com/icalendar/abc.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(url).toHaveAccessibleDescription(expect.stringContaining(M.urlNoValida));
    expect(url).toHaveFocus();
    await user.clear(url);
    await user.type(url, 'https://ana:clave@www.vrbo.com/icalendar/abc.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(url).toHaveAccessibleDescription(expect.stringContaining(M.urlConCredenciales));
    expect(api.apiCalls('POST')).toEqual([]);

    await user.clear(url);
    await user.type(url, ' https://www.vrbo.com/icalendar/abc.ics {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('POST')).toEqual([
      { method: 'POST', url: '/api/Canales', body: { HabitacionId: 2, Nombre: 'Vrbo', Url: 'https://www.vrbo.com/icalendar/abc.ics', Activo: true } },
      { method: 'POST', url: '/api/Canales/3/Sincronizar', body: undefined },
    ]);
    expect(screen.getByText(TEXTOS_CANALES.guardado)).toBeInTheDocument();
    const vrbo = await tarjeta('Vrbo', '102');
    expect(await resultadoDe(vrbo)).toHaveTextContent('Sincronizado: 2 nuevas, 1 actualizada, 0 liberadas, 1 conflicto');
    await waitFor(() => expect(datosDe(vrbo).Estado).toBe('✓ Correcto'));
    expect(datosDe(vrbo).Eventos).toBe('4');
  });

  it('opens the dialog of a room’s own «Agregar canal» with the room chosen, and edits a feed', async () => {
    const { user, api } = await abrir();
    await user.click(within(await habitacion('103')).getByRole('button', { name: 'Agregar canal' }));
    let dialog = screen.getByRole('dialog', { name: 'Agregar canal' });
    expect(within(dialog).getByRole('combobox', { name: /^Habitación/ })).toHaveValue('3');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(await tarjeta('Booking.com')).getByRole('button', { name: 'Editar' }));
    dialog = screen.getByRole('dialog', { name: 'Editar canal' });
    expect(within(dialog).getByRole('textbox', { name: /^URL del calendario/ })).toHaveValue('https://admin.booking.com/hotel/hoteladmin/ical.html?t=4f6c2b0e-9d1a-4c55-b7b1-0a6e1e8d2f11');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Activo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.apiCalls('PUT')).toEqual([
      { method: 'PUT', url: '/api/Canales/1', body: { HabitacionId: 1, Nombre: 'Booking.com', Url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=4f6c2b0e-9d1a-4c55-b7b1-0a6e1e8d2f11', Activo: false } },
    ]);
    // An inactive feed is not pulled.
    expect(api.apiCalls('POST')).toEqual([]);
    expect(within(await tarjeta('Booking.com')).getByText('Inactivo')).toBeInTheDocument();
  });

  it('«Sincronizar ahora» says what the pull did', async () => {
    const { user, api } = await abrir();
    api.tablas.canales.Pulls[1] = { Eventos: 14, Nuevos: 2, Actualizados: 1, Liberados: 0, Conflictos: 1 };
    const booking = await tarjeta('Booking.com');
    await user.click(within(booking).getByRole('button', { name: 'Sincronizar ahora' }));
    expect(await resultadoDe(booking)).toHaveTextContent('Sincronizado: 2 nuevas, 1 actualizada, 0 liberadas, 1 conflicto');
    await waitFor(() => expect(datosDe(booking).Eventos).toBe('14'));

    api.tablas.canales.Pulls[1] = { Eventos: 13, Nuevos: 0, Actualizados: 1, Liberados: 1, Conflictos: 0 };
    await user.click(within(booking).getByRole('button', { name: 'Sincronizar ahora' }));
    await waitFor(async () => expect(await resultadoDe(booking)).toHaveTextContent('Sincronizado: 0 nuevas, 1 actualizada, 1 liberada, 0 conflictos'));
  });

  it('shows a failed pull’s Spanish reason on the card, and the feed’s status turns Error (no toast besides)', async () => {
    const { user, api } = await abrir();
    api.tablas.canales.Pulls[1] = M.noEsIcal;
    const booking = await tarjeta('Booking.com');
    await user.click(within(booking).getByRole('button', { name: 'Sincronizar ahora' }));
    const fallo = await resultadoDe(booking);
    expect(fallo).toHaveAttribute('role', 'alert');
    expect(fallo).toHaveTextContent(`No se pudo sincronizar: ${M.noEsIcal}`);
    await waitFor(() => expect(datosDe(booking).Estado).toBe(`✕ Error${M.noEsIcal}`));
    expect(toastsDeError()).toBe(0);
  });

  it('deletes a feed after saying its stays will be freed', async () => {
    const { user, api } = await abrir();
    await user.click(within(await tarjeta('Airbnb')).getByRole('button', { name: 'Eliminar' }));
    const confirmar = screen.getByRole('alertdialog', { name: 'Eliminar canal' });
    expect(confirmar).toHaveTextContent('¿Eliminar el canal Airbnb de la habitación 101? Las noches que ocupan sus estadías quedarán libres en el calendario de Recepción.');
    await user.click(within(confirmar).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Airbnb, habitación 101' })).not.toBeInTheDocument());
    expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/Canales/2', body: undefined }]);
    expect(screen.getByText(TEXTOS_CANALES.eliminado)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Habitación 101' })).toHaveFocus();
  });

  it('lists the open conflicts with a link to the reservation, and dismisses one', async () => {
    const tablas = hotelConCanales();
    tablas.canales.Conflictos = [conflicto({ Id: 7, CanalId: 2 }), conflicto({ Id: 8, CanalId: 1, Canal: 'Booking.com', HabitacionId: 2, HabitacionNombre: '102', Desde: '2027-09-01', Hasta: '2027-09-02', ReservaId: null })];
    const { user, api } = await abrir({ tablas });
    const lista = await screen.findByRole('list', { name: 'Conflictos con los canales' });
    const [airbnb, booking] = within(lista).getAllByRole('listitem');
    expect(datosDe(airbnb)).toEqual({ Canal: 'Airbnb', Habitación: '101', Fechas: '10-08-2027 →  al 13-08-2027', 'Coincide con': 'Reserva 12' });
    expect(within(airbnb).getByRole('link', { name: 'Reserva 12' })).toHaveAttribute('href', '/reservas/calendario?reserva=12');
    expect(datosDe(booking)['Coincide con']).toBe('Un bloqueo');
    expect(screen.getByRole('heading', { level: 2, name: /^Conflictos con los canales/ })).toHaveTextContent('2');

    await user.click(within(airbnb).getByRole('button', { name: 'Descartar el conflicto de Airbnb en la habitación 101, del 10-08-2027 al 13-08-2027' }));
    await waitFor(() => expect(within(lista).getAllByRole('listitem')).toHaveLength(1));
    expect(api.apiCalls('DELETE')).toEqual([{ method: 'DELETE', url: '/api/Canales/Conflictos/7', body: undefined }]);
    expect(screen.getByText(TEXTOS_CANALES.conflictoDescartado)).toBeInTheDocument();

    await user.click(within(booking).getByRole('button', { name: /^Descartar/ }));
    expect(await screen.findByText(TEXTOS_CANALES.sinConflictos)).toBeInTheDocument();
  });

  it('goes to the reservation from a conflict without reloading the page', async () => {
    const tablas = hotelConCanales();
    tablas.canales.Conflictos = [conflicto({ Id: 7, CanalId: 2 })];
    const { user } = await abrir({ tablas });
    await user.click(await screen.findByRole('link', { name: 'Reserva 12' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/reservas/calendario?reserva=12');
  });

  it('reads the feeds and the conflicts again on the live channel’s `up` of channel sync', async () => {
    const { api } = await abrir();
    await tarjeta('Booking.com');
    act(() => conectarVivo(listasDe(api.tablas)));
    const lecturas = (url: string) => api.apiCalls('GET').filter((c) => c.url === url).length;
    expect([lecturas('/api/Canales'), lecturas('/api/Canales/Conflictos')]).toEqual([1, 1]);

    // The scheduled pull opened a conflict and changed Booking.com's status.
    api.tablas.canales.Conflictos = [conflicto({ Id: 9, CanalId: 1, Canal: 'Booking.com' })];
    Object.assign(api.tablas.canales.Canales[0], { UltimoEstado: ESTADOS_SINCRONIZACION.error, Error: M.sinRespuesta });
    act(() => empujar({ entidad: ENTIDAD_EN_VIVO_CANALES.conflictos, metodo: 'update', datos: { CanalId: 1, Conflictos: 1 } }));
    expect(await screen.findByRole('list', { name: 'Conflictos con los canales' })).toHaveTextContent('Booking.com');
    act(() => empujar({ entidad: ENTIDAD_EN_VIVO_CANALES.canales, metodo: 'update', datos: { Id: 1 } }));
    await waitFor(async () => expect(datosDe(await tarjeta('Booking.com')).Estado).toBe(`✕ Error${M.sinRespuesta}`));
    expect([lecturas('/api/Canales'), lecturas('/api/Canales/Conflictos')]).toEqual([2, 2]);
  });

  it('says why the list failed, and reads it again with Reintentar', async () => {
    let falla = true;
    const { user } = await abrir({ override: (c) => (falla && c.method === 'GET' && c.url === '/api/Canales' ? { status: 500, body: { Message: 'Falla' } } : undefined) });
    const region = screen.getByRole('region', { name: 'Calendarios por habitación' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(TEXTOS_CANALES.error);
    falla = false;
    await user.click(within(region).getByRole('button', { name: 'Reintentar' }));
    expect(await tarjeta('Booking.com')).toBeInTheDocument();
  });

  describe('for other user types', () => {
    it('shows reception why the feeds are not there (they are never asked for), and lets it dismiss conflicts', async () => {
      comoTipo('RE');
      const tablas = hotelConCanales();
      tablas.canales.Conflictos = [conflicto({ Id: 7, CanalId: 2 })];
      const { user, api } = await abrir({ tablas });
      expect(await screen.findByText(TEXTOS_CANALES.soloAdministradores)).toBeInTheDocument();
      expect(screen.getByText(MENSAJE_SOLO_LECTURA)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Agregar canal' })).not.toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: /^Descartar/ }));
      expect(await screen.findByText(TEXTOS_CANALES.sinConflictos)).toBeInTheDocument();
      expect(api.apiCalls().map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/Canales/Conflictos', 'DELETE /api/Canales/Conflictos/7']);
    });

    it('shows a read-only user the conflicts without «Descartar»', async () => {
      comoTipo('CO');
      const tablas = hotelConCanales();
      tablas.canales.Conflictos = [conflicto({ Id: 7, CanalId: 2 })];
      await abrir({ tablas });
      expect(await screen.findByRole('link', { name: 'Reserva 12' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Descartar/ })).not.toBeInTheDocument();
    });

    it('reads a 403 of the feeds (a type changed since signing in) as the same message, not as an error', async () => {
      const sinPermiso = { status: 403, body: { Message: 'Su tipo de usuario (Recepción) no permite esta operación' } };
      await abrir({ override: (c) => (c.url === '/api/Canales' ? sinPermiso : undefined) });
      expect(await screen.findByText(TEXTOS_CANALES.soloAdministradores)).toBeInTheDocument();
      expect(screen.queryByText(TEXTOS_CANALES.error)).not.toBeInTheDocument();
      expect(toastsDeError()).toBe(0);
    });
  });
});
