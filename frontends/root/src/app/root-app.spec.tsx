import { act, screen } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot, responder } from '../../test/render-root';

afterEach(resetRoot);

const INFO = { nombre: 'Recepción', version: '0.1.0', estado: 'ok', versionCliente: '1.7.6', uptimeSegundos: 3725, iniciadoEn: '2026-11-23T10:00:00.000Z', baseDatos: 'postgresql', node: 'v20.20.2', plataforma: 'linux-x64', memoriaMb: 180, eventos: 12345 };

describe('the root area', () => {
  it('shows an operator the page of the path (Datos: versions, uptime, database)', async () => {
    iniciarSesion({ operador: true });
    renderRoot('/root/Datos', [responder('GET /api/Default', { body: INFO })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Datos del servidor' })).toBeInTheDocument();
    expect(document.title).toBe('Datos del servidor - recepcion.app');
    expect(await screen.findByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('1.7.6')).toBeInTheDocument();
    expect(screen.getByText(/1 h 2 min/)).toBeInTheDocument();
    expect(screen.getByText('12.345')).toBeInTheDocument();
  });

  it('shows a hotel user nothing and asks the server nothing (the portal sends them home)', () => {
    iniciarSesion({ operador: false });
    const { api } = renderRoot('/root/Correo');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(api.apiCalls()).toEqual([]);
  });

  it.each([
    ['/root/Orden', 'Orden de las habitaciones'],
    ['/root/probando-grilla', 'Prueba: grilla'],
    ['/root/probando-autocompletar', 'Prueba: autocompletar'],
    ['/root/probando-modales', 'Prueba: ventanas modales'],
    ['/root/probando-numeros', 'Prueba: números'],
    ['/root/probando-signalr', 'Prueba: canal en vivo'],
    ['/root/probando-cache', 'Prueba: caché'],
  ])('shows an operator %s under its title, with nothing "próximamente"', async (path, titulo) => {
    iniciarSesion({ operador: true });
    renderRoot(path, [responder('GET /api/Habitaciones', { body: [] })]);
    expect(screen.getByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
    expect(document.title).toBe(`${titulo} - recepcion.app`);
    expect(screen.queryByText(/próximamente/)).not.toBeInTheDocument();
    // Whatever the page reads on opening has arrived (no update after the test).
    await act(() => Promise.resolve());
  });

  it.each(['/root/no-existe', '/root', '/root/Datos/otra'])('sends an operator on the unknown root path %s to / (spec: any unknown route), not a blank page', (path) => {
    iniciarSesion({ operador: true });
    const { api } = renderRoot(path);
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(api.apiCalls()).toEqual([]);
  });

  it('finds a page whatever the case of its path', async () => {
    iniciarSesion({ operador: true });
    renderRoot('/root/orden/', [responder('GET /api/Habitaciones', { body: [] })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Orden de las habitaciones' })).toBeInTheDocument();
    expect(await screen.findByText('El hotel no tiene habitaciones.')).toBeInTheDocument();
  });
});
