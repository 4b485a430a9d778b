import { ApiError } from '@recepcion/api-client';
import { esTipoUsuario, type InvitacionPorEnlace, MENSAJES_CUENTA as M, NOMBRES_TIPO_USUARIO, type RespuestaInvitacion } from '@recepcion/contracts';
import { session, useSession } from '@recepcion/session';
import { navigate, TextField, toast } from '@recepcion/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { openPortalDialog } from '../../../dialogs/dialog-store';
import { useForm } from '../../../forms/use-form';
import { LANDING_PATH } from '../../../routing/app-routes';
import { aceptarInvitacion, consultarInvitacion, rechazarInvitacion } from './invitacion-api';
import { CUENTA_NUEVA_SERVER_FIELDS, validarCuentaNueva, type CuentaNuevaForm } from './validar-cuenta-nueva';

type Estado = { tipo: 'cargando' } | { tipo: 'problema'; mensaje: string } | { tipo: 'lista'; invitacion: InvitacionPorEnlace } | { tipo: 'rechazada' };

const nombreTipo = (codigo: string) => (esTipoUsuario(codigo) ? NOMBRES_TIPO_USUARIO[codigo] : codigo);
/** `2026-11-25T…` → `25-11-2026`. */
const dia = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

/**
 * The page behind an invitation's mailed link (`/invitacion?token=…`). Whoever opens it reads that
 * mailbox, so: signed in with the invited address, one click accepts; signed out and the address
 * has an account, Ingresar with it (the page stays); without an account, a name and a password
 * make one here, with no hotel of its own. Accepting lands in the inviting hotel at once.
 */
