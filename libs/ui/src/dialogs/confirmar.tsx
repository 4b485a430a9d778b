import { useId } from 'react';
import { DraggableModal } from '../modal/draggable-modal';
import { MessageText } from './message-text';
import { openDialog } from './open-dialog';

export const TITULO_CONFIRMAR = 'Confirmar';

function ConfirmarDialog({ mensaje, titulo, onAnswer }: { mensaje: string; titulo: string; onAnswer: (si: boolean) => void }) {
  const messageId = useId();
  return (
    <DraggableModal
      open
      size="sm"
      role="alertdialog"
      title={titulo}
      describedBy={messageId}
      onClose={() => onAnswer(false)}
      footer={
        <>
          {/* The least destructive answer has the focus: Enter alone never deletes. */}
          <button type="button" className="rc-button" data-autofocus onClick={() => onAnswer(false)}>
            Cancelar
          </button>
          <button type="button" className="rc-button rc-button--primary" onClick={() => onAnswer(true)}>
            Aceptar
          </button>
        </>
      }
    >
      <MessageText id={messageId} text={mensaje} />
    </DraggableModal>
  );
}

/**
 * Asks the user to confirm (`'¿Confirma que desea eliminar este registro?'`). Resolves true for
 * Aceptar, false for Cancelar or the close button.
 */
export function confirmar(mensaje: string, titulo: string = TITULO_CONFIRMAR): Promise<boolean> {
  return openDialog<boolean>((close) => <ConfirmarDialog mensaje={mensaje} titulo={titulo} onAnswer={close} />);
}
