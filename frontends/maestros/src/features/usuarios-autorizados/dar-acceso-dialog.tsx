import { DialogFooter, DraggableModal, SelectField, TextField } from '@recepcion/ui';
import { useForm } from '../../lib/use-form';
import { useInvitar } from './api/dar-acceso';
import { errorDeCampo } from './negativa';
import { esTipoUsuario, TIPO_PREDETERMINADO, TIPOS_USUARIO } from './tipos-usuario';
import { validarDarAcceso } from './validacion';

const ORDEN = ['email', 'tipo'] as const;

export interface DarAccesoDialogProps {
  onClose: () => void;
  /** The server's answer, said as a toast. */
  onEnviada: (mensaje: string) => void;
}

/**
 * "Hotel user" by e-mail: an invitation. The person gets access with the chosen type once they
 * accept it, signed in with that address; whether the address has an account is never said.
 */
export function DarAccesoDialog({ onClose, onEnviada }: DarAccesoDialogProps) {
  const { values, field, showErrors } = useForm({ email: '', tipo: TIPO_PREDETERMINADO as string });
  const { mutate, pending } = useInvitar();

  const guardar = async () => {
    if (pending || !showErrors(validarDarAcceso(values), ORDEN)) return;
    try {
      const respuesta = await mutate({ Usuario: values.email.trim(), IDTipoUsuario: esTipoUsuario(values.tipo) ? values.tipo : TIPO_PREDETERMINADO });
      onEnviada(respuesta.Message);
    } catch (error) {
      const negativa = errorDeCampo(error);
      if (negativa?.campo === 'email') showErrors({ email: negativa.mensaje }, ORDEN);
    }
  };

  return (
    <DraggableModal open title="Invitar" onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} texto="Enviar invitación" />}>
      <TextField label="Correo" type="email" required autoComplete="off" maxLength={200} hint="Recibirá un correo y tendrá acceso cuando acepte la invitación al ingresar con él." {...field('email')} />
      <SelectField label="Tipo" options={TIPOS_USUARIO} {...field('tipo')} />
    </DraggableModal>
  );
}