export function InvitacionPage() {
  const sesion = useSession();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [estado, setEstado] = useState<Estado>(() => (token ? { tipo: 'cargando' } : { tipo: 'problema', mensaje: M.enlaceInvitacionInvalido }));
  const [ocupado, setOcupado] = useState(false);
  const form = useForm<CuentaNuevaForm>({ nombre: '', password: '', confirmacion: '' }, validarCuentaNueva);

  useEffect(() => {
    if (!token) return;
    let vigente = true;
    consultarInvitacion(token).then(
      (invitacion) => vigente && setEstado({ tipo: 'lista', invitacion }),
      (error) => vigente && setEstado({ tipo: 'problema', mensaje: error instanceof ApiError && error.mensaje ? error.mensaje : M.enlaceInvitacionInvalido }),
    );
    return () => {
      vigente = false;
    };
  }, [token]);

  /** In the inviting hotel now: the session follows, and the calendar opens. */
  const llegar = (respuesta: RespuestaInvitacion) => {
    toast.success(`${respuesta.Message}: ${respuesta.NombreHotel ?? ''}`.replace(/: $/, ''));
    if (respuesta.Sesion) session.establecer(respuesta.Sesion);
    navigate(LANDING_PATH);
  };

  /** The link no longer works (used, expired): the page says so instead of the form. */
  const siEnlaceInvalido = (error: unknown) => {
    if (error instanceof ApiError && error.mensaje === M.enlaceInvitacionInvalido) setEstado({ tipo: 'problema', mensaje: M.enlaceInvitacionInvalido });
    else if (!(error instanceof ApiError)) throw error;
  };

  const aceptar = async () => {
    if (ocupado) return;
    setOcupado(true);
    try {
      llegar(await aceptarInvitacion({ token }));
    } catch (error) {
      siEnlaceInvalido(error);
    } finally {
      setOcupado(false);
    }
  };

  const rechazar = async () => {
    if (ocupado) return;
    setOcupado(true);
    try {
      toast.success((await rechazarInvitacion(token)).Message);
      setEstado({ tipo: 'rechazada' });
    } catch (error) {
      siEnlaceInvalido(error);
    } finally {
      setOcupado(false);
    }
  };

  const crearCuenta = form.onSubmit(async (values) => {
    try {
      llegar(await aceptarInvitacion({ token, nombre: values.nombre.trim(), password: values.password }));
    } catch (error) {
      siEnlaceInvalido(error);
      throw error;
    }
  }, CUENTA_NUEVA_SERVER_FIELDS);

  const enviarCuenta = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void crearCuenta();
  };

  const contenido = () => {
    if (estado.tipo === 'cargando' || sesion.estado === 'cargando') return <p role="status">Cargando invitación…</p>;
    if (estado.tipo === 'problema') {
      return (
        <div role="alert" className="pt-auth-card__problem">
          <p>{estado.mensaje}.</p>
          <p className="pt-auth-card__lead">Pida al hotel que le envíe una invitación nueva.</p>
          <button type="button" className="rc-button" onClick={() => navigate('/')}>
            Ir al inicio
          </button>
        </div>
      );
    }
    if (estado.tipo === 'rechazada') {
      return (
        <div role="status">
          <p className="pt-auth-card__lead">{M.invitacionRechazada}. El hotel no tendrá noticias suyas por este medio.</p>
          <button type="button" className="rc-button" onClick={() => navigate('/')}>
            Ir al inicio
          </button>
        </div>
      );
    }
    const { invitacion } = estado;
    const encabezado = (
      <p className="pt-auth-card__lead">
        El hotel <strong>{invitacion.NombreHotel}</strong> le invita a trabajar con él en Recepción, como {nombreTipo(invitacion.IDTipoUsuario)}. La invitación es para{' '}
        <strong>{invitacion.Email}</strong> y vence el <span className="pt-invitacion__fecha">{dia(invitacion.Vence)}</span>.
      </p>
    );
    const propia = sesion.usuario?.Email.trim().toLowerCase() === invitacion.Email;
    if (sesion.estado !== 'anonimo' && propia) {
      return (
        <>
          {encabezado}
          <div className="pt-invitacion__acciones">
            <button type="button" className="rc-button" disabled={ocupado} onClick={() => void rechazar()}>
              Rechazar
            </button>
            <button type="button" className="rc-button rc-button--primary" disabled={ocupado} aria-busy={ocupado || undefined} onClick={() => void aceptar()}>
              Aceptar invitación
            </button>
          </div>
        </>
      );
    }
    if (sesion.estado !== 'anonimo') {
      return (
        <>
          {encabezado}
          <p className="pt-auth-card__lead" role="status">
            Usted ingresó como <strong>{sesion.usuario?.Email}</strong>. Para aceptarla, salga e ingrese con <strong>{invitacion.Email}</strong>.
          </p>
          <button type="button" className="rc-button rc-button--primary" onClick={() => void session.cerrar()}>
            Salir
          </button>
        </>
      );
    }
    if (invitacion.TieneCuenta) {
      return (
        <>
          {encabezado}
          <p className="pt-auth-card__lead">Esa dirección ya tiene una cuenta: ingrese con ella para aceptar la invitación.</p>
          <div className="pt-invitacion__acciones">
            <button type="button" className="rc-button" disabled={ocupado} onClick={() => void rechazar()}>
              Rechazar
            </button>
            <button type="button" className="rc-button rc-button--primary" onClick={() => openPortalDialog({ name: 'login', email: invitacion.Email })}>
              Ingresar
            </button>
          </div>
        </>
      );
    }
    return (
      <>
        {encabezado}
        <form noValidate onSubmit={enviarCuenta} aria-label="Crear su cuenta">
          <p className="pt-auth-card__lead">Aún no tiene una cuenta con esa dirección: créela aquí para aceptar.</p>
          <TextField label="Su nombre" autoComplete="name" {...form.field('nombre')} />
          <TextField label="Contraseña" type="password" autoComplete="new-password" hint="Al menos 6 caracteres." {...form.field('password')} />
          <TextField label="Repita la contraseña" type="password" autoComplete="new-password" {...form.field('confirmacion')} />
          <button type="submit" className="rc-button rc-button--primary pt-auth-card__submit" aria-disabled={form.pending || undefined}>
            {form.pending ? 'Creando cuenta…' : 'Crear cuenta y aceptar'}
          </button>
        </form>
        <button type="button" className="pt-link-button pt-invitacion__rechazar" disabled={ocupado} onClick={() => void rechazar()}>
          No quiero, rechazar la invitación
        </button>
      </>
    );
  };

  return (
    <section className="pt-section" aria-labelledby="pt-invitacion-titulo">
      <div className="pt-container">
        <div className="pt-card pt-auth-card">
          <h1 id="pt-invitacion-titulo" className="pt-auth-card__title">
            Invitación a un hotel
          </h1>
          {contenido()}
        </div>
      </div>
    </section>
  );
}
