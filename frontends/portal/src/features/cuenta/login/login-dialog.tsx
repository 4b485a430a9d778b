import { ApiError } from '@recepcion/api-client';
import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { CheckboxField, DraggableModal, TextField, toast } from '@recepcion/ui';
import { DialogActions } from '../../../dialogs/dialog-actions';
import { openPortalDialog } from '../../../dialogs/dialog-store';
import { useForm } from '../../../forms/use-form';
import { login } from './login';
import { validarLogin, type LoginForm } from './validar-login';

export interface LoginDialogProps {
  email?: string;
  /** A notice above the form ('Vuelva a iniciar sesión'). */
  aviso?: string;
  onClose: () => void;
}

/** Ingresar: e-mail, password and "Recordarme" (the session lasts 90 days). */
export function LoginDialog({ email = '', aviso, onClose }: LoginDialogProps) {
  const form = useForm<LoginForm>({ email, password: '', recordar: false }, validarLogin);

  const submit = form.onSubmit(
    async (values) => {
      try {
        const respuesta = await login({ email: values.email.trim(), password: values.password, recordar: values.recordar });
        // An earlier 'La contraseña es incorrecta.' (or any other failed try) no longer applies.
        toast.clear();
        // Closed first: the session's new state opens the next dialog (setup or start).
        onClose();
        session.establecer(respuesta);
      } catch (error) {
        // Spec section 8: error toast (already shown), password cleared and refocused.
        if (error instanceof ApiError && error.mensaje === M.contrasenaIncorrecta) {
          form.fail('password', M.contrasenaIncorrecta, { clear: true });
          return;
        }
        throw error;
      }
    },
    { [M.faltaEmail]: 'email', [M.emailInvalido]: 'email', [M.faltaContrasena]: 'password', [M.cuentaBloqueada]: 'email' },
  );

  return (
    <DraggableModal
      open
      size="sm"
      title="Ingresar"
      onClose={onClose}
      onSubmit={submit}
      footer={<DialogActions submitLabel="Ingresar" pendingLabel="Ingresando…" pending={form.pending} onCancel={onClose} />}
    >
      {aviso && (
        <p className="pt-dialog-notice" role="status">
          {aviso}
        </p>
      )}
      <TextField label="Correo electrónico" type="email" autoComplete="username" {...form.field('email')} />
      <TextField label="Contraseña" type="password" autoComplete="current-password" {...form.field('password')} />
      <CheckboxField label="Recordarme" hint="Mantiene la sesión abierta en este equipo por 90 días." {...form.checkbox('recordar')} />
      <div className="pt-dialog-links">
        <button type="button" className="pt-link-button" onClick={() => openPortalDialog({ name: 'recuperar', email: form.values.email })}>
          ¿Olvidó su contraseña?
        </button>
        <button type="button" className="pt-link-button" onClick={() => openPortalDialog({ name: 'registro' })}>
          Crear una cuenta
        </button>
      </div>
    </DraggableModal>
  );
}
