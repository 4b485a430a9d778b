import { DialogFooter, DraggableModal } from '@recepcion/ui';
import { useReserva } from '../comun/api/get-reserva';
import type { Reserva } from '../comun/tipos';
import { TabPasajeros } from '../editor/tab-pasajeros';

/**
 * The guests of a saved reservation, from the phone: the edit modal's guests tab (choose the room
 * and the passenger, or create one; move or remove a listed one) on the reservation as it is now.
 * Guardar hands the reservation with its new list to `onGuardar`, which saves it whole.
 */
export function PasajerosDialog({ reservaId, ocupado, onClose, onGuardar }: { reservaId: number; ocupado: boolean; onClose: () => void; onGuardar: (reserva: Reserva) => void }) {
  // Read when the dialog opens, so its Version is the one Guardar sends; the tab edits this copy.
  const { state, setData } = useReserva(reservaId);
  const reserva = state.status === 'success' ? state.data : null;

  return (
    <DraggableModal
      open
      title="Pasajeros"
      onClose={onClose}
      // A form, as the edit modal is: Guardar (or Enter in a field) hands the reservation over.
      onSubmit={() => reserva && onGuardar(reserva)}
      footer={<DialogFooter pending={ocupado} onCancel={onClose} />}
    >
      {state.status === 'error' && <p className="rs-vacio">No se pudo cargar la reserva.</p>}
      {state.status === 'loading' && <p role="status">Cargando reserva…</p>}
      {reserva && (
        <div className="rs-movil-pasajeros">
          <TabPasajeros reserva={reserva} onCambio={(Pasajeros) => setData((r) => ({ ...r, Pasajeros }))} />
        </div>
      )}
    </DraggableModal>
  );
}
