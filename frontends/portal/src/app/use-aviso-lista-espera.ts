import { type ActualizacionEnVivo, ENTIDAD_EN_VIVO_RESERVAS, hayDisponibilidadEnEspera } from '@recepcion/contracts';
import { listas } from '@recepcion/session';
import { toast } from '@recepcion/ui';
import { useEffect } from 'react';

type Suscribir = (escucha: (listas: unknown, actualizacion?: ActualizacionEnVivo) => void) => () => void;

/** The server's notice that freed nights now fit waiting entries, on whatever page is open. */
export function avisarListaEspera(actualizacion?: ActualizacionEnVivo): void {
  if (actualizacion?.entidad !== ENTIDAD_EN_VIVO_RESERVAS.listaEspera) return;
  const datos = actualizacion.datos as { Disponibles?: unknown } | null;
  const n = typeof datos?.Disponibles === 'number' ? datos.Disponibles : 0;
  if (n > 0) toast.info(hayDisponibilidadEnEspera(n));
}

/** Mounted once by the portal: every page of the hotel hears it (the waiting list also reloads). */
export function useAvisoListaEspera(suscribir: Suscribir = listas.subscribe): void {
  useEffect(() => suscribir((_listas, actualizacion) => avisarListaEspera(actualizacion)), [suscribir]);
}
