import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { MENSAJE_SOLICITUD_INVALIDA } from '@recepcion/contracts';
import { firstValidationMessage } from './mensajes-validacion';

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException({ Message: firstValidationMessage(errors) ?? MENSAJE_SOLICITUD_INVALIDA }),
  });
}
