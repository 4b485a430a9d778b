import { MENSAJES_PISOS as M, NOCHES_MAXIMAS_BLOQUEO, type FueraServicioCuerpo } from '@recepcion/contracts';
import { esFechaIso, noches, sumarDias } from '@recepcion/domain';
import { limpio, type Errores } from '@recepcion/ui';

/** The dialog's fields as typed: the room's id as the select's value, days `yyyy-MM-dd` ('' while empty). */
export interface FormFueraServicio {
  HabitacionId: string;
  Desde: string;
  Hasta: string;
  Motivo: string;
}

export type CampoFueraServicio = keyof FormFueraServicio;
export const ORDEN_FUERA_SERVICIO: readonly CampoFueraServicio[] = ['HabitacionId', 'Desde', 'Hasta', 'Motivo'];

export const MOTIVO_MAXIMO = 200;

/** A new period: from today, one night. */
export const nuevoFueraServicio = (hoy: string): FormFueraServicio => ({ HabitacionId: '', Desde: hoy, Hasta: sumarDias(hoy, 1), Motivo: '' });

/** The server's rules (`POST /api/FueraServicio`), with its Spanish messages, before calling it. */
export function validarFueraServicio(f: FormFueraServicio): Errores<CampoFueraServicio> {
  const errores: Errores<CampoFueraServicio> = {};
  if (!f.HabitacionId) errores.HabitacionId = M.habitacionNoValida;
  if (!esFechaIso(f.Desde)) errores.Desde = M.fechasNoValidas;
  if (!esFechaIso(f.Hasta)) errores.Hasta = M.fechasNoValidas;
  else if (esFechaIso(f.Desde)) {
    const n = noches(f.Desde, f.Hasta);
    if (!(n > 0)) errores.Hasta = M.fechasNoValidas;
    else if (n > NOCHES_MAXIMAS_BLOQUEO) errores.Hasta = M.nochesMaximas;
  }
  const motivo = limpio(f.Motivo);
  if (!motivo) errores.Motivo = M.ingreseMotivo;
  else if (motivo.length > MOTIVO_MAXIMO) errores.Motivo = M.motivoLargo;
  return errores;
}

export const cuerpoFueraServicio = (f: FormFueraServicio): FueraServicioCuerpo => ({
  HabitacionId: Number(f.HabitacionId),
  Desde: f.Desde,
  Hasta: f.Hasta,
  Motivo: limpio(f.Motivo),
});

/** The field a refusal of the server belongs under; undefined for one about the whole period (reservations on those nights). */
export function campoDelRechazo(mensaje: string): CampoFueraServicio | undefined {
  switch (mensaje) {
    case M.habitacionNoValida:
      return 'HabitacionId';
    case M.fechasNoValidas:
    case M.nochesMaximas:
      return 'Hasta';
    case M.ingreseMotivo:
    case M.motivoLargo:
      return 'Motivo';
    default:
      return undefined;
  }
}
