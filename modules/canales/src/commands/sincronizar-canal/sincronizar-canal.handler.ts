import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MENSAJES_CANALES, type ResultadoSincronizacion } from '@recepcion/contracts';
import { NoEncontradoError, ReglaNegocioError } from '@recepcion/platform';
import { Sincronizador } from '../../aplicacion/sincronizador';
import { CanalEntidad } from '../../entities/canal.entity';
import { SincronizarCanal } from './sincronizar-canal.command';

/** A failed pull answers its Spanish reason (400) and is recorded on the feed; its stays remain. */
@CommandHandler(SincronizarCanal)
export class SincronizarCanalHandler implements ICommandHandler<SincronizarCanal, ResultadoSincronizacion> {
  constructor(
    private readonly em: EntityManager,
    private readonly sincronizador: Sincronizador,
  ) {}

  async execute({ id }: SincronizarCanal): Promise<ResultadoSincronizacion> {
    const canal = await this.em.findOne(CanalEntidad, { id });
    if (!canal) throw new NoEncontradoError('canal');
    if (!canal.activo) throw new ReglaNegocioError(MENSAJES_CANALES.canalInactivo);
    const hecho = await this.sincronizador.sincronizar(id);
    if (hecho.ok) return hecho.resultado;
    throw new ReglaNegocioError('error' in hecho ? hecho.error : MENSAJES_CANALES.enCurso);
  }
}
