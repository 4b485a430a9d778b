import { MikroORM } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { IMPUESTO_PREDETERMINADO, MENSAJES_CUENTA } from '@recepcion/contracts';
import { comoSistema, ReglaNegocioError } from '@recepcion/platform';
import { ConfigurarHotel } from '../commands/configurar/configurar.command';
import { Registrar } from '../commands/registrar/registrar.command';
import { Usuario } from '../entities/usuario.entity';
import { CrearOperador } from '../operadores/crear-operador.handler';

export interface CredencialesDemo {
  hotel: { email: string; password: string };
  operador: { email: string; password: string };
}

export const DEMO: CredencialesDemo & { nombreHotel: string; habitaciones: number } = {
  nombreHotel: 'Hotel Demo Valparaíso',
  habitaciones: 12,
  hotel: { email: 'demo@recepcion.app', password: 'demo1234' },
  operador: { email: 'operador@recepcion.app', password: 'operador1234' },
};


/**
 * On an empty database: a configured demo hotel with its user, and an operator with access to it.
 * Answers the logins to print, or null when there were users already.
 */
export async function sembrarDemo(app: INestApplicationContext): Promise<CredencialesDemo | null> {
  const commandBus = app.get(CommandBus);
  const orm = app.get(MikroORM);
  const vacio = await comoSistema(app, async () => (await orm.em.count(Usuario, {})) === 0);
  if (!vacio) return null;

  let respuesta;
  try {
    ({ respuesta } = await comoSistema(app, () =>
      commandBus.execute(new Registrar({ nombre: 'Recepción Demo', email: DEMO.hotel.email, password: DEMO.hotel.password, nombreHotel: DEMO.nombreHotel, paisId: 35 })),
    ));
  } catch (error) {
    // Two processes started at once on one empty database: the other one is seeding it.
    if (error instanceof ReglaNegocioError && error.message === MENSAJES_CUENTA.emailRegistrado) return null;
    throw error;
  }
  const sesion = { hotelId: respuesta.hotel_id, userId: respuesta.user_id };
  await comoSistema(
    app,
    () =>
      commandBus.execute(
        new ConfigurarHotel({
          hotelId: respuesta.hotel_id,
          impuestoNombre: IMPUESTO_PREDETERMINADO.nombre,
          impuestoPorcentaje: IMPUESTO_PREDETERMINADO.porcentaje,
          monedaId: respuesta.config.MonedaId ?? 'CLP',
          habitaciones: DEMO.habitaciones,
        }),
      ),
    sesion,
  );
  await comoSistema(app, () => commandBus.execute(new CrearOperador(DEMO.operador.email, 'Operador Recepción', DEMO.operador.password, respuesta.hotel_id)), sesion);
  return { hotel: DEMO.hotel, operador: DEMO.operador };
}
