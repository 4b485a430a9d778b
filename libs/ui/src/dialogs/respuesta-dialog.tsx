import { useId, useRef, useState } from 'react';
import { TextField } from '../form/text-field';
import { DraggableModal } from '../modal/draggable-modal';
import { MessageText } from './message-text';

export interface RespuestaDialogProps {
  titulo: string;
  mensaje: string;
  etiqueta: string;
  type: 'text' | 'password';
  valorInicial?: string;
  /** Shown when Aceptar is pressed with an empty answer; without it an empty answer is accepted. */
  obligatorio?: string;
  autoComplete?: string;
  onAnswer: (respuesta: string | null) => void;
}

/** A message and one field; Enter or Aceptar answers, Cancelar answers null. */
export function RespuestaDialog({ titulo, mensaje, etiqueta, type, valorInicial = '', obligatorio, autoComplete, onAnswer }: RespuestaDialogProps) {
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [valor, setValor] = useState(valorInicial);
  const [error, setError] = useState<string | null>(null);

  const aceptar = () => {
    if (obligatorio && valor.trim() === '') {
      setError(obligatorio);
      inputRef.current?.focus();
      return;
    }
    onAnswer(valor);
  };

  return (
    <DraggableModal
      open
      size="sm"
      title={titulo}
      describedBy={messageId}
      onClose={() => onAnswer(null)}
      onSubmit={aceptar}
      footer={
        <>
          <button type="button" className="rc-button" onClick={() => onAnswer(null)}>
            Cancelar
          </button>
          <button type="submit" className="rc-button rc-button--primary">
            Aceptar
          </button>
        </>
      }
    >
      <MessageText id={messageId} text={mensaje} />
      <TextField
        ref={inputRef}
        label={etiqueta}
        type={type}
        value={valor}
        error={error}
        autoComplete={autoComplete ?? (type === 'password' ? 'current-password' : 'off')}
        onChange={(event) => {
          setValor(event.target.value);
          if (error) setError(null);
        }}
      />
    </DraggableModal>
  );
}
