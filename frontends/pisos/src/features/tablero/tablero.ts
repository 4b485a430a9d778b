import { ESTADOS_PISO, type EstadoPiso, type HabitacionPiso } from '@recepcion/contracts';

/** The board's rooms of one room type (the data has no floors), in the hotel's order. */
export interface GrupoPisos {
  tipo: string;
  habitaciones: HabitacionPiso[];
}

/** The rooms by room type, each type where its first room comes, its rooms in the order given. */
export function agruparPorTipo(habitaciones: readonly HabitacionPiso[]): GrupoPisos[] {
  const grupos = new Map<string, GrupoPisos>();
  for (const h of habitaciones) {
    const grupo = grupos.get(h.TipoHabitacionNombre) ?? { tipo: h.TipoHabitacionNombre, habitaciones: [] };
    grupo.habitaciones.push(h);
    grupos.set(h.TipoHabitacionNombre, grupo);
  }
  return [...grupos.values()];
}

export type IdFiltro = 'todas' | 'sucias' | 'por-inspeccionar' | 'llegadas';

export interface FiltroPisos {
  id: IdFiltro;
  etiqueta: string;
  /** What the board says when no room matches. */
  vacio: string;
  cumple: (h: HabitacionPiso) => boolean;
}

/** The board's filters: all, the dirty ones, the clean ones still to inspect, today's arrivals. */
export const FILTROS: readonly FiltroPisos[] = [
  { id: 'todas', etiqueta: 'Todas', vacio: 'El hotel no tiene habitaciones.', cumple: () => true },
  { id: 'sucias', etiqueta: 'Sucias', vacio: 'No hay habitaciones sucias.', cumple: (h) => h.Estado === ESTADOS_PISO.sucia },
  { id: 'por-inspeccionar', etiqueta: 'Por inspeccionar', vacio: 'No hay habitaciones limpias por inspeccionar.', cumple: (h) => h.Estado === ESTADOS_PISO.limpia },
  { id: 'llegadas', etiqueta: 'Llegadas hoy', vacio: 'Hoy no llega nadie.', cumple: (h) => h.LlegaHoy },
];

export const filtroDe = (id: IdFiltro): FiltroPisos => FILTROS.find((f) => f.id === id) ?? FILTROS[0];

/** A state as a CSS modifier (`Inspeccionada` → `inspeccionada`). */
export const claseEstado = (estado: EstadoPiso): string => estado.toLowerCase();

/** How many rooms in each state, in the states' order: `Sucia: 2`. */
export function contarEstados(habitaciones: readonly HabitacionPiso[]): { estado: EstadoPiso; cantidad: number }[] {
  return [ESTADOS_PISO.sucia, ESTADOS_PISO.limpia, ESTADOS_PISO.inspeccionada].map((estado) => ({
    estado,
    cantidad: habitaciones.filter((h) => h.Estado === estado).length,
  }));
}
