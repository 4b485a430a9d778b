import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Escritura, hotelDeLaSesion, NoEncontradoError, sqlExecutor, Respuesta } from '@recepcion/platform';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { noValido } from '../compartido';
import { condicionTexto } from './buscar-texto';
import { Cliente } from './cliente.entity';
import { aItemCliente as aItem, aJsonCliente } from './clientes.crud';
import { GIRO_EMPRESAS, GIRO_PARTICULAR, GIROS } from './giros';

const LIMITE_LISTA = 500;
const LIMITE_AUTOCOMPLETE = 20;
const MINIMO_AUTOCOMPLETE = 2;
/** Clients looked up at once by id (a reservation's guests). */
const LIMITE_IDS = 500;

export class TextoDto {
  @IsOptional() @MaxLength(100, { message: 'El texto de búsqueda es demasiado largo' }) @IsString({ message: noValido('Texto') })
  texto?: string;
}

/** Ids of clients to look up at once (a reservation's guests). */
export class IdsClientesDto {
  @IsInt({ each: true, message: noValido('Ids') }) @ArrayMaxSize(LIMITE_IDS, { message: `Se pueden consultar hasta ${LIMITE_IDS} clientes a la vez` }) @IsArray({ message: noValido('Ids') })
  Ids!: number[];
}

interface Fila {
  id: number;
}

/** The clients page lists by giro; the autocompletes search names by word starts. */
@ApiTags('Clientes')
@Escritura('todos')
@Controller()
export class ClientesBusquedaController {
  constructor(private readonly em: EntityManager) {}

  private async buscarIds(texto: string | undefined, giro: 'todos' | 'particulares' | 'empresas' | number, limite: number): Promise<number[]> {
    const { sql, params } = condicionTexto('nombre', texto ?? '', 3);
    const giroSql =
      giro === 'todos' ? 'true' : giro === 'particulares' ? `giro_id = ${GIRO_PARTICULAR}` : giro === 'empresas' ? `giro_id <> ${GIRO_PARTICULAR}` : `giro_id = ${Number(giro)}`;
    const filas = await sqlExecutor(this.em).query<Fila>(
      `select id from cliente where hotel_id = $1 and ${giroSql} and ${sql} order by unaccent(lower(nombre)), id limit $2`,
      [hotelDeLaSesion(), limite, ...params],
    );
    return filas.map((f) => f.id);
  }

  private async clientes(ids: number[]) {
    const porId = new Map((await this.em.find(Cliente, { id: { $in: ids } })).map((c) => [c.id, c]));
    return ids.map((id) => porId.get(id)!).filter(Boolean);
  }

  @Get('Clientes/Giros')
  @Respuesta('GiroCliente', { lista: true })
  giros() {
    return GIROS;
  }

  /** `POST /api/Clientes/Giro/{giroId}` {texto}: the clients page (giro 0 = every company). */
  @Post('Clientes/Giro/:giroId')
  @HttpCode(200)
  @Respuesta('ClienteDetalle', { lista: true })
  async porGiro(@Param('giroId', ParseIntPipe) giroId: number, @Body() { texto }: TextoDto) {
    const ids = await this.buscarIds(texto, giroId === GIRO_EMPRESAS ? 'empresas' : giroId, LIMITE_LISTA);
    return (await this.clientes(ids)).map(aJsonCliente);
  }

  /**
   * `POST /api/Clientes/Documentos` {Ids}: these clients of the hotel with their document, in one
   * call (a reservation's guests tab); unknown ids are missing from the answer.
   */
  @Post('Clientes/Documentos')
  @HttpCode(200)
  @Respuesta('ClienteItem', { lista: true })
  async documentos(@Body() { Ids }: IdsClientesDto) {
    const ids = [...new Set(Ids)];
    if (ids.length === 0) return [];
    return (await this.em.find(Cliente, { id: { $in: ids } }, { orderBy: { id: 'asc' } })).map(aItem);
  }

  @Get('Autocomplete/Cliente/:id')
  @Respuesta('ClienteItem')
  async cliente(@Param('id', ParseIntPipe) id: number) {
    const c = await this.em.findOne(Cliente, { id });
    if (!c) throw new NoEncontradoError('cliente');
    return aItem(c);
  }

  /** Passengers are the hotel's individual clients (giro Particular). */
  @Get('Autocomplete/Pasajero/:id')
  @Respuesta('ClienteItem')
  async pasajero(@Param('id', ParseIntPipe) id: number) {
    const c = await this.em.findOne(Cliente, { id, giroId: GIRO_PARTICULAR });
    if (!c) throw new NoEncontradoError('pasajero');
    return aItem(c);
  }

  @Post('Autocomplete/Clientes')
  @HttpCode(200)
  @Respuesta('ClienteItem', { lista: true })
  async autocompletarClientes(@Body() { texto }: TextoDto) {
    if ((texto ?? '').trim().length < MINIMO_AUTOCOMPLETE) return [];
    return (await this.clientes(await this.buscarIds(texto, 'todos', LIMITE_AUTOCOMPLETE))).map(aItem);
  }

  @Post('Autocomplete/Pasajeros')
  @HttpCode(200)
  @Respuesta('ClienteItem', { lista: true })
  async autocompletarPasajeros(@Body() { texto }: TextoDto) {
    if ((texto ?? '').trim().length < MINIMO_AUTOCOMPLETE) return [];
    return (await this.clientes(await this.buscarIds(texto, 'particulares', LIMITE_AUTOCOMPLETE))).map(aItem);
  }
}
