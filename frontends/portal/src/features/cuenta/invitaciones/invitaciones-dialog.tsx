import { esTipoUsuario, type InvitacionHotel, NOMBRES_TIPO_USUARIO } from '@recepcion/contracts';
import { DraggableModal, toast } from '@recepcion/ui';
import { useEffect, useState } from 'react';
import { getInvitaciones, responderInvitacion } from './invitaciones-api';

/** `2026-11-25T…` → `25-11-2026`. */
const dia = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');
const nombreTipo = (codigo: string) => (esTipoUsuario(codigo) ? NOMBRES_TIPO_USUARIO[codigo] : codigo);

/**
 * Invitaciones (user menu): the hotels that invited this user's e-mail. Accepting gives the access
 * (the hotel is there at the next sign-in); declining drops the invitation. Access to a hotel is
 * never given without this answer.
 */
export function InvitacionesDialog({ onClose }: { onClose: () => void }) {
  const [invitaciones, setInvitaciones] = useState<InvitacionHotel[] | null>(null);
  const [respondiendo, setRespondiendo] = useState<number | null>(null);

  useEffect(() => {
    const control = new AbortController();
    getInvitaciones(control.signal).then(setInvitaciones, () => setInvitaciones([]));
    return () => control.abort();
  }, []);

  const responder = async (invitacion: InvitacionHotel, respuesta: 'Aceptar' | 'Rechazar') => {
    if (respondiendo !== null) return;
    setRespondiendo(invitacion.Id);
    try {
      const { Message } = await responderInvitacion(invitacion.Id, respuesta);
      toast.success(respuesta === 'Aceptar' ? `${Message}: ${invitacion.NombreHotel}. Estará disponible la próxima vez que ingrese.` : Message);
      setInvitaciones((lista) => (lista ?? []).filter((i) => i.Id !== invitacion.Id));
    } catch {
      // The API client has shown the refusal.
    } finally {
      setRespondiendo(null);
    }
  };

  return (
    <DraggableModal
      open
      title="Invitaciones"
      onClose={onClose}
      closeOnEscape
      footer={
        <button type="button" className="rc-button" onClick={onClose}>
          Cerrar
        </button>
      }
    >
      {invitaciones === null ? (
        <p role="status">Cargando invitaciones…</p>
      ) : invitaciones.length === 0 ? (
        <p>No tiene invitaciones pendientes.</p>
      ) : (
        <ul className="pt-invitaciones" aria-label="Invitaciones pendientes">
          {invitaciones.map((invitacion) => (
            <li key={invitacion.Id} className="pt-invitaciones__item">
              <p>
                <strong>{invitacion.NombreHotel}</strong> le invita como {nombreTipo(invitacion.IDTipoUsuario)} ({dia(invitacion.Fecha)}).
              </p>
              <div className="pt-invitaciones__acciones">
                <button type="button" className="rc-button" disabled={respondiendo !== null} onClick={() => void responder(invitacion, 'Rechazar')}>
                  Rechazar
                </button>
                <button type="button" className="rc-button rc-button--primary" disabled={respondiendo !== null} aria-busy={respondiendo === invitacion.Id || undefined} onClick={() => void responder(invitacion, 'Aceptar')}>
                  Aceptar
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DraggableModal>
  );
}
