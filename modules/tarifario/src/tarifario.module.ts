import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PrepararTarifarioInicialHandler } from './commands/preparar-tarifario-inicial/preparar-tarifario-inicial.handler';
import { FormaPago } from './formas-pago/forma-pago.entity';
import { FormasPagoController } from './formas-pago/formas-pago.crud';
import { TipoImpuesto } from './impuestos/tipo-impuesto.entity';
import { TipoImpuestosController } from './impuestos/tipo-impuestos.crud';
import { HotelMonedasController } from './monedas/hotel-monedas.crud';
import { MonedasRootController } from './monedas/monedas-root.controller';
import { PrecioCalculadoController } from './queries/calcular-precio/calcular-precio.controller';
import { CalcularPrecioHandler } from './queries/calcular-precio/calcular-precio.handler';
import { Tarifa, TarifaLinea } from './tarifas/tarifa.entity';
import { TarifasController } from './tarifas/tarifas.controller';
import { TarifasService } from './tarifas/tarifas.service';
import { Temporada } from './temporadas/temporada.entity';
import { TemporadasController } from './temporadas/temporadas.crud';
import { HotelMoneda } from './monedas/hotel-moneda.entity';
import { Moneda } from './monedas/moneda.entity';
import { ListarMonedasController } from './queries/listar-monedas/listar-monedas.controller';
import { ListasReferenciaTarifarioHandler } from './queries/listas-referencia/listas-referencia.handler';
import { ObtenerTipoImpuestoHandler } from './queries/obtener-tipo-impuesto/obtener-tipo-impuesto.handler';
import { ObtenerMonedaHandler } from './queries/obtener-moneda/obtener-moneda.handler';
import { ResolverReferenciasTarifarioHandler } from './queries/resolver-referencias-tarifario/resolver-referencias-tarifario.handler';
import { DatosHotelHandler } from './commands/datos-hotel/datos-hotel.handler';
import { UsosEnTarifasHandler } from './queries/usos-en-tarifas/usos-en-tarifas.handler';
import { MonedaEnUsoHandler } from './queries/moneda-en-uso/moneda-en-uso.handler';

/** Currencies, hotel currencies, tax types, payment methods, seasons, price lists and the pricing engine. */
@Module({
  imports: [MikroOrmModule.forFeature([Moneda, HotelMoneda, TipoImpuesto, FormaPago, Temporada, Tarifa, TarifaLinea])],
  controllers: [ListarMonedasController, MonedasRootController, FormasPagoController, TipoImpuestosController, TemporadasController, HotelMonedasController, TarifasController, PrecioCalculadoController],
  providers: [DatosHotelHandler, UsosEnTarifasHandler, MonedaEnUsoHandler, ObtenerMonedaHandler, ObtenerTipoImpuestoHandler, ResolverReferenciasTarifarioHandler, ListasReferenciaTarifarioHandler, PrepararTarifarioInicialHandler, TarifasService, CalcularPrecioHandler],
})
export class TarifarioModule {}
