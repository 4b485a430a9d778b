import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { RegistroDto, SesionRespuesta } from '@recepcion/contracts';
import { type Cliente, nuevoCliente } from './cliente-http';

export interface HotelDePrueba {
  cliente: Cliente;
  sesion: SesionRespuesta;
  hotelId: number;
  userId: number;
  email: string;
  password: string;
}

/** Registers a fresh hotel through the API (as a new customer would) and keeps its session. */
export async function registrarHotel(server: Server, datos: Partial<RegistroDto> = {}): Promise<HotelDePrueba> {
  const cliente = nuevoCliente(server);
  const email = datos.email ?? `prueba-${randomUUID()}@hotel.test`;
  const password = datos.password ?? 'secreto123';
  const respuesta = await cliente.post('/api/Cuenta/Register').send({
    nombre: 'Recepcionista de Prueba',
    nombreHotel: `Hotel ${randomUUID().slice(0, 8)}`,
    paisId: 35,
    ...datos,
    email,
    password,
  });
  if (respuesta.status !== 200) throw new Error(`Registro falló: ${respuesta.status} ${JSON.stringify(respuesta.body)}`);
  const sesion = respuesta.body as SesionRespuesta;
  return { cliente, sesion, hotelId: sesion.hotel_id, userId: sesion.user_id, email, password };
}

/** Registers and sets the hotel up (tax, currency, rooms), as the setup dialog does. */
export async function registrarHotelConfigurado(server: Server, habitaciones = 5): Promise<HotelDePrueba> {
  const hotel = await registrarHotel(server);
  const respuesta = await hotel.cliente.post('/api/Cuenta/Configurar').send({
    hotelId: hotel.hotelId,
    impuestoNombre: 'IVA (19)',
    impuestoPorcentaje: 19,
    monedaId: 'CLP',
    habitaciones,
  });
  if (respuesta.status !== 200) throw new Error(`Configuración falló: ${respuesta.status} ${JSON.stringify(respuesta.body)}`);
  hotel.sesion = { ...hotel.sesion, config: respuesta.body };
  return hotel;
}

/** A configured hotel ready to take reservations: its rooms, one client, its tax type, and a body builder. */
export interface HotelParaReservar extends HotelDePrueba {
  habitaciones: { Id: number; Nombre: string; TipoHabitacionId: number }[];
  clienteReserva: { Id: number; Nombre: string };
  impuesto: { Id: number };
  /** `POST /api/ReservasB`'s body: room number `h` (0-based) from `desde` to `hasta`, in CLP. */
  cuerpoReserva(h: number, desde: string, hasta: string, precio?: number): Record<string, unknown>;
}

export async function hotelParaReservar(server: Server, habitaciones = 3, nombreCliente = 'Ana Soto'): Promise<HotelParaReservar> {
  const hotel = await registrarHotelConfigurado(server, habitaciones);
  const c = hotel.cliente;
  const habitacionesDelHotel = (await c.get('/api/Habitaciones')).body;
  const clienteReserva = (await c.post('/api/Clientes').send({ Nombre: nombreCliente, GiroId: 1, PaisId: 55 })).body;
  const [impuesto] = (await c.get('/api/TipoImpuestos')).body;
  const cuerpoReserva = (h: number, desde: string, hasta: string, precio = 40000) => ({
    CheckIn: desde,
    CheckOut: hasta,
    ClienteId: clienteReserva.Id,
    FormaPagoId: 1,
    MonedaId: 'CLP',
    TipoImpuestoId: impuesto.Id,
    Habitaciones: [{ HabitacionId: habitacionesDelHotel[h].Id, CheckIn: desde, CheckOut: hasta, CantidadPasajero: 2, AlojamientoPrecioUnitario: precio }],
  });
  return { ...hotel, habitaciones: habitacionesDelHotel, clienteReserva, impuesto, cuerpoReserva };
}
