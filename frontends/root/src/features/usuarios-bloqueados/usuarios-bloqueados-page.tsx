import { api } from '@recepcion/api-client';
import { alerta, confirmar, ListaEstado, PageHeader, toast, useQuery } from '@recepcion/ui';
import { AREA_ROOT, fechaHora } from '../../lib/area';

export const TITULO_BLOQUEADOS = 'Usuarios bloqueados';

/** `GET /api/UsuariosBloqueados`: accounts locked by failed logins (spec section 3: keyed by LowerMail). */
export interface UsuarioBloqueado {
  LowerMail: string;
  FechaBloqueo: string;
  Intentos: number;
}

const getBloqueados = (signal: AbortSignal) => api.get<UsuarioBloqueado[]>('UsuariosBloqueados', { signal });
const desbloquear = (lowerMail: string) => api.put<{ Message: string }>(`UsuariosBloqueados/${encodeURIComponent(lowerMail)}`);
const restablecer = (lowerMail: string) => api.put<{ Message: string; Password: string }>(`UsuariosBloqueados/ResetPassword/${encodeURIComponent(lowerMail)}`);

/** `/root/UsuariosBloqueados`: unlock a user ('desbloquear este usuario'), or give them a new password shown once. */
export function UsuariosBloqueadosPage() {
  const { state, refetch } = useQuery('UsuariosBloqueados', getBloqueados);

  const alDesbloquear = async (u: UsuarioBloqueado) => {
    if (!(await confirmar(`¿Desea desbloquear este usuario? (${u.LowerMail})`))) return;
    const r = await desbloquear(u.LowerMail);
    toast.success(r.Message);
    refetch();
  };

  const alRestablecer = async (u: UsuarioBloqueado) => {
    if (!(await confirmar(`¿Desea colocar una contraseña nueva a ${u.LowerMail}? Se desbloquea y se cierran sus sesiones.`))) return;
    const r = await restablecer(u.LowerMail);
    refetch();
    // Shown once: the server keeps only its hash.
    await alerta(`La contraseña nueva de ${u.LowerMail} es: ${r.Password}\nCópiela ahora: no se volverá a mostrar.`, 'Contraseña restablecida');
  };

  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_BLOQUEADOS} descripcion="Cuentas bloqueadas por intentos fallidos de ingreso." />
      <section className="rc-card root-card" aria-label={TITULO_BLOQUEADOS}>
        {state.status === 'success' && state.data.length > 0 ? (
          <table className="rc-tabla">
            <thead>
              <tr>
                <th scope="col">Correo</th>
                <th scope="col">Bloqueado</th>
                <th scope="col">Intentos</th>
                <th scope="col">
                  <span className="rc-sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((u) => (
                <tr key={u.LowerMail}>
                  <td>{u.LowerMail}</td>
                  <td>{fechaHora(u.FechaBloqueo)}</td>
                  <td>{u.Intentos}</td>
                  <td className="root-acciones">
                    <button type="button" className="rc-button" aria-label={`Desbloquear ${u.LowerMail}`} onClick={() => void alDesbloquear(u)}>
                      Desbloquear
                    </button>
                    <button type="button" className="rc-button" aria-label={`Contraseña nueva para ${u.LowerMail}`} onClick={() => void alRestablecer(u)}>
                      Contraseña nueva
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <ListaEstado state={state} cargando="Cargando…" error="No se pudo leer los usuarios bloqueados." vacio="No hay usuarios bloqueados." onReintentar={refetch} />
        )}
      </section>
    </>
  );
}
