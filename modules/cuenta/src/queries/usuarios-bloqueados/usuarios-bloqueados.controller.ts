import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { SoloOperador, Respuesta } from '@recepcion/platform';
import type { UsuarioBloqueadoFila } from '../../sesiones/bloqueos.service';
import { UsuariosBloqueados } from './usuarios-bloqueados.query';

/** Root area: accounts locked by failed logins. Operators only. Unlocking: commands/desbloquear-usuario, commands/restablecer-usuario-bloqueado. */
@ApiTags('UsuariosBloqueados')
@Controller('UsuariosBloqueados')
@SoloOperador()
export class UsuariosBloqueadosController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Respuesta('UsuarioBloqueadoFila', { lista: true })
  listar(): Promise<UsuarioBloqueadoFila[]> {
    return this.queryBus.execute(new UsuariosBloqueados());
  }

  @Get('todos/:email')
  @Respuesta('UsuarioBloqueadoFila', { lista: true })
  buscar(@Param('email') email: string): Promise<UsuarioBloqueadoFila[]> {
    return this.queryBus.execute(new UsuariosBloqueados(email));
  }
}
