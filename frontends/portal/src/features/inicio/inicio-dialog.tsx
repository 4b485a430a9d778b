import { DraggableModal } from '@recepcion/ui';
import { ShortcutList, type Shortcut } from './shortcut-list';

const SHORTCUTS: readonly Shortcut[] = [
  { href: '/reservas/calendario', label: 'Calendario', text: 'Ocupación y reservas nuevas' },
  { href: '/reservas/listado', label: 'Listado de reservas', text: 'Buscar y revisar reservas' },
  { href: '/reservas/caja-habitacion', label: 'Caja por habitación', text: 'Cobros y saldos del día' },
  { href: '/dashboard', label: 'Dashboard', text: 'Estado de las habitaciones' },
];

export interface InicioDialogProps {
  hotel: string;
  usuario?: string;
  onClose: () => void;
}

/** Inicio: shown when a signed-in user arrives from a public page; a greeting and shortcuts. */
export function InicioDialog({ hotel, usuario, onClose }: InicioDialogProps) {
  return (
    <DraggableModal
      open
      closeOnEscape
      title="Inicio"
      onClose={onClose}
      footer={
        <button type="button" className="rc-button rc-button--primary" onClick={onClose}>
          Ir al calendario
        </button>
      }
    >
      <p className="pt-start__hotel">{hotel}</p>
      <p className="pt-dialog-text">{usuario ? `Hola, ${usuario}. ¿Por dónde quiere empezar?` : '¿Por dónde quiere empezar?'}</p>
      <ShortcutList shortcuts={SHORTCUTS} onChoose={onClose} />
    </DraggableModal>
  );
}
