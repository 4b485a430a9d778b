import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { esFechaIso } from '@recepcion/domain';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { ReglaNegocioError } from '../errors/domain-errors';

/** The one date type of the API: `yyyy-MM-dd`, a real calendar day within 1900–2200. */
export function EsFecha(mensaje: string, opciones: Omit<ValidationOptions, 'message'> = {}): PropertyDecorator {
  return (objeto, propiedad) =>
    registerDecorator({
      name: 'esFecha',
      target: objeto.constructor,
      propertyName: String(propiedad),
      options: { ...opciones, message: mensaje },
      validator: { validate: (valor: unknown) => esFechaIso(valor) },
    });
}

/** The same rule for a path or query parameter: `@Param('fecha', new FechaPipe('Seleccione la fecha'))`. */
@Injectable()
export class FechaPipe implements PipeTransform<unknown, string> {
  constructor(private readonly mensaje: string) {}

  transform(valor: unknown, _metadata?: ArgumentMetadata): string {
    if (!esFechaIso(valor)) throw new ReglaNegocioError(this.mensaje);
    return valor;
  }
}

/** An optional date parameter: absent or empty gives undefined; anything else must be a date. */
@Injectable()
export class FechaOpcionalPipe implements PipeTransform<unknown, string | undefined> {
  constructor(private readonly mensaje: string) {}

  transform(valor: unknown, _metadata?: ArgumentMetadata): string | undefined {
    if (valor === undefined || valor === null || valor === '') return undefined;
    if (!esFechaIso(valor)) throw new ReglaNegocioError(this.mensaje);
    return valor;
  }
}
