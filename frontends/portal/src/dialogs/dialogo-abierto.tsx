import type { Sesion } from '@recepcion/session';
import { CambiarContrasenaDialog } from '../features/cuenta/cambiar-contrasena/cambiar-contrasena-dialog';
import { ConfiguracionEmpresaDialog } from '../features/cuenta/ajustes/configuracion-empresa-dialog';
import { EmpresaDialog } from '../features/cuenta/ajustes/empresa-dialog';
import { HotelDialog } from '../features/cuenta/ajustes/hotel-dialog';
import { InvitacionesDialog } from '../features/cuenta/invitaciones/invitaciones-dialog';
import { CambiarHotelDialog } from '../features/cuenta/hoteles/cambiar-hotel-dialog';
import { ConfiguracionDialog } from '../features/cuenta/configuracion/configuracion-dialog';
import { LoginDialog } from '../features/cuenta/login/login-dialog';
import { RecuperarDialog } from '../features/cuenta/recuperar/recuperar-dialog';
import { RegistroDialog } from '../features/cuenta/registro/registro-dialog';
import { BienvenidaDialog } from '../features/inicio/bienvenida-dialog';
import { InicioDialog } from '../features/inicio/inicio-dialog';
import { closePortalDialog, type PortalDialog } from './dialog-store';

/** The open portal dialog; those that need a session wait for one. */
export function DialogoAbierto({ dialog, sesion }: { dialog: PortalDialog; sesion: Sesion }) {
  const onClose = closePortalDialog;
  switch (dialog.name) {
    case 'login':
      return <LoginDialog key={dialog.aviso ?? 'login'} email={dialog.email} aviso={dialog.aviso} onClose={onClose} />;
    case 'registro':
      return <RegistroDialog onClose={onClose} />;
    case 'recuperar':
      return <RecuperarDialog email={dialog.email} onClose={onClose} />;
    case 'cambiar-contrasena':
      return sesion.usuario ? <CambiarContrasenaDialog usuarioId={sesion.usuario.Id} onClose={onClose} /> : null;
    case 'configuracion':
      return sesion.estado === 'sin-configurar' && sesion.config ? <ConfiguracionDialog config={sesion.config} onClose={onClose} /> : null;
    case 'hotel':
      return sesion.config ? <HotelDialog hotelId={sesion.config.HotelId} onClose={onClose} /> : null;
    case 'configuracion-empresa':
      return sesion.config ? <ConfiguracionEmpresaDialog config={sesion.config} onClose={onClose} /> : null;
    case 'empresa':
      return sesion.config ? <EmpresaDialog config={sesion.config} onClose={onClose} /> : null;
    case 'invitaciones':
      return sesion.usuario ? <InvitacionesDialog onClose={onClose} /> : null;
    case 'cambiar-hotel':
      return sesion.usuario ? <CambiarHotelDialog onClose={onClose} /> : null;
    case 'inicio':
      return sesion.config ? <InicioDialog hotel={sesion.config.Nombre} usuario={sesion.usuario?.Nombre} onClose={onClose} /> : null;
    case 'bienvenida':
      return sesion.config ? <BienvenidaDialog hotel={sesion.config.Nombre} onClose={onClose} /> : null;
    default:
      return null;
  }
}
