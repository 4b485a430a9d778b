import { Module } from '@nestjs/common';
import { DifundirCambioEnVivo } from './difusion-en-vivo';
import { LiveGateway } from './live.gateway';
import { PruebasGateway } from './pruebas.gateway';

@Module({ providers: [LiveGateway, PruebasGateway, DifundirCambioEnVivo] })
export class LiveModule {}
