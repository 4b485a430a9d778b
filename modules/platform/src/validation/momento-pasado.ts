import { registerDecorator, type ValidationOptions } from 'class-validator';

/** An ISO 8601 date-time with its offset (`2027-03-01T10:30:00Z`, `…-03:00`), seconds and fraction optional. */
const FECHA_HORA_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant an ISO 8601 date-time names, or null when it names none (a 30 February, a 25:00). */
export function momentoIso(valor: unknown): Date | null {
  if (typeof valor !== 'string' || !FECHA_HORA_ISO.test(valor)) return null;
  const [fecha, hora] = valor.split('T');
  const [a, m, d] = fecha.split('-').map(Number);
  const [h, min] = hora.split(':').map((x) => Number.parseInt(x, 10));
  const dia = new Date(Date.UTC(a, m - 1, d));
  if (dia.getUTCFullYear() !== a || dia.getUTCMonth() !== m - 1 || dia.getUTCDate() !== d || h > 23 || min > 59 || a < 1900 || a > 2200) return null;
  const momento = new Date(valor);
  return Number.isNaN(momento.getTime()) ? null : momento;
}

/** A moment of the past (or now) as ISO 8601 with its offset: `mensajeNoValido` otherwise, `mensajeFuturo` if yet to come. */
export function EsMomentoPasado(mensajeNoValido: string, mensajeFuturo: string, opciones: Omit<ValidationOptions, 'message'> = {}): PropertyDecorator {
  return (objeto, propiedad) =>
    registerDecorator({
      name: 'esMomentoPasado',
      target: objeto.constructor,
      propertyName: String(propiedad),
      options: { ...opciones, message: (a) => (momentoIso(a.value) ? mensajeFuturo : mensajeNoValido) },
      validator: { validate: (valor: unknown) => (momentoIso(valor)?.getTime() ?? Infinity) <= Date.now() },
    });
}
