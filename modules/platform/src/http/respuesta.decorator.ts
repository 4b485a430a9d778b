import { ApiExtension } from '@nestjs/swagger';

/** The mark `@Respuesta` leaves on an operation; http/documento-openapi.ts reads and removes it. */
export const MARCA_RESPUESTA = 'x-recepcion-respuesta';

export interface OpcionesRespuesta {
  /** The body is a list of that type. */
  lista?: boolean;
  descripcion?: string;
}

export interface MarcaRespuesta extends OpcionesRespuesta {
  /** A type of libs/contracts (its schema is generated from the TypeScript), or an inline schema. */
  esquema: string | Record<string, unknown>;
}

/**
 * Documents the body of the operation's success answer (200, or the status its `@HttpCode`
 * gives): `@Respuesta('ReservaDetalle')`, `@Respuesta('FilaListadoReservas', { lista: true })`,
 * `@Respuesta({ type: 'boolean' })`. A name is a libs/contracts type: its schema comes from
 * libs/contracts/esquemas.json, generated from the same interface the code returns.
 */
export const Respuesta = (esquema: MarcaRespuesta['esquema'], opciones: OpcionesRespuesta = {}): MethodDecorator =>
  ApiExtension(MARCA_RESPUESTA, { esquema, ...opciones } satisfies MarcaRespuesta);
