import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  type Configuracion,
  HABITACIONES_MAXIMAS_CONFIGURACION,
  MENSAJES_CUENTA as M,
  type MonedaResumen,
  ObtenerMoneda,
  PrepararHabitacionesIniciales,
  PrepararTarifarioInicial,
  type TarifarioInicial,
} from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError, ReglaNegocioError } from '@recepcion/platform';
import { toConfiguracion } from '../../compartido/mapeos';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';
import { ConfigurarHotel } from './configurar.command';

/** Rooms at setup: above 0, floored, at most 80 (spec section 5). */
export function habitacionesDeConfiguracion(valor: number): number {
  return Math.min(HABITACIONES_MAXIMAS_CONFIGURACION, Math.floor(valor));
}

/**
 * First-time setup, all or nothing: the tax type and currency (tarifario), a room type and the
 * rooms (maestros), and the configuration marked configured. The other modules' handlers join
 * this transaction through the shared EntityManager context.
 */
@CommandHandler(ConfigurarHotel)
export class ConfigurarHotelHandler implements ICommandHandler<ConfigurarHotel, Configuracion> {
  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ datos }: ConfigurarHotel): Promise<Configuracion> {
    const hotelId = hotelDeLaSesion();
    if (datos.hotelId !== hotelId) throw new NoEncontradoError('hotel');
    const habitaciones = habitacionesDeConfiguracion(datos.habitaciones);
    if (habitaciones < 1) throw new ReglaNegocioError(M.habitacionesMinimo);
    const moneda = await this.queryBus.execute<ObtenerMoneda, MonedaResumen | null>(new ObtenerMoneda(datos.monedaId));
    if (!moneda) throw new ReglaNegocioError(M.monedaDesconocida);

    return this.em.transactional(async (em) => {
      // Row lock: two setup dialogs submitted at once configure the hotel once.
      const configuracion = await em.findOneOrFail(ConfiguracionHotel, { hotelId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (configuracion.configurado) throw new ReglaNegocioError(M.hotelYaConfigurado);
      const tarifario = await this.commandBus.execute<PrepararTarifarioInicial, TarifarioInicial>(
        new PrepararTarifarioInicial(hotelId, datos.impuestoNombre, datos.impuestoPorcentaje, moneda.IDMoneda),
      );
      await this.commandBus.execute(new PrepararHabitacionesIniciales(hotelId, habitaciones));
      configuracion.monedaId = moneda.IDMoneda;
      configuracion.tipoImpuestoId = tarifario.tipoImpuestoId;
      configuracion.configurado = true;
      await em.flush();
      return toConfiguracion(configuracion);
    });
  }
}
