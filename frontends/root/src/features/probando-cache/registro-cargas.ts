import { listas } from '@recepcion/session';

/** When the live reference lists arrived, as far as this area has seen. */
export interface RegistroCargas {
  /** When `openhotel` last answered (ISO); null when it has not or it was before the area loaded. */
  cargadasEn: string | null;
  /** The last `up` event that changed each list (ISO), by list name. */
  actualizadas: Readonly<Record<string, string>>;
}

const SIN_REGISTRO: RegistroCargas = { cargadasEn: null, actualizadas: {} };
let registro: RegistroCargas = SIN_REGISTRO;
const escuchas = new Set<() => void>();
let siguiendo = false;

/**
 * Starts noting when libs/session's lists load and change (libs/session keeps no times). Called
 * when the area loads, so a load after that has its time; once is enough.
 */
export function seguirCargas(): void {
  if (siguiendo) return;
  siguiendo = true;
  listas.subscribe((actuales, actualizacion) => {
    const ahora = new Date().toISOString();
    if (!actualizacion) registro = listas.cargadas() ? { cargadasEn: ahora, actualizadas: {} } : SIN_REGISTRO;
    else if (actuales[actualizacion.entidad]) registro = { ...registro, actualizadas: { ...registro.actualizadas, [actualizacion.entidad]: ahora } };
    else return;
    escuchas.forEach((escucha) => escucha());
  });
}

export const registroCargas = (): RegistroCargas => registro;

export function suscribirCargas(escucha: () => void): () => void {
  escuchas.add(escucha);
  return () => escuchas.delete(escucha);
}
