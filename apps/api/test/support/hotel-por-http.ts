import { randomUUID } from 'node:crypto';

/** A hotel signed up and configured through the API, as a person does it, with a client to book for. */
export interface HotelPorHttp {
  email: string;
  hotelId: number;
  habitaciones: number[];
  clienteId: number;
  impuestoId: number;
}

/** Any client of the API that keeps its session cookie between calls. */
type Llamar = (metodo: string, ruta: string, cuerpo?: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;

/** Signs up `nombre`'s hotel with `habitaciones` rooms, configures it and adds a client; the session stays in `llamar`. */
export async function hotelPorHttp(llamar: Llamar, nombre: string, habitaciones: number, password: string): Promise<HotelPorHttp> {
  const email = `${nombre.toLowerCase().replaceAll(' ', '-')}-${randomUUID()}@hotel.test`;
  const registro = await llamar('POST', '/api/Cuenta/Register', { nombre, email, password, nombreHotel: `Hotel ${nombre}`, paisId: 35 });
  expect(registro.status).toBe(200);
  const hotelId = registro.body.hotel_id as number;
  expect((await llamar('POST', '/api/Cuenta/Configurar', { hotelId, impuestoNombre: 'IVA (19)', impuestoPorcentaje: 19, monedaId: 'CLP', habitaciones })).status).toBe(200);
  const ids = ((await llamar('GET', '/api/Habitaciones')).body as unknown as { Id: number }[]).map((h) => h.Id);
  const clienteId = (await llamar('POST', '/api/Clientes', { Nombre: `Cliente ${nombre}`, GiroId: 1, PaisId: 55 })).body.Id as number;
  const impuestoId = ((await llamar('GET', '/api/TipoImpuestos')).body as unknown as { Id: number }[])[0].Id;
  return { email, hotelId, habitaciones: ids, clienteId, impuestoId };
}
