import type { Canal, EstadoSincronizacion } from '@recepcion/contracts';
import type { CanalEntidad } from '../entities/canal.entity';

export const canalAJson = (c: CanalEntidad, habitacionNombre: string): Canal => ({
  Id: c.id,
  HabitacionId: c.habitacionId,
  HabitacionNombre: habitacionNombre,
  Nombre: c.nombre,
  Url: c.url,
  Activo: c.activo,
  UltimaSincronizacion: c.ultimaSincronizacion ? c.ultimaSincronizacion.toISOString() : null,
  UltimoEstado: (c.ultimoEstado as EstadoSincronizacion | null) ?? null,
  Eventos: c.eventos,
  Error: c.error,
});
