import { ApiError } from '@recepcion/api-client';
import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { session, useSession } from '@recepcion/session';
import { navigate } from '@recepcion/ui';
import { useEffect, useState } from 'react';
import { openPortalDialog } from '../../../dialogs/dialog-store';
import { verificarCorreo } from './verificar-api';

type Estado = { tipo: 'verificando' } | { tipo: 'verificado' } | { tipo: 'problema'; mensaje: string };

/**
 * The page behind a sign-up's mailed link (`/verificar?token=…`): it uses the link at once (a
 * POST from this page, so a mail scanner that only fetches the address does not), says so, and
 * offers what follows: the invitations to that address, or Ingresar.
 */
export function VerificarCorreoPage() {
  const sesion = useSession();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [estado, setEstado] = useState<Estado>(() => (token ? { tipo: 'verificando' } : { tipo: 'problema', mensaje: M.enlaceVerificacionInvalido }));

  useEffect(() => {
    if (!token) return;
    let vigente = true;
    verificarCorreo(token).then(
      () => {
        if (!vigente) return;
        setEstado({ tipo: 'verificado' });
        // A signed-in user's session says the address is proven from now on.
        if (session.get().usuario) void session.iniciar();
      },
      (error) => vigente && setEstado({ tipo: 'problema', mensaje: error instanceof ApiError && error.mensaje ? error.mensaje : M.enlaceVerificacionInvalido }),
    );
    return () => {
      vigente = false;
    };
  }, [token]);

  const conSesion = sesion.estado === 'configurado' || sesion.estado === 'sin-configurar';
  return (
    <section className="pt-section" aria-labelledby="pt-verificar-titulo">
      <div className="pt-container">
        <div className="pt-card pt-auth-card">
          <h1 id="pt-verificar-titulo" className="pt-auth-card__title">
            Verificar correo
          </h1>
          {estado.tipo === 'verificando' && <p role="status">Verificando…</p>}
          {estado.tipo === 'problema' && (
            <div role="alert" className="pt-auth-card__problem">
              <p>{estado.mensaje}.</p>
              <p className="pt-auth-card__lead">Ingrese y pida un enlace nuevo en «Invitaciones», en el menú de usuario.</p>
            </div>
          )}
          {estado.tipo === 'verificado' && (
            <div role="status">
              <p className="pt-auth-card__lead">{M.correoVerificado}. Las invitaciones de hoteles enviadas a esa dirección ya aparecen en «Invitaciones», en el menú de usuario.</p>
              {conSesion ? (
                <div className="pt-invitacion__acciones">
                  <button type="button" className="rc-button" onClick={() => navigate('/')}>
                    Continuar
                  </button>
                  <button type="button" className="rc-button rc-button--primary" onClick={() => openPortalDialog({ name: 'invitaciones' })}>
                    Ver invitaciones
                  </button>
                </div>
              ) : (
                <button type="button" className="rc-button rc-button--primary" onClick={() => openPortalDialog({ name: 'login' })}>
                  Ingresar
                </button>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
