import { useId } from 'react';
import { DraggableModal } from '../modal/draggable-modal';
import { MessageText } from './message-text';
import { openDialog } from './open-dialog';

export const TITULO_ALERTA = 'Aviso';

function AlertaDialog({ mensaje, titulo, onClose }: { mensaje: string; titulo: string; onClose: () => void }) {
  const messageId = useId();
  return (
    <DraggableModal
      open
      size="sm"
      role="alertdialog"
      title={titulo}
      describedBy={messageId}
      onClose={onClose}
      footer={
        <button type="button" className="rc-button rc-button--primary" data-autofocus onClick={onClose}>
          Aceptar
        </button>
      }
    >
      <MessageText id={messageId} text={mensaje} />
    </DraggableModal>
  );
}

/** A message the user acknowledges with Aceptar. Resolves when closed. */
export function alerta(mensaje: string, titulo: string = TITULO_ALERTA): Promise<void> {
  return openDialog<void>((close) => <AlertaDialog mensaje={mensaje} titulo={titulo} onClose={() => close()} />);
}
