import { useId } from 'react';
import { DraggableModal } from '../modal/draggable-modal';
import { MessageText } from './message-text';
import { openDialog } from './open-dialog';

export interface OpcionElegible<T> {
  valor: T;
  texto: string;
  /** The answer the dialog recommends (styled as the primary button). */
  principal?: boolean;
}

function ElegirDialog<T>({ mensaje, titulo, opciones, onAnswer }: { mensaje: string; titulo: string; opciones: OpcionElegible<T>[]; onAnswer: (valor: T | null) => void }) {
  const messageId = useId();
  return (
    <DraggableModal
      open
      size="sm"
      role="alertdialog"
      title={titulo}
      describedBy={messageId}
      onClose={() => onAnswer(null)}
      footer={
        <>
          {/* Cancelar has the focus: Enter alone changes nothing. */}
          <button type="button" className="rc-button" data-autofocus onClick={() => onAnswer(null)}>
            Cancelar
          </button>
          {opciones.map((o) => (
            <button key={o.texto} type="button" className={o.principal ? 'rc-button rc-button--primary' : 'rc-button'} onClick={() => onAnswer(o.valor)}>
              {o.texto}
            </button>
          ))}
        </>
      }
    >
      <MessageText id={messageId} text={mensaje} />
    </DraggableModal>
  );
}

/** Asks the user to pick one of several answers; resolves with its value, or null for Cancelar, Esc or the close button. */
export function elegir<T>(mensaje: string, titulo: string, opciones: OpcionElegible<T>[]): Promise<T | null> {
  return openDialog<T | null>((close) => <ElegirDialog mensaje={mensaje} titulo={titulo} opciones={opciones} onAnswer={close} />);
}
