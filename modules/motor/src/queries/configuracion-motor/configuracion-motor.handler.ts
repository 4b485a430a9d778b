import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type ConfiguracionMotor, ContactoDelHotel, type ContactoHotel, HabitacionesDelCalendario, type HabitacionesCalendario } from '@recepcion/contracts';
import { hotelDeLaSesion, soloAdministracion, sqlExecutor } from '@recepcion/platform';
import { leerConfiguracion } from '../../aplicacion/configuraciones';
import { configuracionInicial, slugDe } from '../../domain/reglas-motor';
import { ObtenerConfiguracionMotor } from './configuracion-motor.query';

@QueryHandler(ObtenerConfiguracionMotor)
export class ConfiguracionMotorHandler implements IQueryHandler<ObtenerConfiguracionMotor, ConfiguracionMotor> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<ConfiguracionMotor> {
    soloAdministracion();
    const hotelId = hotelDeLaSesion();
    const guardada = await leerConfiguracion(sqlExecutor(this.em), hotelId);
    if (guardada) return guardada;
    const [contacto, { roomType }] = await Promise.all([
      this.queryBus.execute<ContactoDelHotel, ContactoHotel>(new ContactoDelHotel()),
      this.queryBus.execute<HabitacionesDelCalendario, HabitacionesCalendario>(new HabitacionesDelCalendario()),
    ]);
    return configuracionInicial(slugDe(contacto.Nombre, hotelId), roomType.map((t) => t.Id));
  }
}
