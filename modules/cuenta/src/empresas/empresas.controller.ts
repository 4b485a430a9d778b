import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type EmpresaHotel, MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { hotelDeLaSesion, NoEncontradoError, Recortar } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { largoMaximo, noValido } from '../compartido/validacion';
import { Empresa } from '../entities/empresa.entity';
import { Hotel } from '../entities/hotel.entity';

export class EmpresaDto {
  @MaxLength(120, { message: largoMaximo('Nombre', 120) }) @IsNotEmpty({ message: M.nombreVacio }) @IsString({ message: M.nombreVacio }) @Recortar()
  Nombre!: string;

  @IsOptional() @MaxLength(200, { message: largoMaximo('Dirección', 200) }) @IsString({ message: noValido('Dirección') }) Direccion?: string | null;
  @IsOptional() @MaxLength(120, { message: largoMaximo('Ciudad', 120) }) @IsString({ message: noValido('Ciudad') }) Ciudad?: string | null;
  @IsOptional() @IsInt({ message: M.faltaPais }) @Type(() => Number) PaisId?: number | null;
  @IsOptional() @MaxLength(60, { message: largoMaximo('Teléfono', 60) }) @IsString({ message: noValido('Teléfono') }) Telefono1?: string | null;
  @IsOptional() @MaxLength(120, { message: largoMaximo('Persona de contacto', 120) }) @IsString({ message: noValido('Persona de contacto') }) PersonaContacto?: string | null;
  @IsOptional() @MaxLength(120, { message: largoMaximo('Giro', 120) }) @IsString({ message: noValido('Giro') }) Giro?: string | null;
  @IsOptional() @MaxLength(2000, { message: largoMaximo('Mensaje de check-out', 2000) }) @IsString({ message: noValido('Mensaje de check-out') }) MensajeCheckOut?: string | null;
  @IsOptional() @Min(0, { message: 'El campo Tope de reservas no puede ser negativo' }) @IsInt({ message: noValido('Tope de reservas') }) @Type(() => Number) TopeReservas?: number | null;
  @IsOptional() @Min(0, { message: 'El campo Tope de reservas vigentes no puede ser negativo' }) @IsInt({ message: noValido('Tope de reservas vigentes') }) @Type(() => Number) TopeReservasVigentes?: number | null;
}

const toEmpresa = (e: Empresa): EmpresaHotel => ({
  Id: e.id,
  Nombre: e.nombre,
  Direccion: e.direccion ?? null,
  Ciudad: e.ciudad ?? null,
  PaisId: e.paisId ?? null,
  Telefono1: e.telefono1 ?? null,
  PersonaContacto: e.personaContacto ?? null,
  Giro: e.giro ?? null,
  MensajeCheckOut: e.mensajeCheckOut ?? null,
  TopeReservas: e.topeReservas ?? null,
  TopeReservasVigentes: e.topeReservasVigentes ?? null,
  sFechaRegistro: e.fechaRegistro.toISOString(),
});

/** The company of the session's hotel; any other id is "not found". */
@ApiTags('Empresas')
@Controller('Empresas')
export class EmpresasController {
  constructor(private readonly em: EntityManager) {}

  private async empresaPropia(id: number): Promise<Empresa> {
    const hotel = await this.em.findOneOrFail(Hotel, { id: hotelDeLaSesion() });
    if (hotel.empresaId !== id) throw new NoEncontradoError('empresa');
    return this.em.findOneOrFail(Empresa, { id });
  }

  @Get(':id')
  async obtener(@Param('id', ParseIntPipe) id: number) {
    return toEmpresa(await this.empresaPropia(id));
  }

  @Put(':id')
  async actualizar(@Param('id', ParseIntPipe) id: number, @Body() d: EmpresaDto) {
    const e = await this.empresaPropia(id);
    e.nombre = d.Nombre;
    if (d.Direccion !== undefined) e.direccion = d.Direccion;
    if (d.Ciudad !== undefined) e.ciudad = d.Ciudad;
    if (d.PaisId !== undefined) e.paisId = d.PaisId;
    if (d.Telefono1 !== undefined) e.telefono1 = d.Telefono1;
    if (d.PersonaContacto !== undefined) e.personaContacto = d.PersonaContacto;
    if (d.Giro !== undefined) e.giro = d.Giro;
    // The spec: an empty check-out message is stored as null.
    if (d.MensajeCheckOut !== undefined) e.mensajeCheckOut = d.MensajeCheckOut?.trim() ? d.MensajeCheckOut : null;
    if (d.TopeReservas !== undefined) e.topeReservas = d.TopeReservas;
    if (d.TopeReservasVigentes !== undefined) e.topeReservasVigentes = d.TopeReservasVigentes;
    await this.em.flush();
    return toEmpresa(e);
  }
}
