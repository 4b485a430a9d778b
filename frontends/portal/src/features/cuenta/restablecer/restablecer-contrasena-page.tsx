import { ApiError } from '@recepcion/api-client';
import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { navigate, TextField, toast } from '@recepcion/ui';
import { useState, type FormEvent } from 'react';
import { openPortalDialog } from '../../../dialogs/dialog-store';
import { useForm } from '../../../forms/use-form';
import { EXITO_CUENTA } from '../mensajes-exito';
import { resetPassword } from './reset-password';
import { RESTABLECER_SERVER_FIELDS, validarRestablecer, type RestablecerForm } from './validar-restablecer';

/** The page behind the e-mailed link (`/restablecer-contrasena?token=...`): a new password, then Ingresar. */
export function RestablecerContrasenaPage() {
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [invalido, setInvalido] = useState(token === '');
  const form = useForm<RestablecerForm>({ nueva: '', repetir: '' }, validarRestablecer);

  const send = form.onSubmit(async (values) => {
    try {
      const respuesta = await resetPassword(token, values.nueva);
      toast.success(respuesta?.Message || EXITO_CUENTA.contrasenaCambiada);
      navigate('/');
      openPortalDialog({ name: 'login' });
    } catch (error) {
      if (error instanceof ApiError && error.mensaje === M.enlaceInvalido) {
        setInvalido(true);
        return;
      }
      throw error;
    }
  }, RESTABLECER_SERVER_FIELDS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return (
    <section className="pt-section" aria-labelledby="pt-restablecer-titulo">
      <div className="pt-container">
        <div className="pt-card pt-auth-card">
          <h1 id="pt-restablecer-titulo" className="pt-auth-card__title">
            Restablecer contraseña
          </h1>
          {invalido ? (
            <div role="alert" className="pt-auth-card__problem">
              <p>{M.enlaceInvalido}.</p>
              <button type="button" className="rc-button rc-button--primary" onClick={() => openPortalDialog({ name: 'recuperar' })}>
                Pedir un enlace nuevo
              </button>
            </div>
          ) : (
            <form noValidate onSubmit={submit}>
              <p className="pt-auth-card__lead">Elija una contraseña nueva para su cuenta.</p>
              <TextField label="Nueva contraseña" type="password" autoComplete="new-password" hint="Al menos 6 caracteres." {...form.field('nueva')} />
              <TextField label="Repita la nueva contraseña" type="password" autoComplete="new-password" {...form.field('repetir')} />
              <button type="submit" className="rc-button rc-button--primary pt-auth-card__submit" aria-disabled={form.pending || undefined}>
                {form.pending ? 'Guardando…' : 'Guardar contraseña'}
              </button>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
