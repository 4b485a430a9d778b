import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { Escritura, LimiteSolicitudes, NoEncontradoError, ParaCamareria, ReglaNegocioError, requestContext, Respuesta } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { largoMaximo } from '../../compartido/validacion';
import { Usuario } from '../../entities/usuario.entity';
import { hashContrasena, verificarContrasena } from '../../sesiones/contrasenas';
import { SesionesService } from '../../sesiones/sesiones.service';

export class CambiarContrasenaDto {
  @IsInt({ message: 'Falta el usuario' }) @Type(() => Number)
  id!: number;

  @MaxLength(200, { message: M.contrasenaIncorrecta }) @IsNotEmpty({ message: M.faltaContrasenaActual }) @IsString({ message: M.faltaContrasenaActual })
  oldPassword!: string;

  @MaxLength(200, { message: largoMaximo('Contraseña', 200) }) @MinLength(6, { message: M.contrasenaCorta }) @IsNotEmpty({ message: M.faltaContrasena }) @IsString({ message: M.faltaContrasena })
  newPassword!: string;
}

@ApiTags('Cuenta')
@Escritura('todos')
@ParaCamareria()
@Controller('Cuenta')
export class CambiarContrasenaController {
  constructor(
    private readonly em: EntityManager,
    private readonly sesiones: SesionesService,
  ) {}

  /** Only one's own password; other sessions of the user end. */
  @Post('ChangePassword')
  @HttpCode(200)
  @LimiteSolicitudes({ max: 10, ventanaMs: 10 * 60_000 })
  @Respuesta('RespuestaMensaje')
  async cambiar(@Body() datos: CambiarContrasenaDto) {
    const ctx = requestContext.require();
    if (datos.id !== ctx.userId) throw new NoEncontradoError('usuario');
    const usuario = await this.em.findOneOrFail(Usuario, { id: ctx.userId });
    if (!(await verificarContrasena(usuario.passwordHash, datos.oldPassword))) throw new ReglaNegocioError(M.contrasenaIncorrecta);
    usuario.passwordHash = await hashContrasena(datos.newPassword);
    await this.em.flush();
    await this.sesiones.cerrarOtras(usuario.id, ctx.sessionId);
    return { Message: 'Contraseña cambiada con éxito' };
  }
}
