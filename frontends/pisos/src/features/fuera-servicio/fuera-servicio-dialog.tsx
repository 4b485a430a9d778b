import { ApiError } from '@recepcion/api-client';
import type { FueraServicio } from '@recepcion/contracts';
import { DateInput, DialogFooter, DraggableModal, SelectField, TextField, toast, useFormulario, useMutation, useQuery } from '@recepcion/ui';
import { useId, useMemo, useState } from 'react';
import { crearFueraServicio, getTablero } from '../../lib/api';
import { hoy } from '../../lib/fechas';
import { MENSAJES } from '../../mensajes';
import { campoDelRechazo, cuerpoFueraServicio, MOTIVO_MAXIMO, nuevoFueraServicio, ORDEN_FUERA_SERVICIO, validarFueraServicio } from './validar-fuera-servicio';

export interface FueraServicioDialogProps {
  onClose: () => void;
  onGuardado: (fuera: FueraServicio) => void;
}

/**
 * «Nuevo»: a room out of order from one day to another (nights `Desde` ≤ night < `Hasta`) and why.
 * The server's rules are checked first, in its words; a refusal it still sends shows under its
 * field, or above the form when it is about the whole period (reservations on those nights), and
 * as an error toast; the dialog stays open.
 */
export function FueraServicioDialog({ onClose, onGuardado }: FueraServicioDialogProps) {
  // The rooms in the hotel's order, as the board lists them.
  const tablero = useQuery('Pisos/habitaciones', getTablero);
  const habitaciones = useMemo(() => (tablero.state.data ?? []).map((h) => ({ value: String(h.HabitacionId), label: h.Nombre })), [tablero.state.data]);
  const form = useFormulario(nuevoFueraServicio(hoy()));
  const { mutate, pending } = useMutation(crearFueraServicio);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const idRechazo = useId();

  const guardar = async () => {
    if (pending) return;
    setRechazo(null);
    if (!form.validar(validarFueraServicio(form.valores), ORDEN_FUERA_SERVICIO)) return;
    try {
      const fuera = await mutate(cuerpoFueraServicio(form.valores));
      toast.success(MENSAJES.guardado);
      onGuardado(fuera);
    } catch (error) {
      const mensaje = error instanceof ApiError ? error.mensaje : String(error);
      const campo = error instanceof ApiError && error.status === 400 ? campoDelRechazo(mensaje) : undefined;
      if (campo) form.mostrarErrores({ [campo]: mensaje }, ORDEN_FUERA_SERVICIO);
      else setRechazo(mensaje);
      // As the portal shows every other refusal (this call is silent only to place it in the dialog).
      toast.error(mensaje);
    }
  };

  return (
    <DraggableModal
      open
      closeOnEscape
      title={MENSAJES.tituloNuevoFuera}
      onClose={onClose}
      onSubmit={guardar}
      describedBy={rechazo ? idRechazo : undefined}
      footer={<DialogFooter pending={pending} onCancel={onClose} />}
    >
      {rechazo && (
        <p id={idRechazo} className="ps-rechazo">
          {rechazo}
        </p>
      )}
      <SelectField label="Habitación" required placeholder={tablero.state.status === 'loading' ? 'Cargando habitaciones…' : 'Seleccione...'} options={habitaciones} {...form.texto('HabitacionId')} />
      <div className="ps-fila-campos">
        <DateInput label="Desde" required hint="Primera noche fuera de servicio" emitirFueraDeRango {...form.fecha('Desde')} />
        <DateInput label="Hasta" required hint="Vuelve a estar disponible" emitirFueraDeRango {...form.fecha('Hasta')} />
      </div>
      <TextField label="Motivo" required maxLength={MOTIVO_MAXIMO} autoComplete="off" hint={`Hasta ${MOTIVO_MAXIMO} caracteres: se ve en el tablero y en el calendario.`} {...form.texto('Motivo')} />
    </DraggableModal>
  );
}
