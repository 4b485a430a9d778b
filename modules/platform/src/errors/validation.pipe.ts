import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { MENSAJE_SOLICITUD_INVALIDA } from '@recepcion/contracts';

/** Depth-first: the first failing constraint's message, as the DTO declared it (Spanish, from the spec). */
export function firstValidationMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) return messages[0];
    const nested = firstValidationMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException({ Message: firstValidationMessage(errors) ?? MENSAJE_SOLICITUD_INVALIDA }),
  });
}
