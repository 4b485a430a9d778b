import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AperturaRespuesta, MENSAJE_CONFIGURACION_NO_ENCONTRADA } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError, ParaCamareria, requestContext, sqlExecutor, Respuesta } from '@recepcion/platform';
import { toConfiguracion, toUsuarioSesion } from '../../compartido/mapeos';
import { ConfiguracionHotel } from '../../entities/configuracion.entity';
import { Usuario } from '../../entities/usuario.entity';

/**
 * Start-up call: the hotel's configuration and who is signed in. A hotel that is not the session's,
 * or has no configuration, answers 404 with detailedMessage `No se ha encontrado`: the UI logs out
 * (spec section 8).
 */
@ApiTags('Apertura')
@ParaCamareria()
@Controller('Apertura')
export class AperturaController {
  constructor(private readonly em: EntityManager) {}

  @Get('Configuracion/:hotelId')
  @Respuesta('AperturaRespuesta')
  async configuracion(@Param('hotelId', ParseIntPipe) hotelId: number): Promise<AperturaRespuesta> {
    if (hotelId !== hotelDeLaSesion()) throw new NoEncontradoError('hotel', MENSAJE_CONFIGURACION_NO_ENCONTRADA);
    const configuracion = await this.em.findOne(ConfiguracionHotel, { hotelId });
    if (!configuracion) throw new NoEncontradoError('configuración', MENSAJE_CONFIGURACION_NO_ENCONTRADA);
    const contexto = requestContext.require();
    const usuario = await this.em.findOneOrFail(Usuario, { id: contexto.userId });
    // An operator working as another hotel (support access): the UI shows a banner and a way back.
    const [sesion] = await sqlExecutor(this.em).query<{ hotel_propio_id: number | null }>('select hotel_propio_id from sesion where id_hash = $1', [contexto.sessionId ?? '']);
    return { ...toConfiguracion(configuracion), Usuario: toUsuarioSesion(usuario, contexto.tipoUsuario ?? 'CO'), HotelPropioId: sesion?.hotel_propio_id ?? null };
  }
}
