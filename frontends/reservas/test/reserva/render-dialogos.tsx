import { onApiError } from '@recepcion/api-client';
import type { Configuracion, UsuarioSesion } from '@recepcion/contracts';
import { listas, session } from '@recepcion/session';
import { toast, ToastHost } from '@recepcion/ui';
import { act, cleanup, render } from '@testing-library/react';
import { ReservaDialogos } from '../../src/features/reserva/reserva-dialogos';

export const HOTEL_ID = 7;
export const ESCRITORIO = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
export const MOVIL = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

const YO: UsuarioSesion = { Id: 4, Nombre: 'Ana Pérez', Email: 'ana@hotel.test', EsOperador: false };

export const CONFIG: Configuracion = {
  Id: 3,
  HotelId: HOTEL_ID,
  Nombre: 'Hotel Sur',
  MonedaId: 'CLP',
  TipoImpuestoId: 1,
  ImpuestoIncluido: true,
  TipoImpuestoSAId: 1,
  ImpuestoIncluidoSA: true,
  PrecioHabitacionPorPersona: false,
  PrecioRegimenPorPersona: false,
  Encabezado: 'Av. Costanera 123\nValdivia',
  PaisId: 35,
  Configurado: true,
  Email: YO.Email,
};

let detener: (() => void) | undefined;

/**
 * Signs the hotel in and renders the dialogs host at `path` as the area does, with what the
 * portal adds around it: the toast host and the error toasts of failed calls.
 */
export function renderDialogos(path: string, { userAgent = ESCRITORIO, config = CONFIG }: { userAgent?: string; config?: Configuracion } = {}) {
  session.establecer({ hotel_id: HOTEL_ID, user_id: YO.Id, config, usuario: YO });
  window.history.replaceState(null, '', path);
  detener = onApiError((error) => void toast.error(error.mensaje));
  return render(
    <>
      <ReservaDialogos hotelId={HOTEL_ID} userAgent={userAgent} />
      <ToastHost />
    </>,
  );
}

/** Unmounts, clears toasts and the session, and leaves the address at '/'. */
export function limpiar(): void {
  cleanup();
  detener?.();
  act(() => toast.clear());
  act(() => listas.detener());
  document.querySelectorAll('[data-rc-dialog]').forEach((d) => d.remove());
  document.body.classList.remove('rs-imprimiendo');
  window.history.replaceState(null, '', '/');
}
