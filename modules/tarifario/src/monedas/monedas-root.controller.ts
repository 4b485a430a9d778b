import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { EventBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { EntidadCambiada, MENSAJE_MONEDA_USADA_POR_HOTELES } from '@recepcion/contracts';
import { NoEncontradoError, OpcionalSinNulo, ReglaNegocioError, SoloOperador, Respuesta } from '@recepcion/platform';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { largoMaximo, noValido } from '../compartido';
import { MonedaEnUso } from '../queries/moneda-en-uso/moneda-en-uso.query';
import { toMonedaResumen } from '../queries/obtener-moneda/obtener-moneda.handler';
import { Moneda } from './moneda.entity';

const MONEDA_REPETIDA = 'Esa moneda ya existe';

const mayusculas = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

export class MonedaDto {
  @Matches(/^[A-Z]{3}$/, { message: 'El código de la moneda son tres letras (ISO 4217)' }) @IsNotEmpty({ message: 'Falta el código de la moneda' }) @mayusculas()
  IDMoneda!: string;

  @MaxLength(60, { message: largoMaximo('Nombre', 60) }) @IsNotEmpty({ message: 'Falta el nombre de la moneda' }) @IsString({ message: 'Falta el nombre de la moneda' })
  Nombre!: string;

  @OpcionalSinNulo() @IsBoolean({ message: noValido('Centavos') }) Centavos?: boolean;
}

/** Root area: the global currency catalogue, keyed by IDMoneda. Operators only. */
@ApiTags('Monedas')
@Controller('Monedas')
@SoloOperador()
export class MonedasRootController {
  constructor(
    private readonly em: EntityManager,
    private readonly eventBus: EventBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @HttpCode(200)
  @Respuesta('MonedaResumen')
  async crear(@Body() d: MonedaDto) {
    if (await this.em.findOne(Moneda, { id: d.IDMoneda })) throw new ReglaNegocioError(MONEDA_REPETIDA);
    const moneda = this.em.create(Moneda, { id: d.IDMoneda, nombre: d.Nombre.trim(), centavos: d.Centavos ?? true });
    try {
      await this.em.flush();
    } catch (error) {
      // Another request created it since the check (a double click): the same answer as above.
      if (error instanceof UniqueConstraintViolationException) throw new ReglaNegocioError(MONEDA_REPETIDA);
      throw error;
    }
    this.eventBus.publish(new EntidadCambiada(null, 'Monedas', 'insert', toMonedaResumen(moneda)));
    return toMonedaResumen(moneda);
  }

  @Put(':id')
  @Respuesta('MonedaResumen')
  async actualizar(@Param('id') id: string, @Body() d: MonedaDto) {
    const moneda = await this.em.findOne(Moneda, { id: id.toUpperCase() });
    if (!moneda) throw new NoEncontradoError('moneda');
    moneda.nombre = d.Nombre.trim();
    if (d.Centavos !== undefined) moneda.centavos = d.Centavos;
    await this.em.flush();
    this.eventBus.publish(new EntidadCambiada(null, 'Monedas', 'update', toMonedaResumen(moneda)));
    return toMonedaResumen(moneda);
  }

  @Delete(':id')
  @Respuesta('MonedaResumen')
  async eliminar(@Param('id') id: string) {
    const moneda = await this.em.findOne(Moneda, { id: id.toUpperCase() });
    if (!moneda) throw new NoEncontradoError('moneda');
    const json = toMonedaResumen(moneda);
    // A hotel's configuration names it (no foreign key crosses into cuenta's table).
    const porQueNo = await this.queryBus.execute<MonedaEnUso, string | null>(new MonedaEnUso({ monedaId: moneda.id }));
    if (porQueNo) throw new ReglaNegocioError(porQueNo);
    try {
      await this.em.remove(moneda).flush();
    } catch (error) {
      // The hotels' lists and price lists refer to it.
      if (error instanceof ForeignKeyConstraintViolationException) throw new ReglaNegocioError(MENSAJE_MONEDA_USADA_POR_HOTELES);
      throw error;
    }
    this.eventBus.publish(new EntidadCambiada(null, 'Monedas', 'delete', json));
    return json;
  }
}
