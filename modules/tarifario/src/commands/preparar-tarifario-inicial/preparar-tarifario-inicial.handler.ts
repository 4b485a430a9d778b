import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PrepararTarifarioInicial, type TarifarioInicial } from '@recepcion/contracts';
import { TipoImpuesto } from '../../impuestos/tipo-impuesto.entity';
import { HotelMoneda } from '../../monedas/hotel-moneda.entity';

/** Hotel setup: the tax type and the hotel's currency. Joins the caller's transaction. */
@CommandHandler(PrepararTarifarioInicial)
export class PrepararTarifarioInicialHandler implements ICommandHandler<PrepararTarifarioInicial, TarifarioInicial> {
  constructor(private readonly em: EntityManager) {}

  async execute(command: PrepararTarifarioInicial): Promise<TarifarioInicial> {
    const impuesto = this.em.create(TipoImpuesto, {
      hotelId: command.hotelId,
      nombre: command.impuestoNombre,
      porcentaje: String(command.impuestoPorcentaje),
      sys: true,
    });
    this.em.create(HotelMoneda, { hotelId: command.hotelId, monedaId: command.monedaId, factor: '0' });
    await this.em.flush();
    return { tipoImpuestoId: impuesto.id };
  }
}
