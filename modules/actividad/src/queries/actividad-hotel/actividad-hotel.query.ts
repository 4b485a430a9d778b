import { Query } from '@nestjs/cqrs';
import type { ActividadPaginada, TipoActividad } from '@recepcion/contracts';

/** A page of the session hotel's activity log, newest first. */
export class ConsultarActividadHotel extends Query<ActividadPaginada> {
  constructor(
    readonly filtro: { desde?: string; hasta?: string; usuarioId?: number; tipo?: TipoActividad },
    readonly pagina: number,
    readonly tamano: number,
  ) {
    super();
  }
}
