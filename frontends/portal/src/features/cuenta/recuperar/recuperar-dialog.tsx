import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { DraggableModal, TextField, toast } from '@recepcion/ui';
import { DialogActions } from '../../../dialogs/dialog-actions';
import { openPortalDialog } from '../../../dialogs/dialog-store';
import { useForm } from '../../../forms/use-form';
import { recoverPassword } from './recover-password';
import { validarRecuperar, type RecuperarForm } from './validar-recuperar';

/** Recuperar contraseña: the server e-mails a link to choose a new one. */
export function RecuperarDialog({ email = '', onClose }: { email?: string; onClose: () => void }) {
  const form = useForm<RecuperarForm>({ email }, validarRecuperar);

  const submit = form.onSubmit(
    async (values) => {
      const respuesta = await recoverPassword(values.email.trim());
      toast.success(respuesta?.Message || M.contrasenaEnviada);
      onClose();
    },
    { [M.faltaEmail]: 'email', [M.emailInvalido]: 'email' },
  );

  return (
    <DraggableModal
      open
      size="sm"
      title="Recuperar contraseña"
      onClose={onClose}
      onSubmit={submit}
      footer={<DialogActions submitLabel="Enviar" pendingLabel="Enviando…" pending={form.pending} onCancel={onClose} />}
    >
      <p className="pt-dialog-text">Escriba el correo de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.</p>
      <TextField label="Correo electrónico" type="email" autoComplete="username" {...form.field('email')} />
      <p className="pt-dialog-links">
        <button type="button" className="pt-link-button" onClick={() => openPortalDialog({ name: 'login', email: form.values.email })}>
          Volver a Ingresar
        </button>
      </p>
    </DraggableModal>
  );
}
