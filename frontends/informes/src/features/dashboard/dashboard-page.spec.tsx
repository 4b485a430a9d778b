import { screen, waitFor, within } from '@testing-library/react';
import { datosIniciales, dia } from '../../../test/datos';
import { anunciar, conectarCanal, renderInformes, resetInformes, signIn } from '../../../test/render-informes';

const PATH = '/dashboard';

beforeEach(signIn);
afterEach(resetInformes);

const leyenda = () =>
  within(screen.getByRole('list', { name: 'Habitaciones por estado' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('dashboard', () => {
  it("shows tonight's rooms by status as shares of the hotel's rooms, the rest unreserved", async () => {
    const { api } = renderInformes(PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Habitaciones esta noche' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard - recepcion.app');
    expect(api.apiCalls()).toEqual([{ method: 'GET', url: `/api/Informes/InfEstados/${dia(0)}`, body: undefined }]);
    expect(leyenda()).toEqual([
      'Sin confirmar0 % (0 hab.)',
      'Confirmado25 % (3 hab.)',
      'Re-Confirmado0 % (0 hab.)',
      'Check-IN33 % (4 hab.)',
      'Check-OUT8 % (1 hab.)',
      'Sin reservar34 % (4 hab.)',
    ]);
    expect(screen.getByRole('img', { name: /Confirmado 25 %, .*Check-IN 33 %, Check-OUT 8 %, Sin reservar 34 %/ })).toBeInTheDocument();
    // The donut draws a slice for each status that holds rooms, each named on hover.
    const porciones = [...document.querySelectorAll('.inf-dona svg path')].map((p) => p.querySelector('title')?.textContent);
    expect(porciones).toEqual(['Confirmado: 3 hab.', 'Check-IN: 4 hab.', 'Check-OUT: 1 hab.', 'Sin reservar: 4 hab.']);
  });

  it('leaves the rooms out of order out of the shares, and says how many', async () => {
    const datos = datosIniciales();
    datos.Tablero = { ...datos.Tablero, fueraDeServicio: 2, ocupacion: datos.Tablero.ocupacion.map((n, i) => ({ ...n, FueraDeServicio: i === 0 ? 2 : 0 })) };
    renderInformes(PATH, { datos });
    const panel = await screen.findByRole('region', { name: 'Habitaciones esta noche' });
    // 10 of the 12 rooms on sale: 8 taken, 2 unreserved.
    expect(leyenda().at(-1)).toBe('Sin reservar20 % (2 hab.)');
    expect(panel).toHaveTextContent('8de 10');
    expect(panel).toHaveTextContent('2 habitaciones fuera de servicio: no cuentan en la ocupación.');
    // The 14 nights read each night's rooms on sale: tonight 8 of 10, tomorrow 7 of 12.
    const noches = within(screen.getByRole('region', { name: 'Ocupación de los próximos 14 días' })).getAllByRole('listitem');
    expect(noches[0]).toHaveAccessibleName(/: 8 de 10 habitaciones, 80 %$/);
    expect(noches[1]).toHaveAccessibleName(/: 7 de 12 habitaciones, 58 %$/);
  });

  it("counts today's arrivals, departures and guests in house, and links to housekeeping", async () => {
    renderInformes(PATH);
    const hoy = await screen.findByRole('region', { name: 'Movimientos de hoy' });
    const cifras = within(hoy).getAllByRole('definition').map((dd) => dd.textContent);
    const nombres = within(hoy).getAllByRole('term').map((dt) => dt.textContent);
    expect(Object.fromEntries(nombres.map((n, i) => [n, cifras[i]]))).toEqual({ Llegadas: '2', Salidas: '1', 'En casa': '4' });
    expect(within(hoy).getByRole('link', { name: 'Ver el estado del hotel' })).toHaveAttribute('href', '/informes/informe-estado-hotel');
  });

  it('shows the occupancy of the next 14 nights', async () => {
    renderInformes(PATH);
    const franja = await screen.findByRole('region', { name: 'Ocupación de los próximos 14 días' });
    const noches = within(franja).getAllByRole('listitem');
    expect(noches).toHaveLength(14);
    expect(noches[0]).toHaveAccessibleName(/: 8 de 12 habitaciones, 67 %$/);
    expect(noches[13]).toHaveAccessibleName(/: 0 de 12 habitaciones, 0 %$/);
  });

  it('reads again when the live channel announces a reservation change', async () => {
    const { api } = renderInformes(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Habitaciones esta noche' });
    conectarCanal();
    api.datos.Tablero = { ...api.datos.Tablero, reservas: [...api.datos.Tablero.reservas.filter((r) => r.EstadoId !== 7), { EstadoId: 7, Count: 5 }], enCasa: 5 };
    anunciar('Reservas');
    await waitFor(() => expect(leyenda()).toContain('Check-IN42 % (5 hab.)'));
    expect(leyenda()).toContain('Sin reservar25 % (3 hab.)');
    expect(api.apiCalls().filter((c) => c.url.includes('InfEstados'))).toHaveLength(2);
    // Other entities do not concern the dashboard.
    anunciar('Cargos');
    expect(api.apiCalls().filter((c) => c.url.includes('InfEstados'))).toHaveLength(2);
  });

  it('says when the readings could not be loaded', async () => {
    renderInformes(PATH, { override: (c) => (c.url.includes('InfEstados') ? { status: 500, body: { Message: 'Sin base de datos' } } : undefined) });
    expect(await screen.findByText('No se pudo cargar el estado del hotel.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
