import { MENSAJE_SESION_EXPIRADA, MENSAJE_SIN_PERMISO } from '@recepcion/contracts';

/** A rule the user broke; the message is the spec's Spanish text. HTTP 400 `{Message}`. */
export class ReglaNegocioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReglaNegocioError';
  }
}

/**
 * The thing does not exist, or belongs to another hotel (we do not say which). HTTP 404
 * `{Message: 'No se encontro'}`, with `detailedMessage` when a call's contract names one (the
 * start-up call's `No se ha encontrado`).
 */
export class NoEncontradoError extends Error {
  constructor(
    what = 'recurso',
    readonly detalle?: string,
  ) {
    super(`No se encontró: ${what}`);
    this.name = 'NoEncontradoError';
  }
}

/** Signed in, but not allowed (e.g. the root area for a non-operator). HTTP 403. */
export class SinPermisoError extends Error {
  constructor(message = MENSAJE_SIN_PERMISO) {
    super(message);
    this.name = 'SinPermisoError';
  }
}

/** No valid session. The spec's catalogue answers 500 with detailedMessage `Vuelva a iniciar sesión`. */
export class SesionExpiradaError extends Error {
  constructor() {
    super(MENSAJE_SESION_EXPIRADA);
    this.name = 'SesionExpiradaError';
  }
}
