import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { PermisoEscritura } from '@recepcion/contracts';

export const PUBLICO = 'recepcion:publico';
export const SOLO_OPERADOR = 'recepcion:solo-operador';
export const LIMITE_SOLICITUDES = 'recepcion:limite-solicitudes';
export const GET_QUE_MODIFICA = 'recepcion:get-que-modifica';
export const ESCRITURA = 'recepcion:escritura';
export const PARA_CAMARERIA = 'recepcion:para-camareria';
/** Marks our decorators leave on an operation of the OpenAPI document (http/documento-openapi.ts reads and removes them). */
export const MARCA_PUBLICO = 'x-recepcion-publico';
export const MARCA_MODIFICA = 'x-recepcion-modifica';

/** Open without a session (public pages, sign-in). A session, if present, is still read. */
export const Publico = () => applyDecorators(SetMetadata(PUBLICO, true), ApiExtension(MARCA_PUBLICO, true));

/** The provider's operators only (root area). Everyone else gets 403. */
export const SoloOperador = () => SetMetadata(SOLO_OPERADOR, true);

export interface LimiteSolicitudesOptions {
  /** Requests allowed per client address within the window. */
  max: number;
  ventanaMs: number;
  /**
   * A second limit counted per value of a route parameter (e.g. the hotel's `slug` on the public
   * booking page): however many addresses a bot spreads over, one hotel's page takes at most this.
   */
  porParametro?: { parametro: string; max: number; ventanaMs: number };
}

/** Caps how often one client address may call a route (account endpoints, the public log). */
export const LimiteSolicitudes = (options: LimiteSolicitudesOptions) => SetMetadata(LIMITE_SOLICITUDES, options);

/**
 * A GET that changes data (the spec keeps GET for the status calls): like a POST, it needs the
 * application's header, so a link or an image on another site cannot make it.
 */
export const GetQueModifica = () => applyDecorators(SetMetadata(GET_QUE_MODIFICA, true), ApiExtension(MARCA_MODIFICA, true));

/**
 * Which user types may make this write (a POST, PUT, PATCH, DELETE or `@GetQueModifica`): see
 * `PermisoEscritura` in libs/contracts. A write without it needs 'administracion'. A POST or PUT
 * that only reads (a search, a price quote) is `@Escritura('todos')`.
 */
export const Escritura = (permiso: PermisoEscritura) => SetMetadata(ESCRITURA, permiso);

/**
 * A route the Camarería user type (CA) may use: the housekeeping board, what the app needs to start
 * and its own password (public routes too). CA is refused every other route, reads and searches
 * included, with the 403 other types get for writes above them.
 */
export const ParaCamareria = () => SetMetadata(PARA_CAMARERIA, true);
