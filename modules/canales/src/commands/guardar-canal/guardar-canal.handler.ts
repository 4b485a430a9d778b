import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type Canal, MENSAJES_CANALES } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError, ReglaNegocioError, requestContext } from '@recepcion/platform';
import { canalAJson } from '../../aplicacion/canal-a-json';
import { problemaDeUrl } from '../../aplicacion/descargar-calendario';
import { nombresDeHabitaciones } from '../../aplicacion/nombres-de-habitaciones';
import { Sincronizador } from '../../aplicacion/sincronizador';
import { CanalEntidad } from '../../entities/canal.entity';
import { GuardarCanal } from './guardar-canal.command';

@CommandHandler(GuardarCanal)
export class GuardarCanalHandler implements ICommandHandler<GuardarCanal, Canal> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly sincronizador: Sincronizador,
  ) {}

  async execute({ id, datos }: GuardarCanal): Promise<Canal> {
    const problema = problemaDeUrl(datos.Url);
    if (problema) throw new ReglaNegocioError(problema);
    const nombres = await nombresDeHabitaciones(this.queryBus, [datos.HabitacionId]);
    const habitacion = nombres.get(datos.HabitacionId);
    if (!habitacion) throw new ReglaNegocioError(MENSAJES_CANALES.seleccioneHabitacion);
    const canal = id === null ? this.em.create(CanalEntidad, { hotelId: hotelDeLaSesion(), habitacionId: datos.HabitacionId, nombre: datos.Nombre, url: datos.Url, activo: true, eventos: 0 }) : await this.em.findOne(CanalEntidad, { id });
    if (!canal) throw new NoEncontradoError('canal');
    if (id !== null && canal.habitacionId !== datos.HabitacionId) {
      // Its stays belong to the old room: the next pull places them in the new one.
      canal.eventos = 0;
    }
    Object.assign(canal, { habitacionId: datos.HabitacionId, nombre: datos.Nombre, url: datos.Url, activo: datos.Activo ?? true });
    // A new or changed feed waits a whole interval for the schedule: the screen pulls it at once.
    canal.proximaSincronizacion = canal.activo ? this.sincronizador.proxima(requestContext.require().now) : null;
    await this.em.flush();
    return canalAJson(canal, habitacion);
  }
}
