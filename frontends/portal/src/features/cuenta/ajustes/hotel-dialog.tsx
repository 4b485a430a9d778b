import { DraggableModal, TextField, toast } from '@recepcion/ui';
import { useCallback } from 'react';
import { DialogActions } from '../../../dialogs/dialog-actions';
import { useForm } from '../../../forms/use-form';
import { getHotel, type HotelDatos, putHotel, useRegistro } from './ajustes-api';
import { GUARDADO, type HotelForm, validarHotel } from './validar-ajustes';

/** Hotel (spec section 2, modal dialogs): the session hotel's name. */
export function HotelDialog({ hotelId, onClose }: { hotelId: number; onClose: () => void }) {
  const hotel = useRegistro(`Hoteles/${hotelId}`, useCallback((signal?: AbortSignal) => getHotel(hotelId, signal), [hotelId]));
  return hotel ? <HotelForm hotel={hotel} onClose={onClose} /> : null;
}

function HotelForm({ hotel, onClose }: { hotel: HotelDatos; onClose: () => void }) {
  const form = useForm<HotelForm>({ Nombre: hotel.Nombre }, validarHotel);
  const submit = form.onSubmit(async (v) => {
    await putHotel(hotel.Id, { Nombre: v.Nombre.trim() });
    toast.success(GUARDADO);
    onClose();
  });
  return (
    <DraggableModal open size="sm" title="Hotel" onClose={onClose} onSubmit={submit} footer={<DialogActions submitLabel="Guardar" pendingLabel="Guardando…" pending={form.pending} onCancel={onClose} />}>
      <TextField label="Nombre" {...form.field('Nombre')} />
    </DraggableModal>
  );
}
