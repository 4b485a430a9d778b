/** A successful answer: the path asked (as given to `api`) and its CABECERA_DATOS_AL, or null. */
export interface AvisoDatosAl {
  ruta: string;
  al: string | null;
}

export type DatosAlListener = (aviso: AvisoDatosAl) => void;

const oyentes = new Set<DatosAlListener>();

/**
 * Subscribes to how old each successful answer's data is: a read a standby served while behind
 * carries the moment (CABECERA_DATOS_AL); every other answer says null. The screens that read from
 * the standby show it. Returns the unsubscribe function.
 */
export function onDatosAl(listener: DatosAlListener): () => void {
  oyentes.add(listener);
  return () => oyentes.delete(listener);
}

export function avisarDatosAl(ruta: string, al: string | null): void {
  oyentes.forEach((oyente) => {
    try {
      oyente({ ruta, al });
    } catch {
      // A broken listener must not fail the read.
    }
  });
}
