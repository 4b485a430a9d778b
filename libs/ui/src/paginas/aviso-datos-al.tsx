import { MENSAJE_DATOS_AL } from '@recepcion/contracts';
import { formatearMomento } from '@recepcion/domain';
import { useEffect, useState } from 'react';

/** `dd-MM-yyyy HH:mm:ss` of a moment, in the browser's time. */
export const momentoConSegundos = (iso: string): string => formatearMomento(iso, { segundos: true });

export interface AvisoDatosAlProps {
  /** libs/api-client's `onDatosAl` (the kit does not import the client). */
  escuchar: (oyente: (aviso: { ruta: string; al: string | null }) => void) => () => void;
  /** Where the screen's standby reads start (`Informes/`, `Actividad`). */
  rutas: readonly string[];
}

/**
 * «Datos al dd-MM-yyyy HH:mm:ss» while the screen's last read from a standby came back with an
 * older moment than now (the standby is behind); nothing otherwise.
 */
export function AvisoDatosAl({ escuchar, rutas }: AvisoDatosAlProps) {
  const [al, setAl] = useState<string | null>(null);
  const clave = rutas.join('\n');
  useEffect(() => {
    const prefijos = clave.split('\n');
    return escuchar((aviso) => {
      if (prefijos.some((p) => aviso.ruta.startsWith(p))) setAl(aviso.al);
    });
  }, [escuchar, clave]);
  if (!al) return null;
  return (
    <p className="rc-datos-al" role="status">
      {MENSAJE_DATOS_AL.replace('{momento}', momentoConSegundos(al))}
    </p>
  );
}
