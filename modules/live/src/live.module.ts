import { Module } from '@nestjs/common';
import { LiveGateway } from './live.gateway';
import { PruebasGateway } from './pruebas.gateway';

@Module({ providers: [LiveGateway, PruebasGateway] })
export class LiveModule {}
