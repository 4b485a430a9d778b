import { DateInput, DialogFooter, DraggableModal, NumberInput, TextField, useFormulario } from '@recepcion/ui';
import { hoy } from '../../lib/fechas';
import { useGuardarGasto } from './api/guardar-gasto';
import { gastoDatos, gastoForm, gastoNuevo, ORDEN_GASTO, validarGasto } from './gasto-form';
import type { Gasto } from './tipos';

export interface GastoDialogProps {
  /** The expense to edit; without it, a new one. */
  gasto?: Gasto;
  /** Whether the hotel's currency has cents. */
  centavos: boolean;
  /** The hotel's currency code («La moneda CLP no usa decimales»). */
  monedaId?: string | null;
  onClose: () => void;
  onGuardado: (gasto: Gasto) => void;
}

/** The expense dialog: the day, what it was for, how much, and a note. */
export function GastoDialog({ gasto, centavos, monedaId, onClose, onGuardado }: GastoDialogProps) {
  const form = useFormulario(gasto ? gastoForm(gasto) : gastoNuevo(hoy()));
  const { mutate, pending } = useGuardarGasto();

  const guardar = async () => {
    if (pending || !form.validar(validarGasto(form.valores, { monedaId, centavos }), ORDEN_GASTO)) return;
    try {
      onGuardado(await mutate(gastoDatos(gasto?.Id ?? 0, form.valores)));
    } catch {
      // The portal shows the refusal; the dialog stays open.
    }
  };

  return (
    <DraggableModal open closeOnEscape title="Gasto" onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <div className="rs-fila-campos">
        <DateInput label="Fecha" required {...form.fecha('Fecha')} />
        <NumberInput label="Valor" required decimales={centavos ? 2 : 0} moneda={monedaId ?? 'del hotel'} {...form.numero('Valor')} />
      </div>
      <TextField label="Concepto" required autoComplete="off" maxLength={200} {...form.texto('Concepto')} />
      <TextField label="Comentario" autoComplete="off" maxLength={2000} {...form.texto('Comentario')} />
    </DraggableModal>
  );
}
