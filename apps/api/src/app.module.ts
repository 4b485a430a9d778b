import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ActividadModule } from '@recepcion/actividad-module';
import { CalendarioModule } from '@recepcion/calendario-module';
import { CanalesModule } from '@recepcion/canales-module';
import { CierreModule } from '@recepcion/cierre-module';
import { CuentaModule } from '@recepcion/cuenta-module';
import { InformesModule } from '@recepcion/informes-module';
import { LiveModule } from '@recepcion/live-module';
import { MaestrosModule } from '@recepcion/maestros-module';
import { MotorModule } from '@recepcion/motor-module';
import { PisosModule } from '@recepcion/pisos-module';
import { PlatformModule, type PlatformOptions } from '@recepcion/platform';
import { ReservasModule } from '@recepcion/reservas-module';
import { RootModule } from '@recepcion/root-module';
import { TarifarioModule } from '@recepcion/tarifario-module';
import { HealthController } from './health/health.controller';

/** Composes the bounded contexts into one API. */
@Module({})
export class AppModule {
  static register(platform: PlatformOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), PlatformModule.forRoot(platform), CuentaModule, MaestrosModule, TarifarioModule, ReservasModule, CalendarioModule, RootModule, LiveModule, InformesModule, CanalesModule, MotorModule, PisosModule, CierreModule, ActividadModule],
      controllers: [HealthController],
    };
  }
}
