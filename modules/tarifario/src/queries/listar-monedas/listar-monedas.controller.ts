import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MonedaResumen } from '@recepcion/contracts';
import { Moneda } from '../../monedas/moneda.entity';
import { toMonedaResumen } from '../obtener-moneda/obtener-moneda.handler';
import { Respuesta } from '@recepcion/platform';

@ApiTags('Monedas')
@Controller('Monedas')
export class ListarMonedasController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @Respuesta('MonedaResumen', { lista: true })
  async listar(): Promise<MonedaResumen[]> {
    const monedas = await this.em.find(Moneda, {}, { orderBy: { nombre: 'asc' } });
    return monedas.map(toMonedaResumen);
  }
}
