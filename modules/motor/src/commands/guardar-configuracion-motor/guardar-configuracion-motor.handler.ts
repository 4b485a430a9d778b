import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type ConfiguracionMotor, HabitacionesDelCalendario, type HabitacionesCalendario, MENSAJES_MOTOR as M } from '@recepcion/contracts';
import { hotelDeLaSesion, ReglaNegocioError, sqlExecutor } from '@recepcion/platform';
import { guardarConfiguracion } from '../../aplicacion/configuraciones';
import { origenDeSitio, problemaDeConfiguracion } from '../../domain/reglas-motor';
import { GuardarConfiguracionMotor } from './guardar-configuracion-motor.command';

@CommandHandler(GuardarConfiguracionMotor)
export class GuardarConfiguracionMotorHandler implements ICommandHandler<GuardarConfiguracionMotor, ConfiguracionMotor> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ datos }: GuardarConfiguracionMotor): Promise<ConfiguracionMotor> {
    const { roomType } = await this.queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario());
    const sitio = datos.SitioPermitido ? origenDeSitio(datos.SitioPermitido) : null;
    if (datos.SitioPermitido && !sitio) throw new ReglaNegocioError(M.sitioNoValido);
    const config: ConfiguracionMotor = {
      ...datos,
      Slug: datos.Slug.toLowerCase(),
      TiposHabitacion: [...new Set(datos.TiposHabitacion)],
      Descripciones: datos.Descripciones.filter((d) => d.Descripcion.trim() !== '').map((d) => ({ TipoHabitacionId: d.TipoHabitacionId, Descripcion: d.Descripcion.trim() })),
      SitioPermitido: sitio,
    };
    const problema = problemaDeConfiguracion(config, new Set(roomType.map((t) => t.Id)));
    if (problema) throw new ReglaNegocioError(problema);
    await guardarConfiguracion(sqlExecutor(this.em), hotelDeLaSesion(), config);
    return config;
  }
}
