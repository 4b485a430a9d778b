import { ENTIDAD_EN_VIVO_PISOS, ENTIDAD_EN_VIVO_RESERVAS, MENSAJES_PISOS, mensajeSinPermisoTipo } from '@recepcion/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeAnswer } from '../../../test/fake-pisos';
import { anunciar, avisos, conectarCanal, renderPisos, resetPisos, signIn } from '../../../test/render-pisos';

const PATH = '/pisos';

afterEach(resetPisos);

const tarjeta = (nombre: string) => screen.getByRole('article', { name: `Habitación ${nombre}` });
const estadoDe = (nombre: string) => within(tarjeta(nombre)).getByRole('button', { name: /^Estado: / });
const grupos = () =>
  screen.getAllByRole('heading', { level: 2 }).map((h) => {
    const seccion = h.closest('section') as HTMLElement;
    return [h.textContent, within(seccion).getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)];
  });
const insigniasDe = (nombre: string) =>
  within(tarjeta(nombre))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

async function abrirTablero(tipo = 'AD', opciones: Parameters<typeof renderPisos>[1] = {}) {
  signIn(tipo);
  const r = renderPisos(PATH, opciones);
  await screen.findByRole('article', { name: 'Habitación 101' });
  return r;
}

/** Holds the next PUT until the test lets it answer. */
function retenerPut() {
  let soltar: (respuesta: FakeAnswer | undefined) => void = () => undefined;
  let retenida = false;
  const handler = (c: { method: string }) => {
    if (c.method !== 'PUT' || retenida) return undefined;
    retenida = true;
    return new Promise<FakeAnswer | undefined>((r) => (soltar = r));
  };
  return { handler, soltar: (respuesta?: FakeAnswer) => soltar(respuesta) };
}

