import { MENSAJES_CUENTA, type HotelUsuario } from '@recepcion/contracts';
import { AvisoSoloLectura, confirmar, ListaEstado, setPageTitle, toast, useSoloLectura } from '@recepcion/ui';
import { useEffect, useState } from 'react';
import { MENSAJES } from '../../mensajes';
import { useHotelUsuarios } from './api/get-hotel-usuarios';
import { useQuitarAcceso } from './api/quitar-acceso';
import { CambiarTipoDialog } from './cambiar-tipo-dialog';
import { CrearUsuarioDialog } from './crear-usuario-dialog';
import { useInvitacionesEnviadas } from './api/invitaciones-enviadas';
import { DarAccesoDialog } from './dar-acceso-dialog';
import { InvitacionesPendientes } from './invitaciones-pendientes';
import { UsuariosGrid } from './usuarios-grid';

export const TITULO_USUARIOS_AUTORIZADOS = 'Usuarios autorizados';

type Dialogo = 'crear' | 'dar-acceso' | 'cambiar-tipo' | null;

export interface UsuariosAutorizadosPageProps {
  hotelId: number;
  /** The signed-in user's id (HotelUsuario.UsuarioId of their own row). */
  usuarioActualId: number;
}

/** `/administracion/usuarios-autorizados`: who may work in this hotel, and as what. */
export function UsuariosAutorizadosPage({ hotelId, usuarioActualId }: UsuariosAutorizadosPageProps) {
  const { state, refetch, setData } = useHotelUsuarios(hotelId);
  const quitar = useQuitarAcceso();
  const invitaciones = useInvitacionesEnviadas();
  const [seleccionadoId, setSeleccionadoId] = useState<number>();
  const [dialogo, setDialogo] = useState<Dialogo>(null);

  useEffect(() => setPageTitle(TITULO_USUARIOS_AUTORIZADOS), []);

  const usuarios = state.data ?? [];
  const seleccionado = usuarios.find((u) => u.Id === seleccionadoId) ?? usuarios[0];
  const esPropio = (usuario: HotelUsuario) => usuario.UsuarioId === usuarioActualId;

  const agregado = (usuario: HotelUsuario) => {
    setData((lista) => [...lista.filter((u) => u.Id !== usuario.Id), usuario]);
    setSeleccionadoId(usuario.Id);
    setDialogo(null);
    toast.success(MENSAJES.guardado);
  };

  const cambiado = (usuario: HotelUsuario) => {
    setData((lista) => lista.map((u) => (u.Id === usuario.Id ? usuario : u)));
    setDialogo(null);
    toast.success(MENSAJES.guardado);
  };

  const cambiarTipo = (usuario: HotelUsuario | undefined = seleccionado) => {
    if (!usuario) return;
    if (esPropio(usuario)) {
      toast.warning(MENSAJES.cambiarTipoPropio);
      return;
    }
    setSeleccionadoId(usuario.Id);
    setDialogo('cambiar-tipo');
  };

  const quitarSeleccionado = async () => {
    const usuario = seleccionado;
    if (!usuario || quitar.pending) return;
    if (esPropio(usuario)) {
      toast.warning(MENSAJES_CUENTA.eliminarAccesoPropio);
      return;
    }
    if (!(await confirmar(MENSAJES.confirmarEliminar))) return;
    try {
      await quitar.mutate(usuario.Id);
    } catch {
      return; // The portal shows the refusal.
    }
    const index = usuarios.indexOf(usuario);
    setSeleccionadoId((usuarios[index + 1] ?? usuarios[index - 1])?.Id);
    setData((lista) => lista.filter((u) => u.Id !== usuario.Id));
    toast.success(MENSAJES.eliminado);
  };

  const listo = state.status === 'success';
  const soloLectura = useSoloLectura();
  return (
    <>
      <header className="rc-page-header">
        <p className="rc-page-header__area">Administración</p>
        <h1 className="rc-page-header__title">{TITULO_USUARIOS_AUTORIZADOS}</h1>
        <p className="rc-page-header__lead">Las personas que pueden ingresar a este hotel y lo que cada una puede hacer.</p>
      </header>

      <section className="rc-card ms-seccion" aria-label="Listado de usuarios">
        {soloLectura ? (
          <div className="rc-toolbar">
            <AvisoSoloLectura />
          </div>
        ) : (
          <div className="rc-toolbar">
            <button type="button" className="rc-button rc-button--primary" disabled={!listo} onClick={() => setDialogo('crear')}>
              Nuevo usuario
            </button>
            <button type="button" className="rc-button" disabled={!listo} onClick={() => setDialogo('dar-acceso')}>
              Invitar
            </button>
            <span className="rc-toolbar__separator" aria-hidden="true" />
            <button type="button" className="rc-button" disabled={!seleccionado} onClick={() => cambiarTipo()}>
              Cambiar tipo
            </button>
            <button type="button" className="rc-button rc-button--danger" disabled={!seleccionado} aria-busy={quitar.pending || undefined} onClick={quitarSeleccionado}>
              Quitar
            </button>
          </div>
        )}

        {state.status === 'success' && usuarios.length > 0 ? (
          <UsuariosGrid
            usuarios={usuarios}
            seleccionado={seleccionado}
            usuarioActualId={usuarioActualId}
            onSeleccionar={(usuario) => setSeleccionadoId(usuario.Id)}
            onActivar={soloLectura ? () => undefined : cambiarTipo}
          />
        ) : (
          <ListaEstado
            state={state}
            cargando="Cargando usuarios…"
            error="No se pudo cargar la lista de usuarios."
            vacio="Ningún usuario tiene acceso a este hotel todavía." comoEmpezar="Cree uno con «Nuevo usuario» o dé acceso a una cuenta existente."
            onReintentar={refetch}
          />
        )}
      </section>

      <InvitacionesPendientes state={invitaciones.state} puedeRetirar={!soloLectura} onRetirada={(id) => invitaciones.setData((lista) => lista.filter((i) => i.Id !== id))} />

      {dialogo === 'crear' && <CrearUsuarioDialog onClose={() => setDialogo(null)} onGuardado={agregado} />}
      {dialogo === 'dar-acceso' && (
        <DarAccesoDialog
          onClose={() => setDialogo(null)}
          onEnviada={(mensaje) => {
            setDialogo(null);
            toast.success(mensaje);
            invitaciones.refetch();
          }}
        />
      )}
      {dialogo === 'cambiar-tipo' && seleccionado && <CambiarTipoDialog usuario={seleccionado} onClose={() => setDialogo(null)} onGuardado={cambiado} />}
    </>
  );
}
