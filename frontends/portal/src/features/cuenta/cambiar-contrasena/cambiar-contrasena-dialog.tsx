import { ApiError } from '@recepcion/api-client';
import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { DraggableModal, TextField, toast } from '@recepcion/ui';
import { DialogActions } from '../../../dialogs/dialog-actions';
import { useForm } from '../../../forms/use-form';
import { EXITO_CUENTA } from '../mensajes-exito';
import { changePassword } from './change-password';
import { CAMBIO_SERVER_FIELDS, validarCambio, type CambioForm } from './validar-cambio';

/** Cambiar contraseña of the signed-in user. */
export function CambiarContrasenaDialog({ usuarioId, onClose }: { usuarioId: number; onClose: () => void }) {
  const form = useForm<CambioForm>({ actual: '', nueva: '', repetir: '' }, validarCambio);

  const submit = form.onSubmit(async (values) => {
    try {
      const respuesta = await changePassword({ id: usuarioId, oldPassword: values.actual, newPassword: values.nueva });
      toast.success(respuesta?.Message || EXITO_CUENTA.contrasenaCambiada);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.mensaje === M.contrasenaIncorrecta) {
        form.fail('actual', M.contrasenaIncorrecta, { clear: true });
        return;
      }
      throw error;
    }
  }, CAMBIO_SERVER_FIELDS);

  return (
    <DraggableModal
      open
      size="sm"
      title="Cambiar contraseña"
      onClose={onClose}
      onSubmit={submit}
      footer={<DialogActions submitLabel="Cambiar" pendingLabel="Cambiando…" pending={form.pending} onCancel={onClose} />}
    >
      <TextField label="Contraseña actual" type="password" autoComplete="current-password" {...form.field('actual')} />
      <TextField label="Nueva contraseña" type="password" autoComplete="new-password" hint="Al menos 6 caracteres." {...form.field('nueva')} />
      <TextField label="Repita la nueva contraseña" type="password" autoComplete="new-password" {...form.field('repetir')} />
    </DraggableModal>
  );
}
