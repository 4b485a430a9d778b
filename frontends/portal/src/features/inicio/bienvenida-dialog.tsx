import { DraggableModal } from '@recepcion/ui';
import { ShortcutList, type Shortcut } from './shortcut-list';

const NEXT_STEPS: readonly Shortcut[] = [
  { href: '/configuracion/tipos-habitacion', label: 'Tipos de habitación', text: 'Nombres y pasajeros de cada tipo' },
  { href: '/configuracion/habitaciones', label: 'Habitaciones', text: 'Números y tipos de sus habitaciones' },
  { href: '/tarifario/tarifario-alojamiento', label: 'Tarifario de alojamiento', text: 'Precios por temporada' },
  { href: '/administracion/usuarios-autorizados', label: 'Usuarios autorizados', text: 'Quiénes más pueden ingresar' },
];

export interface BienvenidaDialogProps {
  hotel: string;
  onClose: () => void;
}

/** Bienvenida: after the first setup, the next steps to get the hotel ready. */
export function BienvenidaDialog({ hotel, onClose }: BienvenidaDialogProps) {
  return (
    <DraggableModal
      open
      closeOnEscape
      title="Bienvenida"
      onClose={onClose}
      footer={
        <button type="button" className="rc-button rc-button--primary" onClick={onClose}>
          Ir al calendario
        </button>
      }
    >
      <p className="pt-start__hotel">¡Bienvenido a Recepción!</p>
      <p className="pt-dialog-text">
        <strong>{hotel}</strong> ya tiene su impuesto, su moneda y sus habitaciones. Estos son los siguientes pasos para dejarlo listo:
      </p>
      <ShortcutList shortcuts={NEXT_STEPS} onChoose={onClose} />
    </DraggableModal>
  );
}