describe('the housekeeping board (/pisos)', () => {
  it('groups the rooms by room type in the hotel’s order, each with its state in words and today’s facts', async () => {
    const { api } = await abrirTablero();
    expect(document.title).toBe('Tablero de pisos - recepcion.app');
    expect(screen.getByRole('heading', { level: 1, name: 'Tablero de pisos' })).toBeInTheDocument();
    // The board, and (for an administrator) whether the hotel has the daily service.
    expect(api.apiCalls().map((c) => `${c.method} ${c.url} ${c.body}`).sort()).toEqual(['GET /api/Pisos undefined', 'GET /api/Pisos/Configuracion undefined']);
    expect(grupos()).toEqual([
      ['Doble (3)', ['Habitación 101', 'Habitación 102', 'Habitación 103']],
      ['Single (1)', ['Habitación 201']],
      ['Suite (1)', ['Habitación 301']],
    ]);
    expect(estadoDe('101')).toHaveAccessibleName('Estado: Sucia');
    expect(estadoDe('102')).toHaveAccessibleName('Estado: Limpia');
    expect(estadoDe('103')).toHaveAccessibleName('Estado: Inspeccionada');
    // Colour as well as the word: the card and its state carry the state's class.
    expect(tarjeta('101').closest('li')).toHaveClass('ps-tarjeta--sucia');
    expect(estadoDe('103')).toHaveClass('ps-estado--inspeccionada');

    expect(insigniasDe('101')).toEqual(['Sale hoy']);
    expect(insigniasDe('102')).toEqual(['Llega hoy', 'Ocupada · 2 pax']);
    expect(insigniasDe('103')).toEqual([]);
    expect(insigniasDe('201')).toEqual(['Ocupada · 1 pax']);
    expect(insigniasDe('301')).toEqual(['Fuera de servicio: Filtración en el baño']);
    expect(within(tarjeta('102')).getByRole('list')).toHaveAccessibleName('Hoy en la habitación 102');

    const leyenda = document.querySelector('dl.ps-leyenda') as HTMLElement;
    expect([...leyenda.querySelectorAll('dt')].map((dt) => `${dt.textContent?.trim()} — ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Sucia: 2 — hay que limpiarla',
      'Limpia: 2 — limpia, falta inspeccionarla',
      'Inspeccionada: 1 — lista para el huésped',
    ]);
  });

  it('one tap on the state shows the three states; choosing one shows at once and sends it (PUT {Estado})', async () => {
    const retenido = retenerPut();
    const { api, user } = await abrirTablero('AD', { override: retenido.handler });
    const estado = estadoDe('101');
    expect(estado).toHaveAttribute('aria-expanded', 'false');
    await user.click(estado);
    expect(estado).toHaveAttribute('aria-expanded', 'true');
    const opciones = within(tarjeta('101')).getByRole('group', { name: 'Nuevo estado de la habitación 101' });
    expect(estado).toHaveAttribute('aria-controls', opciones.id);
    expect(within(opciones).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Limpia', 'false'],
      ['Sucia', 'true'],
      ['Inspeccionada', 'false'],
    ]);
    expect(within(opciones).getByRole('button', { name: 'Sucia' })).toHaveFocus();

    await user.click(within(opciones).getByRole('button', { name: 'Limpia' }));
    // Optimistic: the new state shows while the call is on its way.
    expect(estadoDe('101')).toHaveAccessibleName('Estado: Limpia Guardando…');
    expect(estadoDe('101')).toHaveAttribute('aria-busy', 'true');
    expect(tarjeta('101').closest('li')).toHaveClass('ps-tarjeta--limpia');
    expect(within(tarjeta('101')).queryByRole('group')).not.toBeInTheDocument();
    expect(estadoDe('101')).toHaveFocus();
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/Pisos/1', body: { Estado: 'Limpia' } }]);

    retenido.soltar();
    await waitFor(() => expect(estadoDe('101')).toHaveAccessibleName('Estado: Limpia'));
    expect(estadoDe('101')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Habitación 101: Limpia')).toHaveAttribute('role', 'status');
    expect(api.datos.Habitaciones[0].Estado).toBe('Limpia');
    // The filters count the new state.
    expect(screen.getByRole('button', { name: 'Sucias 1' })).toBeInTheDocument();
  });

  it('a refused change goes back to the state it had and says why (the server’s Spanish message)', async () => {
    const retenido = retenerPut();
    const { api, user } = await abrirTablero('AD', { override: retenido.handler });
    await user.click(estadoDe('101'));
    await user.click(within(tarjeta('101')).getByRole('button', { name: 'Inspeccionada' }));
    expect(estadoDe('101')).toHaveAccessibleName('Estado: Inspeccionada Guardando…');

    const mensaje = mensajeSinPermisoTipo('CO');
    retenido.soltar({ status: 403, body: { Message: mensaje } });
    await waitFor(() => expect(estadoDe('101')).toHaveAccessibleName('Estado: Sucia'));
    expect(tarjeta('101').closest('li')).toHaveClass('ps-tarjeta--sucia');
    expect(within(tarjeta('101')).getByText(`No se cambió el estado: ${mensaje}`)).toBeInTheDocument();
    expect(avisos()).toEqual([mensaje]);
    expect(screen.getByRole('alert')).toHaveClass('rc-toast--error');
    expect(api.datos.Habitaciones[0].Estado).toBe('Sucia');

    // The next change clears the message.
    await user.click(estadoDe('101'));
    await user.click(within(tarjeta('101')).getByRole('button', { name: 'Limpia' }));
    await waitFor(() => expect(estadoDe('101')).toHaveAccessibleName('Estado: Limpia'));
    expect(within(tarjeta('101')).queryByText(/No se cambió el estado/)).not.toBeInTheDocument();
  });

  it('a 400 of the server (an unknown state) is shown the same way', async () => {
    const { user } = await abrirTablero('AD', { override: (c) => (c.method === 'PUT' ? { status: 400, body: { Message: MENSAJES_PISOS.estadoNoValido } } : undefined) });
    await user.click(estadoDe('103'));
    await user.click(within(tarjeta('103')).getByRole('button', { name: 'Sucia' }));
    await waitFor(() => expect(within(tarjeta('103')).getByText(`No se cambió el estado: ${MENSAJES_PISOS.estadoNoValido}`)).toBeInTheDocument());
    expect(estadoDe('103')).toHaveAccessibleName('Estado: Inspeccionada');
  });

  it('works with the keyboard: Enter opens on the current state, arrows move, Esc closes back on the state, Enter chooses', async () => {
    const { api, user } = await abrirTablero();
    estadoDe('102').focus();
    await user.keyboard('{Enter}');
    const opciones = within(tarjeta('102')).getByRole('group');
    expect(within(opciones).getByRole('button', { name: 'Limpia' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(opciones).getByRole('button', { name: 'Sucia' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(opciones).getByRole('button', { name: 'Inspeccionada' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(tarjeta('102')).queryByRole('group')).not.toBeInTheDocument();
    expect(estadoDe('102')).toHaveFocus();
    expect(api.apiCalls('PUT')).toEqual([]);

    await user.keyboard('{Enter}{ArrowLeft}{Enter}');
    await waitFor(() => expect(estadoDe('102')).toHaveAccessibleName('Estado: Inspeccionada'));
    expect(estadoDe('102')).toHaveFocus();
    expect(api.apiCalls('PUT')).toEqual([{ method: 'PUT', url: '/api/Pisos/2', body: { Estado: 'Inspeccionada' } }]);
  });

  it('choosing the state it already has sends nothing; opening another room’s states closes the first', async () => {
    const { api, user } = await abrirTablero();
    await user.click(estadoDe('101'));
    await user.click(estadoDe('102'));
    expect(estadoDe('101')).toHaveAttribute('aria-expanded', 'false');
    expect(estadoDe('102')).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(tarjeta('102')).getByRole('button', { name: 'Limpia' }));
    expect(within(tarjeta('102')).queryByRole('group')).not.toBeInTheDocument();
    expect(api.apiCalls('PUT')).toEqual([]);
  });

  it('shows a room’s history: when (dd-MM-yyyy HH:mm), from which state to which, why and who («Sistema» for a check-out)', async () => {
    const { api, user } = await abrirTablero();
    await user.click(within(tarjeta('101')).getByRole('button', { name: 'Historial de la habitación 101' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Historial de la habitación 101' });
    await within(dialogo).findByRole('list');
    expect(api.apiCalls('GET').at(-1)).toEqual({ method: 'GET', url: '/api/Pisos/1/Historial', body: undefined });
    expect(
      within(dialogo)
        .getAllByRole('listitem')
        .map((li) => [...li.children].map((c) => c.textContent)),
    ).toEqual([
      ['27-11-2026 09:05', 'Limpia → a Sucia', 'Check-out · Sistema'],
      ['26-11-2026 15:40', 'Sucia → a Limpia', 'Cambio manual · Rosa Camarera'],
    ]);
    expect(within(dialogo).getAllByRole('listitem')[0].querySelector('time')).toHaveAttribute('dateTime', '2026-11-27T09:05:00');
    await user.click(within(dialogo).getAllByRole('button', { name: 'Cerrar' }).at(-1) as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A room without changes yet; a change made here shows, with who made it.
    await user.click(within(tarjeta('103')).getByRole('button', { name: 'Historial de la habitación 103' }));
    expect(await screen.findByText('Todavía no hay cambios de estado registrados.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(estadoDe('103'));
    await user.click(within(tarjeta('103')).getByRole('button', { name: 'Sucia' }));
    await waitFor(() => expect(estadoDe('103')).toHaveAccessibleName('Estado: Sucia'));
    await user.click(within(tarjeta('103')).getByRole('button', { name: 'Historial de la habitación 103' }));
    const otro = await screen.findByRole('dialog', { name: 'Historial de la habitación 103' });
    const [cambio] = await within(otro).findAllByRole('listitem');
    expect(cambio).toHaveTextContent(/^\d\d-\d\d-\d{4} \d\d:\d\dInspeccionada → a SuciaCambio manual · Ana Pérez$/);
  });

  it('filters: Todas, Sucias, Por inspeccionar (clean, not inspected), Llegadas hoy; a room changed under a filter stays until the filter changes', async () => {
    const { user } = await abrirTablero();
    const filtros = screen.getByRole('group', { name: 'Mostrar habitaciones' });
    expect(within(filtros).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Todas5', 'true'],
      ['Sucias2', 'false'],
      ['Por inspeccionar2', 'false'],
      ['Llegadas hoy1', 'false'],
    ]);
    const visibles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent?.replace('Habitación ', ''));

    await user.click(within(filtros).getByRole('button', { name: 'Sucias 2' }));
    expect(within(filtros).getByRole('button', { name: 'Sucias 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(visibles()).toEqual(['101', '301']);
    expect(screen.getByRole('region', { name: 'Habitaciones: Sucias' })).toBeInTheDocument();

    await user.click(estadoDe('101'));
    await user.click(within(tarjeta('101')).getByRole('button', { name: 'Limpia' }));
    await waitFor(() => expect(estadoDe('101')).toHaveAccessibleName('Estado: Limpia'));
    expect(visibles()).toEqual(['101', '301']);

    await user.click(within(filtros).getByRole('button', { name: /^Por inspeccionar/ }));
    expect(visibles()).toEqual(['101', '102', '201']);
    await user.click(within(filtros).getByRole('button', { name: /^Llegadas hoy/ }));
    expect(visibles()).toEqual(['102']);
    await user.click(within(filtros).getByRole('button', { name: /^Sucias/ }));
    expect(visibles()).toEqual(['301']);
    await user.click(estadoDe('301'));
    await user.click(within(tarjeta('301')).getByRole('button', { name: 'Limpia' }));
    await waitFor(() => expect(estadoDe('301')).toHaveAccessibleName('Estado: Limpia'));
    await user.click(within(filtros).getByRole('button', { name: /^Todas/ }));
    await user.click(within(filtros).getByRole('button', { name: /^Sucias/ }));
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByText('No hay habitaciones sucias.')).toBeInTheDocument();
  });

  it('is read-only for Consulta: the state as a label, no way to change it, the history still open', async () => {
    const { api, user } = await abrirTablero('CO');
    expect(screen.getByRole('note')).toHaveTextContent('Solo lectura: su tipo de usuario no permite cambiar el estado de las habitaciones.');
    expect(within(tarjeta('101')).queryByRole('button', { name: /^Estado/ })).not.toBeInTheDocument();
    expect(within(tarjeta('101')).getByText('Sucia').closest('p')).toHaveClass('ps-estado--sucia');
    expect(screen.queryAllByRole('button', { name: /^Estado/ })).toEqual([]);
    await user.click(within(tarjeta('101')).getByRole('button', { name: 'Historial de la habitación 101' }));
    expect(await screen.findByRole('dialog', { name: 'Historial de la habitación 101' })).toBeInTheDocument();
    expect(api.apiCalls('PUT')).toEqual([]);
  });

  it('lets Camarería and Recepción change states', async () => {
    for (const tipo of ['CA', 'RE']) {
      const { api, user } = await abrirTablero(tipo);
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      await user.click(estadoDe('101'));
      await user.click(within(tarjeta('101')).getByRole('button', { name: 'Limpia' }));
      await waitFor(() => expect(api.apiCalls('PUT')).toHaveLength(1));
      resetPisos();
    }
  });

  it('reads the board again on a live change of a room, a reservation or a block (and not of anything else)', async () => {
    const { api } = await abrirTablero();
    conectarCanal();
    const lecturas = () => api.apiCalls('GET').filter((c) => c.url === '/api/Pisos').length;
    expect(lecturas()).toBe(1);

    // Another session made 103 dirty.
    api.datos.Habitaciones[3].Estado = 'Sucia';
    anunciar(ENTIDAD_EN_VIVO_PISOS, { HabitacionId: 3, Estado: 'Sucia' });
    await waitFor(() => expect(estadoDe('103')).toHaveAccessibleName('Estado: Sucia'));

    // A check-in elsewhere: today's guests change.
    api.datos.Habitaciones[3].Ocupada = true;
    api.datos.Habitaciones[3].Pasajeros = 3;
    anunciar(ENTIDAD_EN_VIVO_RESERVAS.reservas, { Id: 9, Version: 2 });
    await waitFor(() => expect(insigniasDe('103')).toEqual(['Ocupada · 3 pax']));
    anunciar(ENTIDAD_EN_VIVO_RESERVAS.bloqueos, { Id: 1 });
    await waitFor(() => expect(lecturas()).toBe(4));
    anunciar('Monedas', { IDMoneda: 'CLP' });
    await new Promise((r) => setTimeout(r, 20));
    expect(lecturas()).toBe(4);
  });

  it('says so while the board loads, and when it could not be read, with Reintentar', async () => {
    signIn();
    let primera = true;
    const { user } = renderPisos(PATH, {
      override: (c) => {
        if (c.url !== '/api/Pisos' || !primera) return undefined;
        primera = false;
        return { status: 500, body: { Message: 'Error del servidor' } };
      },
    });
    expect(screen.getByText('Cargando habitaciones…')).toBeInTheDocument();
    const falla = await screen.findByText('No se pudo cargar el tablero.');
    expect(falla.closest('[role="alert"]')).toHaveTextContent('Error del servidor');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Habitación 101' })).toBeInTheDocument();
  });
});
