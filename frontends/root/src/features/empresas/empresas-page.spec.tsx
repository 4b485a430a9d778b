import { screen, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot, responder } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

const EMPRESA = {
  Id: 5,
  Nombre: 'Hostería Ñandú',
  Direccion: null,
  Ciudad: 'Talca',
  pais: { Nombre: 'Chile' },
  Telefono1: null,
  PersonaContacto: null,
  Giro: null,
  MensajeCheckOut: null,
  TopeReservas: null,
  TopeReservasVigentes: null,
  sFechaRegistro: '2026-11-20T12:00:00.000Z',
  Hoteles: [
    { Id: 11, Nombre: 'Hostería Ñandú' },
    { Id: 12, Nombre: 'Anexo' },
  ],
};

describe('Empresas', () => {
  it('searches companies by name and lists them with their hotels', async () => {
    const { user, api } = renderRoot('/root/Empresas', [responder('POST /api/Empresas/buscar', { body: [EMPRESA] })]);
    await user.type(screen.getByLabelText('Nombre de la empresa'), 'nandu{Enter}');
    const grid = await screen.findByRole('grid', { name: 'Empresas' });
    expect(within(grid).getByText('Hostería Ñandú (11), Anexo (12)')).toBeInTheDocument();
    expect(within(grid).getByText('Chile')).toBeInTheDocument();
    expect(api.apiCalls()).toEqual([{ method: 'POST', url: '/api/Empresas/buscar', body: { texto: 'nandu' } }]);
  });

  it('creates a company for a hotel after "crear esta empresa" and says the rows affected', async () => {
    const { user, api } = renderRoot('/root/Empresas', [responder('GET /api/Empresas/Create/12', { body: { filas: 1 } })]);
    await user.type(screen.getByLabelText('Hotel (IDCM)'), 'x');
    await user.click(screen.getByRole('button', { name: 'Crear empresa' }));
    expect(screen.getByLabelText('Hotel (IDCM)')).toHaveAccessibleDescription('El hotel no es válido');
    await user.clear(screen.getByLabelText('Hotel (IDCM)'));
    await user.type(screen.getByLabelText('Hotel (IDCM)'), '12');
    await user.click(screen.getByRole('button', { name: 'Crear empresa' }));
    const confirmar = screen.getByRole('alertdialog', { name: 'Confirmar' });
    expect(confirmar).toHaveTextContent('¿Desea crear esta empresa para el hotel 12?');
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Filas afectadas 1')).toBeInTheDocument();
    expect(api.apiCalls().map((c) => c.url)).toEqual(['/api/Empresas/Create/12']);
  });
});
