/**
 * What the portal loads after the page, as one chunk: the dialogs (none is open when a page first
 * paints) and the pages behind the mailed links (seldom opened). See `diferidos.tsx`.
 */
export { DialogoAbierto } from '../dialogs/dialogo-abierto';
export { InvitacionPage } from '../features/cuenta/invitacion/invitacion-page';
export { RestablecerContrasenaPage } from '../features/cuenta/restablecer/restablecer-contrasena-page';
export { VerificarCorreoPage } from '../features/cuenta/verificar/verificar-correo-page';
