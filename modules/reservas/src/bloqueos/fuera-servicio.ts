import type { FueraServicio } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import type { Bloqueo } from './bloqueo.entity';

/** A period out of order as `/api/FueraServicio` answers it: nights `Desde` ≤ night < `Hasta`. */
export const fueraServicioAJson = (b: Bloqueo): FueraServicio => ({
  Id: b.id,
  HabitacionId: b.habitacionId,
  HabitacionNombre: b.habitacionNombre,
  Desde: b.fecha,
  Hasta: sumarDias(b.fecha, b.noches),
  Motivo: b.motivoFueraServicio ?? '',
});
