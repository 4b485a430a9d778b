import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type ActividadPaginada, MENSAJES_ACTIVIDAD as M, TAMANO_PAGINA_ACTIVIDAD } from '@recepcion/contracts';
import { LecturaEnEspera, ReglaNegocioError, Respuesta, soloAdministracion } from '@recepcion/platform';
import { ActividadHotelDto } from './actividad-hotel.dto';
import { ConsultarActividadHotel } from './actividad-hotel.query';

@ApiTags('Actividad')
@LecturaEnEspera()
@Controller('Actividad')
export class ActividadHotelController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Administrators only: the log shows every user's work. */
  @Get()
  @Respuesta('ActividadPaginada')
  actividad(@Query() q: ActividadHotelDto): Promise<ActividadPaginada> {
    soloAdministracion();
    if (q.desde && q.hasta && q.desde > q.hasta) throw new ReglaNegocioError(M.rangoNoValido);
    return this.queryBus.execute(
      new ConsultarActividadHotel({ desde: q.desde, hasta: q.hasta, usuarioId: q.usuario, tipo: q.tipo }, q.pagina ?? 1, q.tamano ?? TAMANO_PAGINA_ACTIVIDAD.defecto),
    );
  }
}
