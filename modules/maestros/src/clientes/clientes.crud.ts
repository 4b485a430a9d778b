import {
  CODIGOS_TIPO_DOCUMENTO,
  FORMATO_NUMERO_DOCUMENTO,
  LARGO_MAXIMO_NUMERO_DOCUMENTO,
  MENSAJES_CLIENTE as M,
  MENSAJES_DOCUMENTO as MD,
  type TipoDocumento,
  type ClienteDetalle,
  type ClienteItem,
  siLoUsanReservas,
} from '@recepcion/contracts';
import { crudController, type CrudDefinicion, Recortar, ReglaNegocioError, requestContext, sinEliminarSi } from '@recepcion/platform';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { largoMaximo, noValido, textoOpcional } from '../compartido';
import { Pais } from '../paises/pais.entity';
import { Cliente } from './cliente.entity';
import { GIROS, PAIS_CHILE } from './giros';

const presente = (valor: unknown) => valor !== undefined && valor !== null && valor !== '';
/** Type and number of the document go together (modules/maestros/README.md): either one given asks for both. */
const conDocumento = (o: ClienteDto) => presente(o.TipoDocumento) || presente(o.NumeroDocumento);

export class ClienteDto {
  @MaxLength(200, { message: largoMaximo('Nombre', 200) }) @IsNotEmpty({ message: M.faltaNombre }) @IsString({ message: M.faltaNombre }) @Recortar()
  Nombre!: string;

  @IsIn(GIROS.map((g) => g.Id), { message: M.faltaGiro }) @Type(() => Number)
  GiroId!: number;

  @IsInt({ message: M.faltaPais }) @Type(() => Number)
  PaisId!: number;

  // Chile (35) requires a city (spec section 5).
  @ValidateIf((o) => Number(o.PaisId) === PAIS_CHILE || Boolean(o.Ciudad)) @MaxLength(120, { message: largoMaximo('Ciudad', 120) }) @IsNotEmpty({ message: M.faltaCiudad }) @IsString({ message: M.faltaCiudad }) @Recortar()
  Ciudad?: string | null;

  @IsOptional() @MaxLength(40, { message: largoMaximo('RUT', 40) }) @IsString({ message: noValido('RUT') }) Rut?: string | null;
  @IsOptional() @MaxLength(40, { message: largoMaximo('Pasaporte', 40) }) @IsString({ message: noValido('Pasaporte') }) Pasaporte?: string | null;

  // Identity document: a code of libs/contracts TIPOS_DOCUMENTO and its number.
  @ValidateIf(conDocumento) @IsIn(CODIGOS_TIPO_DOCUMENTO, { message: MD.tipoNoValido }) @IsNotEmpty({ message: MD.faltaTipo }) @Recortar()
  TipoDocumento?: TipoDocumento | null;

  @ValidateIf(conDocumento)
  @Matches(FORMATO_NUMERO_DOCUMENTO, { message: MD.numeroFormato })
  @MaxLength(LARGO_MAXIMO_NUMERO_DOCUMENTO, { message: MD.numeroLargo })
  @IsString({ message: MD.numeroNoValido })
  @IsNotEmpty({ message: MD.faltaNumero })
  @Recortar()
  NumeroDocumento?: string | null;

  @ValidateIf((o) => Boolean(o.Email)) @IsEmail({}, { message: M.emailInvalido }) Email?: string | null;
  @IsOptional() @MaxLength(60, { message: largoMaximo('Teléfono', 60) }) @IsString({ message: noValido('Teléfono') }) Telefono?: string | null;
  @IsOptional() @MaxLength(120, { message: largoMaximo('Contacto', 120) }) @IsString({ message: noValido('Contacto') }) Contacto?: string | null;
  @IsOptional() @MaxLength(200, { message: largoMaximo('Dirección', 200) }) @IsString({ message: noValido('Dirección') }) Direccion?: string | null;
}

export const aJsonCliente = (c: Cliente): ClienteDetalle => ({
  Id: c.id,
  Nombre: c.nombre,
  GiroId: c.giroId,
  GiroNombre: GIROS.find((g) => g.Id === c.giroId)?.Nombre ?? null,
  PaisId: c.paisId,
  Ciudad: c.ciudad ?? null,
  Rut: c.rut ?? null,
  Pasaporte: c.pasaporte ?? null,
  TipoDocumento: c.tipoDocumento ?? null,
  NumeroDocumento: c.numeroDocumento ?? null,
  Email: c.email ?? null,
  Telefono: c.telefono ?? null,
  Contacto: c.contacto ?? null,
  Direccion: c.direccion ?? null,
});

/** An autocomplete's or reference list's item: Id and Nombre (spec section 7), and the client's document. */
export const aItemCliente = (c: Cliente): ClienteItem => ({ Id: c.id, Nombre: c.nombre, TipoDocumento: c.tipoDocumento ?? null, NumeroDocumento: c.numeroDocumento ?? null });

export const definicionClientes: CrudDefinicion<Cliente, ClienteDto> = {
  respuesta: 'ClienteDetalle',
  ruta: 'Clientes',
  // The front desk's daily work: reception may change it too.
  permiso: 'recepcion',
  entidad: Cliente,
  dto: ClienteDto,
  orden: { nombre: 'asc' },
  aJson: aJsonCliente,
  aplicar: async (c, d, em) => {
    if (!(await em.findOne(Pais, { id: d.PaisId }))) throw new ReglaNegocioError(M.paisNoExiste);
    c.nombre = d.Nombre;
    c.giroId = d.GiroId;
    c.paisId = d.PaisId;
    c.ciudad = textoOpcional(d.Ciudad);
    c.rut = textoOpcional(d.Rut);
    c.pasaporte = textoOpcional(d.Pasaporte);
    // Validated as a pair: both present, or both empty (stored as null).
    c.tipoDocumento = presente(d.TipoDocumento) ? (d.TipoDocumento as TipoDocumento) : null;
    c.numeroDocumento = c.tipoDocumento ? textoOpcional(d.NumeroDocumento) : null;
    c.email = textoOpcional(d.Email);
    c.telefono = textoOpcional(d.Telefono);
    c.contacto = textoOpcional(d.Contacto);
    c.direccion = textoOpcional(d.Direccion);
    c.creadoEn ??= requestContext.require().now;
  },
};

/** DELETE refuses while reservations use the record (see the module README for why). */
export const ClientesController = sinEliminarSi(crudController(definicionClientes), definicionClientes.ruta, siLoUsanReservas('cliente'));
