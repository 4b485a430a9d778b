import type { ValidationError } from '@nestjs/common';
import { MENSAJE_SOLICITUD_INVALIDA } from '@recepcion/contracts';

/**
 * class-validator's own defaults are English ("Id must be an integer number"), and so is Nest's
 * ValidationPipe when the body is not an object ("Validation failed (object is expected)"); ours
 * never say these words.
 */
const DEFECTO_EN_INGLES = /\b(must|should|each value|is not|are not|is expected|validation failed)\b/i;

/**
 * The Spanish message for a constraint the DTO left without one: a developer forgot it, and the
 * user must still read Spanish. Named after the field as the API writes it.
 */
export function mensajeEnEspanol(restriccion: string, campo: string): string {
  switch (restriccion) {
    case 'isNotEmpty':
    case 'isDefined':
    case 'arrayNotEmpty':
    case 'arrayMinSize':
      return `Falta ingresar ${campo}`;
    case 'maxLength':
    case 'arrayMaxSize':
      return `${campo} es demasiado largo`;
    case 'minLength':
      return `${campo} es demasiado corto`;
    case 'isInt':
    case 'isNumber':
    case 'isNumberString':
      return `${campo} debe ser un número`;
    case 'min':
    case 'max':
    case 'isPositive':
      return `${campo} está fuera de rango`;
    case 'isString':
      return `${campo} debe ser un texto`;
    case 'isBoolean':
      return `${campo} debe ser verdadero o falso`;
    case 'isEmail':
      return `${campo} no es un correo electrónico válido`;
    case 'isArray':
      return `${campo} debe ser una lista`;
    case 'isIn':
    case 'isEnum':
      return `${campo} no es uno de los valores permitidos`;
    case 'isObject':
      // Nest's ValidationPipe names the whole body ('body', 'query') when it is a list, a text or a number.
      return ['body', 'query', 'param'].includes(campo) ? MENSAJE_SOLICITUD_INVALIDA : `${campo} no es válido`;
    default:
      return `${campo} no es válido`;
  }
}

/** Depth-first: the first failing constraint's message, as the DTO declared it (Spanish, from the spec), or a Spanish default. */
export function firstValidationMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const [restriccion, mensaje] = Object.entries(error.constraints ?? {})[0] ?? [];
    if (restriccion !== undefined) return mensaje && !DEFECTO_EN_INGLES.test(mensaje) ? mensaje : mensajeEnEspanol(restriccion, error.property);
    const nested = firstValidationMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}
