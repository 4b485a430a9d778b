import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { ENTIDAD_EN_VIVO_CANALES, EntidadCambiada } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError, sqlExecutor } from '@recepcion/platform';
import { DescartarConflicto } from './descartar-conflicto.command';

@CommandHandler(DescartarConflicto)
export class DescartarConflictoHandler implements ICommandHandler<DescartarConflicto, { Id: number }> {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
  ) {}

  async execute({ id }: DescartarConflicto): Promise<{ Id: number }> {
    const hotelId = hotelDeLaSesion();
    const filas = await sqlExecutor(this.em).query('update canal_conflicto set descartado = true where id = $1 and hotel_id = $2 returning id', [id, hotelId]);
    if (filas.length === 0) throw new NoEncontradoError('conflicto');
    this.eventBus.publish(new EntidadCambiada(hotelId, ENTIDAD_EN_VIVO_CANALES.conflictos, 'update', { Id: id }));
    return { Id: id };
  }
}
