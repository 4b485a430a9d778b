import { type ComponentProps, type ComponentType, use } from 'react';

type CodigoDiferido = typeof import('./codigo-diferido');
type Componente = 'DialogoAbierto' | 'InvitacionPage' | 'RestablecerContrasenaPage' | 'VerificarCorreoPage';

let cargado: CodigoDiferido | null = null;
let carga: Promise<CodigoDiferido> | null = null;

/** Loads `codigo-diferido.ts`'s chunk (once); what is rendered after that renders at once. */
export function cargarCodigoDiferido(): Promise<CodigoDiferido> {
  carga ??= import('./codigo-diferido').then((m) => (cargado = m));
  return carga;
}

/** A component of the chunk: the first time it renders it suspends (inside a Suspense) until the chunk has loaded. */
function diferido<K extends Componente>(nombre: K) {
  function Diferido(props: ComponentProps<CodigoDiferido[K]>) {
    const Componente = (cargado ?? use(cargarCodigoDiferido()))[nombre] as ComponentType<object>;
    return <Componente {...(props as object)} />;
  }
  Diferido.displayName = nombre;
  return Diferido;
}

export const DialogoAbierto = diferido('DialogoAbierto');
export const InvitacionPage = diferido('InvitacionPage');
export const RestablecerContrasenaPage = diferido('RestablecerContrasenaPage');
export const VerificarCorreoPage = diferido('VerificarCorreoPage');
