import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { InvitacionPorEnlace } from '@recepcion/contracts';
import { Escritura, LimiteSolicitudes, Publico, Respuesta } from '@recepcion/platform';
import { EnlaceInvitacionDto } from '../../compartido/enlace-invitacion';
import { InvitacionDelEnlace } from './invitacion-por-enlace.query';

/** A POST that only reads: the token travels in the body, never in a URL that logs keep. */
@ApiTags('Invitaciones')
@Escritura('todos')
@Controller('Invitaciones')
export class InvitacionPorEnlaceController {
  constructor(private readonly queryBus: QueryBus) {}

  @Post('Consultar')
  @HttpCode(200)
  @Publico()
  @LimiteSolicitudes({ max: 30, ventanaMs: 10 * 60_000 })
  @ApiOperation({
    summary: 'La invitación del enlace del correo',
    description: 'Para su página: el hotel, el tipo ofrecido, la dirección invitada y si ya tiene cuenta (sólo quien tiene el enlace lo sabe). Sólo lee.',
  })
  @Respuesta('InvitacionPorEnlace')
  consultar(@Body() datos: EnlaceInvitacionDto): Promise<InvitacionPorEnlace> {
    return this.queryBus.execute(new InvitacionDelEnlace(datos.token));
  }
}
