import type { Configuracion } from '@recepcion/contracts';
import { DraggableModal } from '@recepcion/ui';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { DocumentoEstadoCuenta } from './documento-estado-cuenta';
import type { Reserva } from '../comun/tipos';

const CLASE_IMPRIMIENDO = 'rs-imprimiendo';

/**
 * The account statement dialog with Imprimir (window.print): on paper only the statement shows,
 * on Letter size (the print stylesheet in reserva.css).
 */
export function EstadoCuentaDialog({ reserva, config, centavosDe, onClose }: { reserva: Reserva | null; config?: Configuracion; centavosDe: (monedaId: string) => boolean; onClose: () => void }) {
  useEffect(() => {
    document.body.classList.add(CLASE_IMPRIMIENDO);
    return () => document.body.classList.remove(CLASE_IMPRIMIENDO);
  }, []);

  return (
    <>
      <DraggableModal
        open
        size="xl"
        title="Estado de cuenta"
        onClose={onClose}
        closeOnEscape
        footer={
          <>
            <button type="button" className="rc-button" onClick={onClose}>
              Cerrar
            </button>
            {/* aria-disabled, not disabled, while loading: it takes the focus on open, so Esc reaches the dialog. */}
            <button type="button" className="rc-button rc-button--primary" aria-disabled={!reserva || undefined} data-autofocus onClick={() => reserva && window.print()}>
              Imprimir
            </button>
          </>
        }
      >
        {reserva ? <DocumentoEstadoCuenta reserva={reserva} config={config} centavosDe={centavosDe} /> : <p role="status">Cargando estado de cuenta…</p>}
      </DraggableModal>
      {reserva &&
        createPortal(
          <div className="rs-impresion" aria-hidden="true">
            <DocumentoEstadoCuenta reserva={reserva} config={config} centavosDe={centavosDe} />
          </div>,
          document.body,
        )}
    </>
  );
}
