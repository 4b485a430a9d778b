import { esTipoUsuario, type InvitacionHotel, NOMBRES_TIPO_USUARIO } from '@recepcion/contracts';
import { session, useSession } from '@recepcion/session';
import { DraggableModal, toast } from '@recepcion/ui';
import { useEffect, useState } from 'react';
import { cargarPagina } from '../../../app/reload-page';
import { LANDING_PATH } from '../../../routing/app-routes';
import { enviarVerificacion } from '../verificar/verificar-api';
import { getInvitaciones, responderInvitacion } from './invitaciones-api';

/** `2026-11-25T…` → `25-11-2026`. */
const dia = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');
const nombreTipo = (codigo: string) => (esTipoUsuario(codigo) ? NOMBRES_TIPO_USUARIO[codigo] : codigo);

/**
 * Invitaciones (user menu): the hotels that invited this user's e-mail, once the address is proven
 * (until then, how to prove it and the link again). Accepting gives the access and moves the
 * session to that hotel at once: the page opens again there, on the calendar. Declining drops the
 * invitation. Access to a hotel is never given without this answer (or the mailed link's).
 */
export function InvitacionesDialog({ onClose }: { onClose: () => void }) {
  const { usuario } = useSession();
  const [invitaciones, setInvitaciones] = useState<InvitacionHotel[] | null>(null);
  const [respondiendo, setRespondiendo] = useState<number | null>(null);
  const [enviando, setEnviando] = useState(false);
  const sinVerificar = usuario?.CorreoVerificado === false;

  useEffect(() => {
    const control = new AbortController();
    getInvitaciones(control.signal).then(setInvitaciones, () => setInvitaciones([]));
    return () => control.abort();
  }, []);

  const responder = async (invitacion: InvitacionHotel, respuesta: 'Aceptar' | 'Rechazar') => {
    if (respondiendo !== null) return;
    setRespondiendo(invitacion.Id);
    try {
      const { Message, Sesion } = await responderInvitacion(invitacion.Id, respuesta);
      if (respuesta === 'Aceptar') {
        toast.success(`${Message}: ${invitacion.NombreHotel}`);
        if (Sesion) session.establecer(Sesion);
        onClose();
        // The session is in that hotel now: every area opens again there.
        cargarPagina(LANDING_PATH);
        return;
      }
      toast.success(Message);
      setInvitaciones((lista) => (lista ?? []).filter((i) => i.Id !== invitacion.Id));
    } catch {
      // The API client has shown the refusal.
    } finally {
      setRespondiendo(null);
    }
  };

  const reenviar = async () => {
    if (enviando) return;
    setEnviando(true);
    try {
      toast.success((await enviarVerificacion()).Message);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setEnviando(false);
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
      {sinVerificar && (
        <div className="pt-dialog-notice" role="status">
          <p>
            Para ver las invitaciones enviadas a <strong>{usuario?.Email}</strong>, confirme que la dirección es suya con el enlace que le enviamos por correo (o abra el enlace del
            correo de la invitación).
          </p>
          <button type="button" className="rc-button" disabled={enviando} aria-busy={enviando || undefined} onClick={() => void reenviar()}>
            Enviar el enlace de nuevo
          </button>
        </div>
      )}
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
