import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type Canal, ENTIDAD_EN_VIVO_CANALES, EntidadCambiada, LiberarOcupacionesDeCanal, MENSAJES_CANALES } from '@recepcion/contracts';
import { hoyUtc, NoEncontradoError, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import { canalAJson } from '../../aplicacion/canal-a-json';
import { nombresDeHabitaciones } from '../../aplicacion/nombres-de-habitaciones';
import { Sincronizador } from '../../aplicacion/sincronizador';
import { CanalEntidad } from '../../entities/canal.entity';
import { EliminarCanal } from './eliminar-canal.command';

@CommandHandler(EliminarCanal)
export class EliminarCanalHandler implements ICommandHandler<EliminarCanal, Canal> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly eventBus: EventBus,
    private readonly sincronizador: Sincronizador,
  ) {}

  async execute({ id }: EliminarCanal): Promise<Canal> {
    const canal = await this.em.findOne(CanalEntidad, { id });
    if (!canal) throw new NoEncontradoError('canal');
    // A pull in progress would place stays again after they are freed: wait for its lease.
    if (!(await this.sincronizador.reclamar(id))) throw new ReglaNegocioError(MENSAJES_CANALES.enCurso);
    const json = canalAJson(canal, (await nombresDeHabitaciones(this.queryBus, [canal.habitacionId])).get(canal.habitacionId) ?? '');
    await this.commandBus.execute(new LiberarOcupacionesDeCanal(id, [], hoyUtc()));
    // Conflicts and the channel's export address go with the row (on delete cascade).
    await sqlExecutor(this.em).query('delete from canal where id = $1', [id]);
    this.eventBus.publish(new EntidadCambiada(canal.hotelId, ENTIDAD_EN_VIVO_CANALES.canales, 'delete', { Id: id }));
    this.eventBus.publish(new EntidadCambiada(canal.hotelId, ENTIDAD_EN_VIVO_CANALES.conflictos, 'update', { CanalId: id }));
    return json;
  }
}
