import { Module } from '@nestjs/common';
import { AvisarSesionesEnVivoHandler } from './avisar-sesiones-en-vivo.handler';
import { DifundirCambioEnVivoHandler } from './difundir-cambio-en-vivo.handler';
import { LiveGateway } from './live.gateway';
import { PruebasGateway } from './pruebas.gateway';

@Module({ providers: [LiveGateway, PruebasGateway, DifundirCambioEnVivoHandler, AvisarSesionesEnVivoHandler] })
export class LiveModule {}
