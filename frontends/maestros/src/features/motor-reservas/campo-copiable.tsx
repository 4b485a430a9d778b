import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { copiar } from '../../lib/copiar';
import { TEXTOS_MOTOR } from './textos';

/** How long «Copiado» stays on the button. */
export const COPIADO_MS = 2500;

export interface CampoCopiableProps {
  /** The field's visible label (`Dirección de la página`). */
  etiqueta: string;
  valor: string;
  /** What the address or code is for, under the label. */
  ayuda?: ReactNode;
  /** A code snippet: several lines in a text area. */
  codigo?: boolean;
  /** Said to screen readers once copied: `Dirección copiada`. */
  copiadoDicho: string;
  /** Actions after «Copiar» (the page's «Abrir página» link). */
  children?: ReactNode;
}

/**
 * A read-only address or snippet with «Copiar» (the button says «Copiado» for a moment, and
 * screen readers hear it). When the clipboard refuses, the text is selected and the user told how.
 */
export function CampoCopiable({ etiqueta, valor, ayuda, codigo = false, copiadoDicho, children }: CampoCopiableProps) {
  const id = useId();
  const campoId = `${id}-campo`;
  const etiquetaId = `${id}-etiqueta`;
  const ayudaId = `${id}-ayuda`;
  const [copiado, setCopiado] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const campo = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

  useEffect(() => {
    if (!copiado) return undefined;
    const timer = setTimeout(() => setCopiado(false), COPIADO_MS);
    return () => clearTimeout(timer);
  }, [copiado]);

  const alCopiar = async () => {
    const hecho = await copiar(valor, campo.current);
    setCopiado(hecho);
    setAviso(hecho ? null : TEXTOS_MOTOR.noCopiado);
    if (!hecho) campo.current?.select();
  };

  const propiedades = {
    ref: (elemento: HTMLInputElement | HTMLTextAreaElement | null) => {
      campo.current = elemento;
    },
    id: campoId,
    readOnly: true,
    value: valor,
    spellCheck: false,
    'aria-describedby': ayuda ? ayudaId : undefined,
    onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.select(),
  };

  return (
    <div className="rc-field ms-copiable">
      <label className="rc-field__label" id={etiquetaId} htmlFor={campoId}>
        {etiqueta}
      </label>
      {ayuda && (
        <p className="rc-field__hint" id={ayudaId}>
          {ayuda}
        </p>
      )}
      <div className={`ms-enlace__fila${codigo ? ' ms-copiable__fila--codigo' : ''}`}>
        {codigo ? <textarea {...propiedades} className="rc-input ms-copiable__codigo" rows={3} /> : <input {...propiedades} className="rc-input ms-enlace__url" />}
        <div className="ms-copiable__acciones">
          <button type="button" className={`rc-button ms-button--small${copiado ? ' ms-enlace__copiado' : ''}`} aria-describedby={etiquetaId} onClick={() => void alCopiar()}>
            {copiado ? (
              <>
                <span aria-hidden="true">✓</span> {TEXTOS_MOTOR.copiado}
              </>
            ) : (
              'Copiar'
            )}
          </button>
          {children}
        </div>
      </div>
      <p className="ms-enlace__aviso" role="status">
        {copiado && <span className="rc-visually-hidden">{copiadoDicho}</span>}
        {aviso}
      </p>
    </div>
  );
}
