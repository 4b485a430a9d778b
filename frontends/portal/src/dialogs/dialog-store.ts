import { useSyncExternalStore } from 'react';

/** The portal's own dialogs (spec section 2, "Modal dialogs"): one open at a time. */
export type PortalDialog =
  /** `aviso`: a notice above the form (the session expired). */
  | { name: 'login'; email?: string; aviso?: string }
  | { name: 'registro' }
  | { name: 'recuperar'; email?: string }
  | { name: 'cambiar-contrasena' }
  | { name: 'configuracion' }
  /** The hotel settings of the user menu: the hotel, the company configuration, the company. */
  | { name: 'hotel' }
  | { name: 'configuracion-empresa' }
  | { name: 'empresa' }
  /** The hotels that invited this user (any user, configured hotel or not). */
  | { name: 'invitaciones' }
  /** A user with several hotels moves the session to another one. */
  | { name: 'cambiar-hotel' }
  | { name: 'inicio' }
  | { name: 'bienvenida' };

let current: PortalDialog | null = null;
const listeners = new Set<() => void>();

function publish(next: PortalDialog | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Opens a dialog, replacing the one open (Ingresar → Crear una cuenta). */
export function openPortalDialog(dialog: PortalDialog): void {
  publish(dialog);
}

export function closePortalDialog(): void {
  if (current) publish(null);
}

export function currentPortalDialog(): PortalDialog | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePortalDialog(): PortalDialog | null {
  return useSyncExternalStore(subscribe, currentPortalDialog, currentPortalDialog);
}

let arrival: 'inicio' | 'bienvenida' = 'inicio';

/** The dialog shown on reaching the calendar from a public page: Inicio, or Bienvenida right after setup. */
export function setArrivalDialog(name: 'inicio' | 'bienvenida'): void {
  arrival = name;
}

export function takeArrivalDialog(): 'inicio' | 'bienvenida' {
  const name = arrival;
  arrival = 'inicio';
  return name;
}
