import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PaisResumen } from '@recepcion/contracts';
import { Publico, Respuesta } from '@recepcion/platform';
import { Pais } from '../../paises/pais.entity';
import { toPaisResumen } from '../obtener-pais/obtener-pais.handler';

/** Countries, alphabetical. Public: the registration form lists them before anyone signs in. */
@ApiTags('Paises')
@Controller('Paises')
export class ListarPaisesController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @Publico()
  @Respuesta('PaisResumen', { lista: true })
  async listar(): Promise<PaisResumen[]> {
    const paises = await this.em.find(Pais, {}, { orderBy: { nombre: 'asc' } });
    return paises.map(toPaisResumen);
  }
}
