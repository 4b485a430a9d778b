import { createContext, type ReactNode, useContext } from 'react';

/** Said where the create, edit and delete buttons would be. */
export const MENSAJE_SOLO_LECTURA = 'Solo lectura: su tipo de usuario no permite cambios aquí.';

const SoloLecturaContext = createContext(false);

/**
 * A page shown to a user whose type may not change it (libs/contracts `PermisoEscritura`): the
 * kit's toolbars and inline tables inside leave out their create, edit and delete actions. The
 * server refuses those writes anyway; this only keeps the screen honest.
 */
export function SoloLectura({ activa, children }: { activa: boolean; children: ReactNode }) {
  return <SoloLecturaContext.Provider value={activa}>{children}</SoloLecturaContext.Provider>;
}

export const useSoloLectura = (): boolean => useContext(SoloLecturaContext);

/** The note a read-only toolbar shows instead of its buttons. */
export function AvisoSoloLectura() {
  return (
    <p className="rc-toolbar__estado" role="note">
      {MENSAJE_SOLO_LECTURA}
    </p>
  );
}
