import { onApiError } from '@recepcion/api-client';
import type { Configuracion, UsuarioSesion } from '@recepcion/contracts';
import { listas, session } from '@recepcion/session';
import { toast, ToastHost } from '@recepcion/ui';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppProps, LifeCycleFn } from 'single-spa';

/** The hotel and the signed-in receptionist of the areas' component tests. */
export const HOTEL_PRUEBA = 7;
export const USUARIO_PRUEBA: UsuarioSesion = { Id: 4, Nombre: 'Ana Pérez', Email: 'ana@hotel.test', EsOperador: false, TipoUsuario: 'AD' };

/** The test hotel's configuration (Chile, CLP, tax included), with `cambios`. */
export function configuracionPrueba(cambios: Partial<Configuracion> = {}): Configuracion {
  return {
    Id: 3,
    HotelId: HOTEL_PRUEBA,
    Nombre: 'Hotel Sur',
    MonedaId: 'CLP',
    TipoImpuestoId: 1,
    ImpuestoIncluido: true,
    TipoImpuestoSAId: null,
    ImpuestoIncluidoSA: true,
    PrecioHabitacionPorPersona: false,
    PrecioRegimenPorPersona: false,
    Encabezado: null,
    PaisId: 35,
    Configurado: true,
    Email: USUARIO_PRUEBA.Email,
    ZonaHoraria: null,
    ...cambios,
  };
}

/** Signs the test receptionist in (libs/session), as the portal does after the startup call. */
export function iniciarSesionPrueba(config: Configuracion = configuracionPrueba()): void {
  session.establecer({ hotel_id: HOTEL_PRUEBA, user_id: USUARIO_PRUEBA.Id, config, usuario: USUARIO_PRUEBA });
}

const alLimpiar: (() => void)[] = [];

/** Renders `contenido` with what the portal adds around an area: the toast host and the error toasts of failed calls. */
export function renderConPortal(contenido: ReactNode) {
  alLimpiar.push(onApiError((error) => void toast.error(error.mensaje)));
  return render(
    <>
      {contenido}
      <ToastHost />
    </>,
  );
}

/** Between tests: unmounts, clears toasts, stops the live channel, removes dialogs, back at '/'. */
export function limpiarPantalla(): void {
  cleanup();
  alLimpiar.splice(0).forEach((detener) => detener());
  act(() => toast.clear());
  // The next test's sign-in opens a new live channel (the fake socket.io of socket-io-falso).
  act(() => listas.detener());
  document.querySelectorAll('[data-rc-dialog]').forEach((dialogo) => dialogo.remove());
  window.history.replaceState(null, '', '/');
}

/** Runs single-spa lifecycle steps as single-spa does; each starts inside act (single-spa-react resolves mount from componentDidMount). */
export async function ejecutarCicloDeVida<P extends AppProps>(pasos: LifeCycleFn<P> | readonly LifeCycleFn<P>[], props: P): Promise<void> {
  for (const paso of Array.isArray(pasos) ? pasos : [pasos]) {
    let pendiente: Promise<unknown> = Promise.resolve();
    act(() => {
      pendiente = paso(props);
    });
    await pendiente;
  }
}
