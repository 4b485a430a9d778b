import { openDialog } from './open-dialog';
import { RespuestaDialog } from './respuesta-dialog';

export const TITULO_PREGUNTAR = 'Pregunta';

export interface PreguntarOpciones {
  titulo?: string;
  valorInicial?: string;
  /** The message shown when the answer is empty; without it an empty answer is accepted. */
  obligatorio?: string;
}

/**
 * Asks for one line of text (a cancellation reason...). Resolves with the text, or null when the
 * user cancels.
 */
export function preguntar(mensaje: string, etiqueta: string, opciones: PreguntarOpciones = {}): Promise<string | null> {
  return openDialog<string | null>((close) => (
    <RespuestaDialog
      titulo={opciones.titulo ?? TITULO_PREGUNTAR}
      mensaje={mensaje}
      etiqueta={etiqueta}
      type="text"
      valorInicial={opciones.valorInicial}
      obligatorio={opciones.obligatorio}
      onAnswer={close}
    />
  ));
}
