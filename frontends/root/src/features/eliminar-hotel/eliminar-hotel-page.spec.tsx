import { screen, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot, responder } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

describe('Eliminar hotel', () => {
  it('asks for the e-mail and the count, names the hotel in the confirmation, and says where the copy went', async () => {
    const { user, api } = renderRoot('/root/eliminar-hotel', [
      responder('GET /api/Correo/GetUsuarios/d', { body: [{ Email: 'ana@lago.cl', NombreUsuario: 'Ana', NombreHotel: 'Hotel del Lago' }] }),
      responder('GET /api/Hoteles/EliminarHotelC/ana%40lago.cl/12', {
        body: { Message: 'Hotel Hotel del Lago eliminado', HotelId: 9, NombreHotel: 'Hotel del Lago', Exportacion: 'exportaciones/hotel-9-x.json', Filas: {} },
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByLabelText('Correo del dueño')).toHaveAccessibleDescription('Coloque un correo');
    expect(screen.getByLabelText('Cantidad de reservas')).toHaveAccessibleDescription('Agrege la cantidad de reservas');
    expect(api.apiCalls()).toEqual([]);

    await user.type(screen.getByLabelText('Correo del dueño'), 'ana@lago.cl');
    await user.type(screen.getByLabelText('Cantidad de reservas'), '12');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Confirmar' });
    expect(confirmar).toHaveTextContent('¿Confirma que desea eliminar el hotel Hotel del Lago y todos sus datos?');
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    const aviso = await screen.findByRole('alertdialog', { name: 'Eliminar hotel' });
    expect(aviso).toHaveTextContent('Hotel Hotel del Lago eliminado. Copia guardada en exportaciones/hotel-9-x.json');
    expect(api.apiCalls().map((c) => c.url)).toEqual(['/api/Correo/GetUsuarios/d', '/api/Hoteles/EliminarHotelC/ana%40lago.cl/12']);
  });
});
