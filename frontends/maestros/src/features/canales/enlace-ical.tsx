import type { UrlIcal } from '@recepcion/contracts';
import { elegir, toast, useSoloLectura } from '@recepcion/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { copiar } from '../../lib/copiar';
import { confirmarRenovarEnlace, TEXTOS_CANALES } from './textos';

/** How long «Copiado» stays on the button. */
export const COPIADO_MS = 2500;

export interface EnlaceIcalProps {
  /** `Enlace de exportación`: the field's visible label. */
  etiqueta: string;
  /** Said only to screen readers after the label: ` de la habitación 101` (every room has one). */
  contexto: string;
  /** What the address is for, under the label. */
  ayuda: ReactNode;
  /** `de la habitación 101`: the renewal's confirmation names it. */
  de: string;
  leer: () => Promise<UrlIcal>;
  renovar: () => Promise<UrlIcal>;
}

/**
 * A feed address a channel reads (`/ical/{secreto}.ics`): asked for on demand, as it is a
 * secret, then shown in a read-only field with «Copiar» (the button says «Copiado» for a moment)
 * and «Renovar enlace», which asks first: the old address stops working at once.
 */
export function EnlaceIcal({ etiqueta, contexto, ayuda, de, leer, renovar }: EnlaceIcalProps) {
  const soloLectura = useSoloLectura();
  const id = useId();
  const etiquetaId = `${id}-etiqueta`;
  const ayudaId = `${id}-ayuda`;
  const [url, setUrl] = useState<string | null>(null);
  const [pidiendo, setPidiendo] = useState(false);
  const [copiado, setCopiado] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const campo = useRef<HTMLInputElement>(null);
  const enfocar = useRef(false);

  useEffect(() => {
    if (!copiado) return undefined;
    const timer = setTimeout(() => setCopiado(false), COPIADO_MS);
    return () => clearTimeout(timer);
  }, [copiado]);

  // «Mostrar enlace» is gone once the address shows: the focus goes to the address itself.
  useEffect(() => {
    if (url === null || !enfocar.current) return;
    enfocar.current = false;
    campo.current?.focus();
    campo.current?.select();
  }, [url]);

  const mostrar = async () => {
    if (pidiendo) return;
    setPidiendo(true);
    try {
      const { Url } = await leer();
      enfocar.current = true;
      setUrl(Url);
    } catch {
      // The portal shows why; «Mostrar enlace» stays.
    } finally {
      setPidiendo(false);
    }
  };

  const alCopiar = async () => {
    if (url === null) return;
    const hecho = await copiar(url, campo.current);
    setCopiado(hecho);
    setAviso(hecho ? null : TEXTOS_CANALES.noCopiado);
    if (!hecho) campo.current?.select();
  };

  const alRenovar = async () => {
    if (pidiendo) return;
    const si = await elegir(confirmarRenovarEnlace(de), 'Renovar enlace', [{ valor: true, texto: 'Renovar enlace', principal: true }]);
    if (!si) return;
    setPidiendo(true);
    try {
      const { Url } = await renovar();
      setUrl(Url);
      setCopiado(false);
      toast.success(TEXTOS_CANALES.enlaceRenovado);
    } catch {
      // The portal shows why; the address shown is still the current one.
    } finally {
      setPidiendo(false);
    }
  };

  return (
    <div className="rc-field ms-enlace" role="group" aria-labelledby={etiquetaId}>
      <span className="rc-field__label" id={etiquetaId}>
        {etiqueta}
        <span className="rc-visually-hidden">{contexto}</span>
      </span>
      <p className="rc-field__hint" id={ayudaId}>
        {ayuda}
      </p>
      {url === null ? (
        <div className="ms-enlace__fila">
          <button type="button" className="rc-button ms-button--small" aria-describedby={etiquetaId} aria-busy={pidiendo || undefined} onClick={() => void mostrar()}>
            {pidiendo ? 'Cargando…' : 'Mostrar enlace'}
          </button>
        </div>
      ) : (
        <div className="ms-enlace__fila">
          <input
            ref={campo}
            className="rc-input ms-enlace__url"
            readOnly
            value={url}
            aria-labelledby={etiquetaId}
            aria-describedby={ayudaId}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={`rc-button ms-button--small${copiado ? ' ms-enlace__copiado' : ''}`} aria-describedby={etiquetaId} onClick={() => void alCopiar()}>
            {copiado ? (
              <>
                <span aria-hidden="true">✓</span> {TEXTOS_CANALES.copiado}
              </>
            ) : (
              'Copiar'
            )}
          </button>
          {!soloLectura && (
            <button type="button" className="rc-button ms-button--small" aria-describedby={etiquetaId} aria-busy={pidiendo || undefined} onClick={() => void alRenovar()}>
              Renovar enlace
            </button>
          )}
        </div>
      )}
      <p className="ms-enlace__aviso" role="status">
        {copiado && <span className="rc-visually-hidden">Enlace copiado</span>}
        {aviso}
      </p>
    </div>
  );
}
