import type { HotelUsuario } from '@recepcion/contracts';
import { DialogFooter, DraggableModal, SelectField, TextField } from '@recepcion/ui';
import { useForm } from '../../lib/use-form';
import { useDarAcceso } from './api/dar-acceso';
import { errorDeCampo } from './negativa';
import { esTipoUsuario, TIPO_PREDETERMINADO, TIPOS_USUARIO } from './tipos-usuario';
import { validarDarAcceso } from './validacion';

const ORDEN = ['email', 'tipo'] as const;

export interface DarAccesoDialogProps {
  onClose: () => void;
  onGuardado: (usuario: HotelUsuario) => void;
}

/** "Hotel user": gives a person who already has an account access to this hotel. */
export function DarAccesoDialog({ onClose, onGuardado }: DarAccesoDialogProps) {
  const { values, field, showErrors } = useForm({ email: '', tipo: TIPO_PREDETERMINADO as string });
  const { mutate, pending } = useDarAcceso();

  const guardar = async () => {
    if (pending || !showErrors(validarDarAcceso(values), ORDEN)) return;
    try {
      onGuardado(await mutate({ Usuario: values.email.trim(), IDTipoUsuario: esTipoUsuario(values.tipo) ? values.tipo : TIPO_PREDETERMINADO }));
    } catch (error) {
      const negativa = errorDeCampo(error);
      if (negativa?.campo === 'email') showErrors({ email: negativa.mensaje }, ORDEN);
    }
  };

  return (
    <DraggableModal open title="Dar acceso" onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <TextField label="Correo" type="email" required autoComplete="off" maxLength={200} hint="El de una persona que ya tiene cuenta en Recepción." {...field('email')} />
      <SelectField label="Tipo" options={TIPOS_USUARIO} {...field('tipo')} />
    </DraggableModal>
  );
}
