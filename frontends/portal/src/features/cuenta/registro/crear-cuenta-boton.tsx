import { useSession } from '@recepcion/session';
import { openPortalDialog } from '../../../dialogs/dialog-store';

/**
 * «Crear cuenta» of the public pages: opens the registration dialog. Not shown to someone signed
 * in (a hotel still to set up has its setup dialog over the page instead).
 */
export function CrearCuentaBoton({ className = '' }: { className?: string }) {
  const { estado } = useSession();
  if (estado === 'configurado' || estado === 'sin-configurar') return null;
  return (
    <button type="button" className={`rc-button rc-button--primary pt-button-large ${className}`.trim()} onClick={() => openPortalDialog({ name: 'registro' })}>
      Crear cuenta
    </button>
  );
}
