import { Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { NoEncontradoError, SoloOperador } from '@recepcion/platform';
import { normalizarEmail } from '../compartido/mapeos';
import { BloqueosService } from '../sesiones/bloqueos.service';

/** Root area: accounts locked by failed logins, and unlocking them. Operators only. */
@ApiTags('UsuariosBloqueados')
@Controller('UsuariosBloqueados')
@SoloOperador()
export class UsuariosBloqueadosController {
  constructor(private readonly bloqueos: BloqueosService) {}

  @Get()
  listar() {
    return this.bloqueos.listar();
  }

  @Get('todos/:email')
  buscar(@Param('email') email: string) {
    return this.bloqueos.listar(normalizarEmail(email));
  }

  @Put(':lowerMail')
  async desbloquear(@Param('lowerMail') lowerMail: string) {
    if (!(await this.bloqueos.desbloquear(normalizarEmail(lowerMail)))) throw new NoEncontradoError('bloqueo');
    return { Message: 'Usuario desbloqueado' };
  }
}
