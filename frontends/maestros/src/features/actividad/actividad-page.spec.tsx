import { type ActividadPaginada, CABECERA_DATOS_AL, type FilaActividadHotel } from '@recepcion/contracts';
import { momentoConSegundos } from '@recepcion/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderArea, resetArea, signIn } from '../../../test/render-area';
import { fechaHora } from './enlaces';

const PATH = '/administracion/actividad';

/** 60 changes, newest first: a reservation's, then catalogue lines. */
const TODAS: FilaActividadHotel[] = Array.from({ length: 60 }, (_, i) => {
  const fecha = new Date(Date.UTC(2026, 10, 27, 12, 0) - i * 60_000).toISOString();
  if (i === 1) return { Fecha: fecha, Usuario: 'Luis Soto', UsuarioId: 5, Tipo: 'Reserva', Entidad: 'Reserva', EntidadId: 12, Descripcion: 'Reserva creada para Ana Rojas del 2026-12-01 al 2026-12-04 con 1 habitación(es)' };
  if (i === 2) return { Fecha: fecha, Usuario: 'Luis Soto', UsuarioId: 5, Tipo: 'Reserva', Entidad: 'Reserva', EntidadId: 12, Descripcion: 'Pago registrado: Abono, 10000 CLP' };
  return i === 0
    ? { Fecha: fecha, Usuario: 'Luis Soto', UsuarioId: 5, Tipo: 'Reserva', Entidad: 'Reserva', EntidadId: 12, Descripcion: 'Reserva anulada: Cambio de planes' }
    : { Fecha: fecha, Usuario: 'Ana Pérez', UsuarioId: 1, Tipo: 'Catálogo', Entidad: 'Regimenes', EntidadId: i, Descripcion: `Alta de régimen «R${i}»` };
});

/** The fake server's `GET /api/Actividad`: the filter and page asked for. */
function servirActividad(url: string): { body: ActividadPaginada } | undefined {
  if (!url.startsWith('/api/Actividad')) return undefined;
  const q = new URL(url, 'http://x').searchParams;
  const tamano = Number(q.get('tamano') ?? 50);
  const pagina = Number(q.get('pagina') ?? 1);
  const filas = TODAS.filter((f) => (!q.get('tipo') || f.Tipo === q.get('tipo')) && (!q.get('usuario') || f.UsuarioId === Number(q.get('usuario'))));
  return { body: { Filas: filas.slice((pagina - 1) * tamano, pagina * tamano), Pagina: pagina, TamanoPagina: tamano, Total: filas.length } };
}

const tabla = () => screen.getByRole('table');
const filas = () => within(tabla()).getAllByRole('row').slice(1);

beforeEach(signIn);
afterEach(resetArea);

