import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Configuracion, MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { NoEncontradoError, Recortar } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { toConfiguracion } from '../compartido/mapeos';
import { hashContrasena } from '../sesiones/contrasenas';
import { largoMaximo, noValido } from '../compartido/validacion';
import { ConfiguracionHotel } from '../entities/configuracion.entity';

export class ConfiguracionDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.nombreVacio }) @IsString({ message: M.nombreVacio }) @Recortar()
  Nombre!: string;

  @IsOptional() @MaxLength(10, { message: M.faltaMoneda }) @IsString({ message: M.faltaMoneda }) MonedaId?: string | null;
  @IsOptional() @IsInt({ message: noValido('Impuesto') }) @Type(() => Number) TipoImpuestoId?: number | null;
  @IsOptional() @IsBoolean({ message: noValido('Impuesto incluido') }) ImpuestoIncluido?: boolean;
  @IsOptional() @IsInt({ message: noValido('Impuesto de los servicios adicionales') }) @Type(() => Number) TipoImpuestoSAId?: number | null;
  @IsOptional() @IsBoolean({ message: noValido('Impuesto incluido de los servicios adicionales') }) ImpuestoIncluidoSA?: boolean;
  @IsOptional() @IsBoolean({ message: noValido('Precio de habitación por persona') }) PrecioHabitacionPorPersona?: boolean;
  @IsOptional() @IsBoolean({ message: noValido('Precio de régimen por persona') }) PrecioRegimenPorPersona?: boolean;
  @IsOptional() @MaxLength(2000, { message: largoMaximo('Encabezado', 2000) }) @IsString({ message: noValido('Encabezado') }) Encabezado?: string | null;
  @IsOptional() @IsInt({ message: M.faltaPais }) @Type(() => Number) PaisId?: number | null;
  @ValidateIf((o) => o.Email) @IsEmail({}, { message: M.emailInvalido }) Email?: string | null;
  /** Sets the check-out password; '' removes it; absent leaves it. Never read back. */
  @IsOptional() @MaxLength(200, { message: largoMaximo('Clave de check-out', 200) }) @IsString({ message: noValido('Clave de check-out') }) ClaveCheckOut?: string;
}

const conClave = (c: ConfiguracionHotel): Configuracion & { TieneClaveCheckOut: boolean } => ({ ...toConfiguracion(c), TieneClaveCheckOut: Boolean(c.claveCheckOutHash) });

/**
 * The configuration of the session's hotel (the hotel filter scopes every read). POST and PUT both
 * update it: a hotel has exactly one, created at registration. `Configurado` changes only by setup.
 */
@ApiTags('Configuraciones')
@Controller('Configuraciones')
export class ConfiguracionesController {
  constructor(private readonly em: EntityManager) {}

  @Get(':id')
  async obtener(@Param('id', ParseIntPipe) id: number): Promise<Configuracion> {
    const configuracion = await this.em.findOne(ConfiguracionHotel, { id });
    if (!configuracion) throw new NoEncontradoError('configuración');
    return conClave(configuracion);
  }

  @Put(':id')
  async actualizar(@Param('id', ParseIntPipe) id: number, @Body() datos: ConfiguracionDto): Promise<Configuracion> {
    const configuracion = await this.em.findOne(ConfiguracionHotel, { id });
    if (!configuracion) throw new NoEncontradoError('configuración');
    return this.guardar(configuracion, datos);
  }

  @Post()
  @HttpCode(200)
  async crear(@Body() datos: ConfiguracionDto): Promise<Configuracion> {
    const configuracion = await this.em.findOne(ConfiguracionHotel, {});
    if (!configuracion) throw new NoEncontradoError('configuración');
    return this.guardar(configuracion, datos);
  }

  private async guardar(c: ConfiguracionHotel, d: ConfiguracionDto): Promise<Configuracion> {
    c.nombre = d.Nombre;
    if (d.MonedaId !== undefined) c.monedaId = d.MonedaId;
    if (d.TipoImpuestoId !== undefined) c.tipoImpuestoId = d.TipoImpuestoId;
    if (d.ImpuestoIncluido !== undefined) c.impuestoIncluido = d.ImpuestoIncluido;
    if (d.TipoImpuestoSAId !== undefined) c.tipoImpuestoSaId = d.TipoImpuestoSAId;
    if (d.ImpuestoIncluidoSA !== undefined) c.impuestoIncluidoSa = d.ImpuestoIncluidoSA;
    if (d.PrecioHabitacionPorPersona !== undefined) c.precioHabitacionPorPersona = d.PrecioHabitacionPorPersona;
    if (d.PrecioRegimenPorPersona !== undefined) c.precioRegimenPorPersona = d.PrecioRegimenPorPersona;
    if (d.Encabezado !== undefined) c.encabezado = d.Encabezado;
    if (d.PaisId !== undefined) c.paisId = d.PaisId;
    if (d.Email !== undefined) c.email = d.Email || null;
    if (d.ClaveCheckOut !== undefined) c.claveCheckOutHash = d.ClaveCheckOut ? await hashContrasena(d.ClaveCheckOut) : null;
    await this.em.flush();
    return conClave(c);
  }
}
