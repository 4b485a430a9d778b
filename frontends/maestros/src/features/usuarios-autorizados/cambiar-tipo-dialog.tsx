import type { HotelUsuario } from '@recepcion/contracts';
import { DialogFooter, DraggableModal, SelectField } from '@recepcion/ui';
import { useForm } from '../../lib/use-form';
import { useCambiarTipoUsuario } from './api/cambiar-tipo-usuario';
import { esTipoUsuario, TIPO_NUEVO, TIPOS_USUARIO } from './tipos-usuario';

export interface CambiarTipoDialogProps {
  usuario: HotelUsuario;
  onClose: () => void;
  onGuardado: (usuario: HotelUsuario) => void;
}

/** Changes what the selected user is in this hotel (Administrador, Recepción, Consulta, Camarería), starting from what it is. */
export function CambiarTipoDialog({ usuario, onClose, onGuardado }: CambiarTipoDialogProps) {
  const { values, field } = useForm({ tipo: esTipoUsuario(usuario.IDTipoUsuario) ? usuario.IDTipoUsuario : TIPO_NUEVO });
  const { mutate, pending } = useCambiarTipoUsuario();

  const guardar = async () => {
    if (pending) return;
    try {
      onGuardado(await mutate({ id: usuario.Id, IDTipoUsuario: esTipoUsuario(values.tipo) ? values.tipo : TIPO_NUEVO }));
    } catch {
      // The portal shows the refusal; the dialog stays open.
    }
  };

  return (
    <DraggableModal open size="sm" title="Cambiar tipo" onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <dl className="ms-resumen">
        <dt>Nombre</dt>
        <dd>{usuario.Nombre}</dd>
        <dt>Correo</dt>
        <dd>{usuario.Usuario}</dd>
      </dl>
      <SelectField label="Tipo" options={TIPOS_USUARIO} {...field('tipo')} />
    </DraggableModal>
  );
}
