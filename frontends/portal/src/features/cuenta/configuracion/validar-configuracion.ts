import { HABITACIONES_MAXIMAS_CONFIGURACION, MENSAJES_CUENTA as M, type ConfigurarDto } from '@recepcion/contracts';
import { only, vacio } from '../../../forms/rules';

export const IMPUESTO_PORCENTAJE_MAXIMO = 50;

export interface ConfiguracionForm extends Record<string, string> {
  impuestoNombre: string;
  impuestoPorcentaje: string;
  monedaId: string;
  habitaciones: string;
}

/** '19,5' and '19.5' are the same number (comma is the decimal separator, spec section 9). */
export function leerNumero(text: string): number {
  const clean = text.trim().replace(',', '.');
  return clean === '' ? Number.NaN : Number(clean);
}

/** Rooms at setup: floored, at most 80 (spec section 5). */
export function habitacionesAConfigurar(text: string): number {
  return Math.min(HABITACIONES_MAXIMAS_CONFIGURACION, Math.floor(leerNumero(text)));
}

/** Hotel setup (spec section 5): tax name; tax percent 0 to 50; currency; rooms above 0. */
export function validarConfiguracion(form: ConfiguracionForm) {
  const porcentaje = leerNumero(form.impuestoPorcentaje);
  const habitaciones = habitacionesAConfigurar(form.habitaciones);
  return only({
    impuestoNombre: vacio(form.impuestoNombre) ? M.faltaImpuestoNombre : undefined,
    impuestoPorcentaje: Number.isFinite(porcentaje) && porcentaje >= 0 && porcentaje <= IMPUESTO_PORCENTAJE_MAXIMO ? undefined : M.impuestoPorcentaje,
    monedaId: form.monedaId === '' ? M.faltaMoneda : undefined,
    habitaciones: Number.isFinite(habitaciones) && habitaciones >= 1 ? undefined : M.habitacionesMinimo,
  });
}

/** The payload of a valid form. */
export function configuracionDto(hotelId: number, form: ConfiguracionForm): ConfigurarDto {
  return {
    hotelId,
    impuestoNombre: form.impuestoNombre.trim(),
    impuestoPorcentaje: leerNumero(form.impuestoPorcentaje),
    monedaId: form.monedaId,
    habitaciones: habitacionesAConfigurar(form.habitaciones),
  };
}

export const CONFIGURACION_SERVER_FIELDS: Partial<Record<string, keyof ConfiguracionForm & string>> = {
  [M.faltaImpuestoNombre]: 'impuestoNombre',
  [M.impuestoPorcentaje]: 'impuestoPorcentaje',
  [M.faltaMoneda]: 'monedaId',
  [M.monedaDesconocida]: 'monedaId',
  [M.habitacionesMinimo]: 'habitaciones',
};
