import { DialogFooter, DraggableModal, NumberInput, TextField, useFormulario } from '@recepcion/ui';
import type { TipoImpuesto } from '../../lib/tipos';
import { useGuardarTipoImpuesto } from './api/guardar-tipo-impuesto';
import { ORDEN_TIPO_IMPUESTO, TIPO_IMPUESTO_NUEVO, tipoImpuestoDatos, tipoImpuestoForm, validarTipoImpuesto } from './tipo-impuesto-form';

export interface TipoImpuestoDialogProps {
  /** The tax type to edit; without it, a new one. */
  impuesto?: TipoImpuesto;
  onClose: () => void;
  onGuardado: (impuesto: TipoImpuesto) => void;
}

/** The tax type dialog: name and percentage. */
export function TipoImpuestoDialog({ impuesto, onClose, onGuardado }: TipoImpuestoDialogProps) {
  const form = useFormulario(impuesto ? tipoImpuestoForm(impuesto) : TIPO_IMPUESTO_NUEVO);
  const { mutate, pending } = useGuardarTipoImpuesto();

  const guardar = async () => {
    if (pending || !form.mostrarErrores(validarTipoImpuesto(form.valores), ORDEN_TIPO_IMPUESTO)) return;
    try {
      onGuardado(await mutate(tipoImpuestoDatos(impuesto?.Id ?? 0, form.valores)));
    } catch {
      // The portal shows the refusal; the dialog stays open.
    }
  };

  return (
    <DraggableModal open size="sm" title="Tipo de impuesto" onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <TextField label="Nombre" required autoComplete="off" maxLength={60} {...form.texto('Nombre')} />
      <NumberInput label="Porcentaje" required hint="De 0 a 100." {...form.numero('Porcentaje')} />
    </DraggableModal>
  );
}
