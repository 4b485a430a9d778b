import type { Configuracion } from '@recepcion/contracts';
import { configuracionPrueba, HOTEL_PRUEBA, iniciarSesionPrueba, limpiarPantalla, renderConPortal } from '@recepcion/testing-web';
import { ReservaDialogos } from '../../src/features/reserva/reserva-dialogos';

export const HOTEL_ID = HOTEL_PRUEBA;
export const ESCRITORIO = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
export const MOVIL = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

export const CONFIG = configuracionPrueba({ TipoImpuestoSAId: 1, Encabezado: 'Av. Costanera 123\nValdivia' });

/**
 * Signs the hotel in and renders the dialogs host at `path` as the area does, with what the
 * portal adds around it: the toast host and the error toasts of failed calls.
 */
export function renderDialogos(path: string, { userAgent = ESCRITORIO, config = CONFIG }: { userAgent?: string; config?: Configuracion } = {}) {
  iniciarSesionPrueba(config);
  window.history.replaceState(null, '', path);
  return renderConPortal(<ReservaDialogos hotelId={HOTEL_ID} userAgent={userAgent} />);
}

/** Unmounts, clears toasts and the session, and leaves the address at '/'. */
export function limpiar(): void {
  limpiarPantalla();
  document.body.classList.remove('rs-imprimiendo');
}
