import { ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * A field that may be left out but, when sent, must pass the validators that follow, so that `null`
 * is refused with their message. `@IsOptional()` lets `null` through as well: use it only where the
 * column takes null (a currency, a tax), never for a flag or a count the handler writes as it came.
 */
export const OpcionalSinNulo = (opciones?: ValidationOptions): PropertyDecorator => ValidateIf((_objeto, valor) => valor !== undefined, opciones);
