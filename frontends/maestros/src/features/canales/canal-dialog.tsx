import type { Canal } from '@recepcion/contracts';
import { CheckboxField, DialogFooter, DraggableModal, SelectField, TextField, useFormulario } from '@recepcion/ui';
import { useId } from 'react';
import type { Habitacion } from '../../lib/tipos';
import { useGuardarCanal } from './api/guardar-canal';
import { canalDatos, canalForm, canalNuevo, LARGO_NOMBRE_CANAL, LARGO_URL_CANAL, ORDEN_CANAL, SUGERENCIAS_CANAL, validarCanal } from './canal-form';

export interface CanalDialogProps {
  /** The feed to edit; without it, a new one. */
  canal?: Canal;
  /** A new feed's room, when the room's own button opened the dialog. */
  habitacionId?: number;
  habitaciones: readonly Habitacion[];
  onClose: () => void;
  onGuardado: (canal: Canal) => void;
}

/** The imported feed's dialog: its room, the channel's name (with suggestions), the feed's address and whether it is pulled. */
export function CanalDialog({ canal, habitacionId, habitaciones, onClose, onGuardado }: CanalDialogProps) {
  const form = useFormulario(canal ? canalForm(canal) : canalNuevo(habitacionId));
  const { mutate, pending } = useGuardarCanal();
  const sugerenciasId = `${useId()}-sugerencias`;

  const guardar = async () => {
    if (pending || !form.mostrarErrores(validarCanal(form.valores), ORDEN_CANAL)) return;
    try {
      onGuardado(await mutate(canalDatos(canal?.Id ?? 0, form.valores)));
    } catch {
      // The portal shows the refusal; the dialog stays open.
    }
  };

  return (
    <DraggableModal open title={canal ? 'Editar canal' : 'Agregar canal'} onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <SelectField label="Habitación" required placeholder="Seleccione una habitación" options={habitaciones.map((h) => ({ value: String(h.Id), label: h.Nombre }))} {...form.texto('HabitacionId')} />
      <TextField label="Nombre" required autoComplete="off" maxLength={LARGO_NOMBRE_CANAL} list={sugerenciasId} hint="Booking.com, Airbnb, Vrbo, Expedia, Google Calendar u otro." {...form.texto('Nombre')} />
      <datalist id={sugerenciasId}>
        {SUGERENCIAS_CANAL.map((nombre) => (
          <option key={nombre} value={nombre} />
        ))}
      </datalist>
      <TextField
        label="URL del calendario"
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={LARGO_URL_CANAL}
        hint="La dirección iCal (.ics) que el canal da para exportar la disponibilidad de esta habitación."
        {...form.texto('Url')}
      />
      <CheckboxField label="Activo" hint="Recepción lee el calendario de un canal activo cada pocos minutos." {...form.marca('Activo')} />
    </DraggableModal>
  );
}