describe('Administración › Actividad', () => {
  it('lists the newest changes first with date, user, kind and words, each linked to its thing, and is axe clean', async () => {
    const api = renderArea(PATH, { override: (c) => servirActividad(c.url) });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando actividad…');
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'Actividad' })).toBeInTheDocument();
    expect(within(tabla()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fecha', 'Usuario', 'Tipo', 'Descripción']);
    expect(filas()).toHaveLength(50);
    expect(within(filas()[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual([fechaHora(TODAS[0].Fecha), 'Luis Soto', 'Reserva', 'Reserva anulada: Cambio de planes']);
    expect(fechaHora(TODAS[0].Fecha)).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(screen.getByRole('link', { name: 'Reserva anulada: Cambio de planes' })).toHaveAttribute('href', expect.stringMatching(/^\/reservas\/calendario\?.*12/));
    expect(screen.getByRole('link', { name: 'Alta de régimen «R3»' })).toHaveAttribute('href', '/configuracion/regimenes');
    // Days and amounts as the product shows them (the server writes ISO days and plain numbers).
    expect(within(filas()[1]).getAllByRole('cell')[3]).toHaveTextContent('Reserva creada para Ana Rojas del 01-12-2026 al 04-12-2026 con 1 habitación(es)');
    expect(within(filas()[2]).getAllByRole('cell')[3]).toHaveTextContent('Pago registrado: Abono, 10.000 CLP');
    expect(screen.getByText('Página 1 de 2 · 60 cambios')).toBeInTheDocument();
    expect(api.apiCalls('GET').map((c) => c.url)).toEqual(expect.arrayContaining(['/api/Actividad?pagina=1&tamano=50']));
    const resultado = await axe.run(screen.getByRole('region', { name: 'Registro de actividad' }), { rules: { 'color-contrast': { enabled: false } } });
    expect(resultado.violations.map((v) => v.id)).toEqual([]);
  });

  it('read from a standby that is behind, the log says how old it is: «Datos al dd-MM-yyyy HH:mm:ss»', async () => {
    const al = '2026-11-27T12:00:05.000Z';
    renderArea(PATH, { override: (c) => { const r = servirActividad(c.url); return r && { ...r, headers: { [CABECERA_DATOS_AL]: al } }; } });
    await screen.findByRole('table');
    expect(screen.getByText(`Datos al ${momentoConSegundos(al)}`)).toBeInTheDocument();
    expect(momentoConSegundos(al)).toMatch(/^27-11-2026 \d{2}:\d{2}:05$/);
  });

  it('pages with the keyboard and filters by user and kind from the first page', async () => {
    const user = userEvent.setup();
    const api = renderArea(PATH, { override: (c) => servirActividad(c.url) });
    await screen.findByRole('table');
    screen.getByRole('button', { name: 'Siguiente' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Página 2 de 2 · 60 cambios');
    expect(filas()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Reserva');
    await screen.findByText('Página 1 de 1 · 3 cambios');
    expect(api.apiCalls('GET').at(-1)?.url).toBe('/api/Actividad?tipo=Reserva&pagina=1&tamano=50');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Usuario' })).toHaveTextContent('Luis Soto'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Usuario' }), 'Ana Pérez');
    expect(await screen.findByText('No hay cambios que coincidan con los filtros.')).toBeInTheDocument();
    expect(api.apiCalls('GET').at(-1)?.url).toContain('usuario=');
  });

  it('exports every page as CSV', async () => {
    const user = userEvent.setup();
    const api = renderArea(PATH, { override: (c) => servirActividad(c.url) });
    await screen.findByRole('table');
    const crear = jest.fn((_blob: Blob) => 'blob:actividad');
    Object.assign(URL, { createObjectURL: crear, revokeObjectURL: jest.fn() });
    const clic = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clic).toHaveBeenCalledTimes(1));
    expect(api.apiCalls('GET').at(-1)?.url).toBe('/api/Actividad?pagina=1&tamano=500');
    expect((clic.mock.contexts[0] as HTMLAnchorElement).download).toBe('actividad.csv');
    const csv = await new Promise<string>((resolver) => {
      const lector = new FileReader();
      lector.onload = () => resolver(String(lector.result));
      lector.readAsText(crear.mock.calls[0][0]);
    });
    const lineas = csv.trim().split('\n');
    expect(lineas).toHaveLength(61);
    expect(lineas[0]).toContain('Fecha;Usuario;Tipo;Entidad;N°;Descripción');
    expect(lineas[1]).toContain('Luis Soto;Reserva;Reserva;12;Reserva anulada: Cambio de planes');
    clic.mockRestore();
  });

  it('says why when the log cannot be read, and reads it again', async () => {
    const user = userEvent.setup();
    let falla = true;
    renderArea(PATH, {
      override: (c) => {
        if (!c.url.startsWith('/api/Actividad')) return undefined;
        if (falla) return { status: 403, body: { Message: 'Su tipo de usuario no puede hacer esto' } };
        return servirActividad(c.url);
      },
    });
    expect(await screen.findByText('No se pudo cargar la actividad.')).toBeInTheDocument();
    falla = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
