import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { MENSAJE_SOLICITUD_INVALIDA } from '@recepcion/contracts';
import { firstValidationMessage } from './mensajes-validacion';
import { recordarReglasDeValidacion } from './reglas-de-validacion-recordadas';
import { validacionCompilada } from './validacion-compilada';

/** A number as a path or query value writes it: decimal digits, maybe a sign and a fraction. */
const NUMERO_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Nest's pipe turns a `number` path or query value into a number with `+value` before the route's
 * own pipe sees it, so ' 12 ', '0x10', '1e3' and '' became the ids 12, 16, 1000 and 0, and
 * `ParseIntPipe` took them. Here only a decimal number is converted; anything else stays the text it
 * was, for the route's pipe or validators to refuse.
 */
class PipeDeValidacion extends ValidationPipe {
  constructor(
    opciones: ConstructorParameters<typeof ValidationPipe>[0],
    private readonly compilada: boolean,
  ) {
    super(opciones);
  }

  /** A body the compiled rules take surely (`validacionCompilada`) skips the general path; any other goes through it. */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (this.compilada && metadata.type === 'body') {
      const aceptado = validacionCompilada(metadata.metatype)?.(value);
      if (aceptado !== undefined) return aceptado;
    }
    return super.transform(value, metadata);
  }

  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype === Number && typeof value === 'string' && !NUMERO_DECIMAL.test(value)) return value;
    return super.transformPrimitive(value, metadata);
  }
}

/** `compilada: false`: always the general path (the compiled one's tests compare the two). */
export function createValidationPipe({ compilada = true }: { compilada?: boolean } = {}): ValidationPipe {
  recordarReglasDeValidacion();
  return new PipeDeValidacion(
    {
      transform: true,
      whitelist: true,
      stopAtFirstError: true,
      exceptionFactory: (errors) => new BadRequestException({ Message: firstValidationMessage(errors) ?? MENSAJE_SOLICITUD_INVALIDA }),
    },
    compilada,
  );
}
