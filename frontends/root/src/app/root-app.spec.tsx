import { screen } from '@testing-library/react';
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

  it('shows a hotel user nothing and asks the server nothing (the portal sends them to the dashboard)', () => {
    iniciarSesion({ operador: false });
    const { api } = renderRoot('/root/Correo');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(api.apiCalls()).toEqual([]);
  });

  it('keeps the pages not built yet under their title, "próximamente"', () => {
    iniciarSesion({ operador: true });
    renderRoot('/root/Orden');
    expect(screen.getByRole('heading', { level: 1, name: 'Orden' })).toBeInTheDocument();
    expect(screen.getByText('Esta sección estará disponible próximamente.')).toBeInTheDocument();
  });
});
