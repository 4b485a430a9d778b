import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SesionesCerradas, SesionesModificadas } from '@recepcion/contracts';
import { AvisosEntreProcesos } from '@recepcion/platform';

/** The notice that carries ended or changed sessions to the sockets of every API process. */
export const AVISO_SESIONES_EN_VIVO = 'sesiones-en-vivo';

/** Sessions that ended (their sockets go), or users whose sessions changed (null: everyone's; their sockets are read again). */
export type CambioDeSesiones = { cerradas: string[] } | { usuarios: number[] | null };

/**
 * Ended and changed sessions, from the accounts module (and root's support access), go to every API
 * process's hubs (`SocketsDelHub`), this one at once: the sockets of a session may be in any of them.
 */
@EventsHandler(SesionesCerradas, SesionesModificadas)
export class AvisarSesionesEnVivoHandler implements IEventHandler<SesionesCerradas | SesionesModificadas> {
  constructor(private readonly avisos: AvisosEntreProcesos) {}

  handle(evento: SesionesCerradas | SesionesModificadas): void {
    if (evento instanceof SesionesCerradas) {
      if (evento.sessionIds.length > 0) this.avisos.avisar(AVISO_SESIONES_EN_VIVO, { cerradas: [...evento.sessionIds] } satisfies CambioDeSesiones);
      return;
    }
    this.avisos.avisar(AVISO_SESIONES_EN_VIVO, { usuarios: evento.usuarioIds === null ? null : [...evento.usuarioIds] } satisfies CambioDeSesiones);
  }
}
