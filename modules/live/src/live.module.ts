import { Module } from '@nestjs/common';
import { DifundirCambioEnVivoHandler } from './difundir-cambio-en-vivo.handler';
import { LiveGateway } from './live.gateway';
import { PruebasGateway } from './pruebas.gateway';

@Module({ providers: [LiveGateway, PruebasGateway, DifundirCambioEnVivoHandler] })
export class LiveModule {}
