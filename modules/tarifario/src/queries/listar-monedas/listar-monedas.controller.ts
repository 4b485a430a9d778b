import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MonedaResumen } from '@recepcion/contracts';
import { Moneda } from '../../monedas/moneda.entity';
import { toMonedaResumen } from '../obtener-moneda/obtener-moneda.handler';

@ApiTags('Monedas')
@Controller('Monedas')
export class ListarMonedasController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  async listar(): Promise<MonedaResumen[]> {
    const monedas = await this.em.find(Moneda, {}, { orderBy: { nombre: 'asc' } });
    return monedas.map(toMonedaResumen);
  }
}
