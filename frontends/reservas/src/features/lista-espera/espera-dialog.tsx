import { Autocomplete, DateInput, DialogFooter, DraggableModal, NumberInput, TextField, useFormulario } from '@recepcion/ui';
import { hoy } from '../../lib/fechas';
import { buscarClientes } from './api/buscar-clientes';
import { useGuardarEspera } from './api/guardar-espera';
import { conCheckIn, esperaDatos, esperaForm, esperaNueva, ORDEN_ESPERA, validarEspera } from './espera-form';
import type { ClienteItem, Espera } from './tipos';

export interface EsperaDialogProps {
  /** The entry to edit; without it, a new one. */
  espera?: Espera;
  onClose: () => void;
  onGuardado: (espera: Espera) => void;
}

/** The waiting-list dialog: the stay wanted, the client, how many guests and rooms, and preferences. */
export function EsperaDialog({ espera, onClose, onGuardado }: EsperaDialogProps) {
  const form = useFormulario(espera ? esperaForm(espera) : esperaNueva(hoy()));
  const { mutate, pending } = useGuardarEspera();
  const checkIn = form.fecha('CheckIn');

  const guardar = async () => {
    if (pending || !form.validar(validarEspera(form.valores, { hoy: hoy(), checkInGuardado: espera?.CheckIn }), ORDEN_ESPERA)) return;
    try {
      onGuardado(await mutate(esperaDatos(espera?.Id ?? 0, form.valores)));
    } catch {
      // The portal shows the refusal; the dialog stays open.
    }
  };

  return (
    <DraggableModal open closeOnEscape title="Reserva en lista de espera" onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <div className="rs-fila-campos">
        <DateInput
          label="Check-in"
          required
          {...checkIn}
          onChange={(valor) => {
            const cambio = conCheckIn(form.valores, valor ?? '');
            form.cambiar('CheckIn', cambio.CheckIn);
            if (cambio.CheckOut !== form.valores.CheckOut) form.cambiar('CheckOut', cambio.CheckOut);
          }}
        />
        <DateInput label="Check-out" required {...form.fecha('CheckOut')} />
      </div>
      <Autocomplete<ClienteItem>
        label="Cliente"
        required
        buscar={buscarClientes}
        value={form.valores.Cliente}
        onChange={(cliente) => form.cambiar('Cliente', cliente)}
        placeholder="Escriba al menos 2 letras"
        {...form.campo('Cliente')}
      />
      <TextField label="Nombre del pasajero" autoComplete="off" maxLength={200} {...form.texto('NombrePax')} />
      <div className="rs-fila-campos">
        <NumberInput label="Pasajeros" required decimales={0} {...form.numero('CantidadPasajeros')} />
        <NumberInput label="Habitaciones" required decimales={0} {...form.numero('CantidadHabitaciones')} />
      </div>
      <TextField label="Habitaciones de preferencia" autoComplete="off" maxLength={500} {...form.texto('HabitacionesPreferencia')} />
      <TextField label="Comentario" autoComplete="off" maxLength={2000} {...form.texto('Comentario')} />
    </DraggableModal>
  );
}
