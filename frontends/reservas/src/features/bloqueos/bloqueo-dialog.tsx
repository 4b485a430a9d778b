import { DateInput, DialogFooter, DraggableModal, NumberInput, SelectField, useFormulario } from '@recepcion/ui';
import { useMemo } from 'react';
import { hoy } from '../../lib/fechas';
import { useLista, type HabitacionLista } from '../../lib/listas';
import { useGuardarBloqueo } from './api/guardar-bloqueo';
import { bloqueoDatos, bloqueoForm, bloqueoNuevo, ORDEN_BLOQUEO, validarBloqueo } from './bloqueo-form';
import type { Bloqueo } from './tipos';

export interface BloqueoDialogProps {
  /** The block to edit; without it, a new one. */
  bloqueo?: Bloqueo;
  onClose: () => void;
  onGuardado: (bloqueo: Bloqueo) => void;
}

/** The room block dialog: from which day, how many nights, which room. A taken room keeps it open. */
export function BloqueoDialog({ bloqueo, onClose, onGuardado }: BloqueoDialogProps) {
  const form = useFormulario(bloqueo ? bloqueoForm(bloqueo) : bloqueoNuevo(hoy()));
  const { mutate, pending } = useGuardarBloqueo();
  const habitaciones = useLista<HabitacionLista>('Habitaciones');
  // The block's own room is a choice even before the list arrives (or once the room is gone from it).
  const opciones = useMemo(() => {
    const filas = [...habitaciones.filas];
    if (bloqueo && !filas.some((h) => h.Id === bloqueo.HabitacionId)) filas.push({ Id: bloqueo.HabitacionId, Nombre: bloqueo.HabitacionNombre, Orden: Number.MAX_SAFE_INTEGER });
    return filas.sort((a, b) => (a.Orden ?? 0) - (b.Orden ?? 0) || a.Id - b.Id).map((h) => ({ value: String(h.Id), label: h.Nombre }));
  }, [habitaciones.filas, bloqueo]);

  const guardar = async () => {
    if (pending || !form.validar(validarBloqueo(form.valores), ORDEN_BLOQUEO)) return;
    try {
      onGuardado(await mutate(bloqueoDatos(bloqueo?.Id ?? 0, form.valores)));
    } catch {
      // 'Habitación no disponible' and other refusals: the portal shows them, the dialog stays open.
    }
  };

  return (
    <DraggableModal open closeOnEscape title="Bloqueo de habitación" size="sm" onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <div className="rs-fila-campos">
        <DateInput label="Fecha" required {...form.fecha('Fecha')} />
        <NumberInput label="Noches" required decimales={0} {...form.numero('Noches')} />
      </div>
      <SelectField
        label="Habitación"
        required
        placeholder={habitaciones.cargando ? 'Cargando habitaciones…' : 'Seleccione...'}
        options={opciones}
        {...form.texto('HabitacionId')}
      />
    </DraggableModal>
  );
}
