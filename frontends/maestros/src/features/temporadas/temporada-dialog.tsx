import { DateInput, DialogFooter, DraggableModal, TextField, useFormulario } from '@recepcion/ui';
import type { Temporada } from '../../lib/tipos';
import { useGuardarTemporada } from './api/guardar-temporada';
import { avisosSuperposicion, ORDEN_TEMPORADA, REGLA_SUPERPOSICION, TEMPORADA_NUEVA, temporadaDatos, temporadaForm, validarTemporada } from './temporada-form';

export interface TemporadaDialogProps {
  /** The season to edit; without it, a new one. */
  temporada?: Temporada;
  onClose: () => void;
  onGuardado: (temporada: Temporada) => void;
  /** The hotel's seasons: the dialog says which of them the dates share days with, and which prices those days. */
  temporadas?: readonly Temporada[];
}

/** The season dialog: a name and the days it starts and ends (both included). */
export function TemporadaDialog({ temporada, onClose, onGuardado, temporadas = [] }: TemporadaDialogProps) {
  const form = useFormulario(temporada ? temporadaForm(temporada) : TEMPORADA_NUEVA);
  const { mutate, pending } = useGuardarTemporada();
  const superposiciones = avisosSuperposicion(temporada?.Id ?? 0, form.valores, temporadas);

  const guardar = async () => {
    if (pending || !form.mostrarErrores(validarTemporada(form.valores), ORDEN_TEMPORADA)) return;
    try {
      onGuardado(await mutate(temporadaDatos(temporada?.Id ?? 0, form.valores)));
    } catch {
      // The portal shows the refusal; the dialog stays open.
    }
  };

  return (
    <DraggableModal open title="Temporada" onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <TextField label="Nombre" required autoComplete="off" maxLength={80} {...form.texto('Nombre')} />
      <div className="ms-fila-campos">
        <DateInput label="Fecha inicial" required {...form.fecha('FechaInicial')} />
        <DateInput label="Fecha final" required {...form.fecha('FechaFinal')} />
      </div>
      {superposiciones.length > 0 && (
        <div role="note" aria-label="Temporadas superpuestas">
          {superposiciones.map((aviso) => (
            <p key={aviso}>{aviso}</p>
          ))}
          <p>{REGLA_SUPERPOSICION}</p>
        </div>
      )}
    </DraggableModal>
  );
}
