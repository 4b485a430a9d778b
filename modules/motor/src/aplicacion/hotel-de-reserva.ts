import type { QueryBus } from '@nestjs/cqrs';
import { type ConfiguracionMotor, ContactoDelHotel, type ContactoHotel } from '@recepcion/contracts';
import { NoEncontradoError, type SqlExecutor } from '@recepcion/platform';
import { comoHotel } from './como-hotel';
import { leerConfiguracion } from './configuraciones';
import { type FilaReservaWeb, reservaWebPorToken } from './reservas-web';

export interface HotelDeReserva {
  nombre: string;
  slug: string;
  config: ConfiguracionMotor;
}

/** The web booking behind a guest's token and its hotel (name, address, settings); 404 for anything else. */
export async function reservaYHotel(tx: SqlExecutor, queryBus: QueryBus, token: string): Promise<{ fila: FilaReservaWeb; hotel: HotelDeReserva }> {
  const fila = /^[A-Za-z0-9_-]{22,64}$/.test(token) ? await reservaWebPorToken(tx, token) : null;
  const config = fila ? await leerConfiguracion(tx, fila.hotel_id) : null;
  if (!fila || !config) throw new NoEncontradoError('reserva');
  const contacto = await comoHotel(queryBus, fila.hotel_id, () => queryBus.execute<ContactoDelHotel, ContactoHotel>(new ContactoDelHotel()));
  return { fila, hotel: { nombre: contacto.Nombre, slug: config.Slug, config } };
}
