import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PrepararTarifarioInicialHandler } from './commands/preparar-tarifario-inicial/preparar-tarifario-inicial.handler';
import { TipoImpuesto } from './impuestos/tipo-impuesto.entity';
import { HotelMoneda } from './monedas/hotel-moneda.entity';
import { Moneda } from './monedas/moneda.entity';
import { ListarMonedasController } from './queries/listar-monedas/listar-monedas.controller';
import { ObtenerMonedaHandler } from './queries/obtener-moneda/obtener-moneda.handler';

/** Currencies, tax types (price lists and the pricing engine arrive with their issue). */
@Module({
  imports: [MikroOrmModule.forFeature([Moneda, HotelMoneda, TipoImpuesto])],
  controllers: [ListarMonedasController],
  providers: [ObtenerMonedaHandler, PrepararTarifarioInicialHandler],
})
export class TarifarioModule {}
