import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { EstadoSalud } from '@recepcion/contracts';
import { Publico, Respuesta } from '@recepcion/platform';

@ApiTags('Default')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @Publico()
  @Respuesta('EstadoSalud')
  async health(): Promise<EstadoSalud> {
    try {
      await this.em.getConnection().execute('select 1');
      return { estado: 'ok' };
    } catch {
      throw new ServiceUnavailableException('Base de datos no disponible');
    }
  }
}
