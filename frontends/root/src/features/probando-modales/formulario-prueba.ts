import type { Errores } from '@recepcion/ui';

/** The sample form of the modal test page: one field of each kind the kit has. */
export interface FormularioPrueba {
  Nombre: string;
  Correo: string;
  /** `yyyy-MM-dd`, '' while empty. */
  Llegada: string;
  Salida: string;
  Pasajeros: number | null;
  Monto: number | null;
  Habitacion: string;
  Confirmada: boolean;
}

export const FORMULARIO_VACIO: FormularioPrueba = { Nombre: '', Correo: '', Llegada: '', Salida: '', Pasajeros: 1, Monto: null, Habitacion: '', Confirmada: false };

export const ORDEN_FORMULARIO: readonly (keyof FormularioPrueba)[] = ['Nombre', 'Correo', 'Llegada', 'Salida', 'Pasajeros', 'Monto', 'Habitacion', 'Confirmada'];

export const HABITACIONES_MUESTRA = [
  { value: '101', label: '101 (doble)' },
  { value: '102', label: '102 (triple)' },
  { value: '201', label: '201 (suite)' },
] as const;

export const MENSAJES_FORMULARIO = {
  faltaNombre: 'Falta el nombre',
  correo: 'El correo no es válido',
  faltaLlegada: 'Falta la fecha de llegada',
  faltaSalida: 'Falta la fecha de salida',
  salidaPosterior: 'La salida debe ser posterior a la llegada',
  pasajeros: 'Indique entre 1 y 10 pasajeros',
  monto: 'El monto debe ser mayor que cero',
  habitacion: 'Seleccione una habitación',
} as const;

/** The message of each field that fails, in Spanish. */
export function validarFormulario(f: FormularioPrueba): Errores<keyof FormularioPrueba> {
  const e: Errores<keyof FormularioPrueba> = {};
  if (!f.Nombre.trim()) e.Nombre = MENSAJES_FORMULARIO.faltaNombre;
  if (f.Correo.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.Correo.trim())) e.Correo = MENSAJES_FORMULARIO.correo;
  if (!f.Llegada) e.Llegada = MENSAJES_FORMULARIO.faltaLlegada;
  if (!f.Salida) e.Salida = MENSAJES_FORMULARIO.faltaSalida;
  else if (f.Llegada && f.Salida <= f.Llegada) e.Salida = MENSAJES_FORMULARIO.salidaPosterior;
  if (f.Pasajeros === null || !Number.isInteger(f.Pasajeros) || f.Pasajeros < 1 || f.Pasajeros > 10) e.Pasajeros = MENSAJES_FORMULARIO.pasajeros;
  if (f.Monto === null || !(f.Monto > 0)) e.Monto = MENSAJES_FORMULARIO.monto;
  if (!f.Habitacion) e.Habitacion = MENSAJES_FORMULARIO.habitacion;
  return e;
}
