import { ENTIDAD_EN_VIVO_RESERVAS } from '@recepcion/contracts';
import { listas } from '@recepcion/session';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getCalendario } from './api/get-calendario';
import type { DatosCalendario, HabitacionCalendario } from './tipos';
import { cantidadDias, type Ventana } from './ventana';

/** Reservation changes are pushed on the live channel; the window is read again this often as well. */
export const REFRESCO_MS = 30_000;

/** `clave`: the window the data is of (`desde/días`); while another is read the old one stays shown. */
export type Carga = { estado: 'cargando' } | { estado: 'error' } | { estado: 'listo'; datos: DatosCalendario; clave: string };

export interface Grupo {
  tipoId: number;
  nombre: string;
  habitaciones: HabitacionCalendario[];
}

/** The rooms by room type, each type's rooms in their order (empty types left out). */
export function agrupar(datos: DatosCalendario | null): Grupo[] {
  if (!datos) return [];
  const ordenadas = [...datos.room].sort((a, b) => (a.Orden ?? 0) - (b.Orden ?? 0));
  const porTipo = new Map<number, Grupo>();
  for (const tipo of datos.roomType) porTipo.set(tipo.Id, { tipoId: tipo.Id, nombre: tipo.Nombre, habitaciones: [] });
  for (const h of ordenadas) {
    if (!porTipo.has(h.TipoHabitacionId)) porTipo.set(h.TipoHabitacionId, { tipoId: h.TipoHabitacionId, nombre: h.TipoHabitacionNombre, habitaciones: [] });
    porTipo.get(h.TipoHabitacionId)?.habitaciones.push(h);
  }
  return [...porTipo.values()].filter((g) => g.habitaciones.length > 0);
}

/**
 * The window's cells, rooms and blocks (`GET /api/Calendario`), read again when the window moves,
 * on a live `up` of reservations or blocks and every 30 s, except while paused (`pausar(true)`: a drag).
 * With `aLas` (a past moment) the window as it stood then: it never changes, so it is not refreshed.
 */
export function useVentanaCalendario(ventana: Ventana, aLas: string | null = null) {
  const [carga, setCarga] = useState<Carga>({ estado: 'cargando' });
  const [ocupado, pausar] = useState(false);
  const [version, setVersion] = useState(0);
  const n = cantidadDias(ventana);
  const clave = `${ventana.desde}/${n}/${aLas ?? ''}`;
  const recargar = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let vigente = true;
    getCalendario(ventana.desde, n, aLas).then(
      (datos) => vigente && setCarga({ estado: 'listo', datos, clave: `${ventana.desde}/${n}/${aLas ?? ''}` }),
      () => vigente && setCarga((c) => (c.estado === 'listo' ? c : { estado: 'error' })),
    );
    return () => {
      vigente = false;
    };
  }, [ventana.desde, n, aLas, version]);

  useEffect(() => {
    if (ocupado || aLas) return undefined;
    const timer = setInterval(recargar, REFRESCO_MS);
    const dejar = listas.subscribe((_listas, actualizacion) => {
      if (actualizacion?.entidad === ENTIDAD_EN_VIVO_RESERVAS.reservas || actualizacion?.entidad === ENTIDAD_EN_VIVO_RESERVAS.bloqueos) recargar();
    });
    return () => {
      clearInterval(timer);
      dejar();
    };
  }, [ocupado, aLas, recargar]);

  /** Reads the window now and shows it (after a move, before its toast); false when it failed. */
  const releer = useCallback(async () => {
    const datos = await getCalendario(ventana.desde, n, aLas).catch(() => null);
    if (datos) setCarga({ estado: 'listo', datos, clave: `${ventana.desde}/${n}/${aLas ?? ''}` });
    return datos !== null;
  }, [ventana.desde, n, aLas]);

  const datos = carga.estado === 'listo' ? carga.datos : null;
  /** The data shown is of another window (the new one is being read). */
  const desactualizada = carga.estado === 'listo' && carga.clave !== clave;
  const grupos = useMemo(() => agrupar(datos), [datos]);
  const filas = useMemo(() => grupos.flatMap((g) => g.habitaciones), [grupos]);
  const filaDe = useMemo(() => new Map(filas.map((h, i) => [h.Id, i])), [filas]);

  return { carga, datos, desactualizada, grupos, filas, filaDe, n, recargar, releer, pausar };
}
