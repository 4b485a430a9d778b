import { randomUUID } from 'node:crypto';
import { nuevoCliente, registrarHotel } from '@recepcion/testing';
import { startTestApi, type TestApi } from '../support/test-api';
import { conContrato } from '../support/contrato';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
conContrato(() => api);

const registro = (cambios: Record<string, unknown>) => ({
  nombre: 'Ana Pérez',
  email: `usuario-${randomUUID()}@hotel.test`,
  password: 'clave123',
  nombreHotel: 'Hostal del Puerto',
  paisId: 55,
  ...cambios,
});

/** A too-long text says so in Spanish: it is not a missing one, and never class-validator's English. */
describe('too-long texts in accounts', () => {
  it.each([
    [{ nombre: 'A'.repeat(121) }, 'El campo Nombre admite hasta 120 caracteres'],
    [{ nombreHotel: 'H'.repeat(121) }, 'El campo Nombre del hotel admite hasta 120 caracteres'],
    [{ password: 'p'.repeat(201) }, 'El campo Contraseña admite hasta 200 caracteres'],
  ])('sign-up with %o answers "%s"', async (cambio, mensaje) => {
    const respuesta = await nuevoCliente(api.server).post('/api/Cuenta/Register').send(registro(cambio));
    expect(respuesta.status).toBe(400);
    expect(respuesta.body).toEqual({ Message: mensaje });
  });

  it('hotel, company and configuration answer length and kind messages in Spanish', async () => {
    const { cliente, hotelId, sesion } = await registrarHotel(api.server);
    const hotel = await cliente.put(`/api/Hoteles/${hotelId}`).send({ Nombre: 'H'.repeat(121) });
    expect(hotel.status).toBe(400);
    expect(hotel.body).toEqual({ Message: 'El campo Nombre admite hasta 120 caracteres' });

    const { EmpresaId } = (await cliente.get(`/api/Hoteles/${hotelId}`)).body;
    const empresa = (cambios: Record<string, unknown>) => cliente.put(`/api/Empresas/${EmpresaId}`).send({ Nombre: 'Empresa', ...cambios });
    expect((await empresa({ Direccion: 'd'.repeat(201) })).body).toEqual({ Message: 'El campo Dirección admite hasta 200 caracteres' });
    expect((await empresa({ Telefono1: 123 })).body).toEqual({ Message: 'El campo Teléfono no es válido' });
    expect((await empresa({ TopeReservas: -1 })).body).toEqual({ Message: 'El campo Tope de reservas no puede ser negativo' });

    const respuesta = await cliente.put(`/api/Configuraciones/${sesion.config.Id}`).send({ Nombre: 'Hotel', PrecioHabitacionPorPersona: 'si' });
    expect(respuesta.body).toEqual({ Message: 'El campo Precio de habitación por persona no es válido' });
  });
});
