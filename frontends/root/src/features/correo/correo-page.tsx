import { MENSAJES_ROOT as M, type TipoDestinatarios, validarCorreoMasivo } from '@recepcion/contracts';
import { CheckboxField, ListaEstado, PageHeader, SelectField, TextField, toast, useQuery } from '@recepcion/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { AREA_ROOT } from '../../lib/area';
import { getDestinatarios } from './correo-api';
import { useEnvioMasivo } from './use-envio-masivo';

export const TITULO_CORREO = 'Envío de correos';

const TIPOS: { value: TipoDestinatarios; label: string }[] = [
  { value: 'd', label: 'El dueño de cada hotel' },
  { value: 't', label: 'Todos los usuarios de cada hotel' },
];

/** Each recipient is one e-mail for one hotel (a user of two hotels gets two, each with its hotel's name). */
const claveDe = (d: { Email: string; NombreHotel: string }) => `${d.Email}\n${d.NombreHotel}`;

/**
 * `/root/Correo`: the bulk mail (spec section 5). Recipients chosen in a list, title, message,
 * html or plain text; @u and @h become the upper-cased user and hotel names. Sent one at a time
 * with progress; the run stops at the first failure, or when the operator stops it.
 */
export function CorreoPage() {
  const [tipo, setTipo] = useState<TipoDestinatarios>('d');
  const { state, refetch } = useQuery(`Correo/GetUsuarios/${tipo}`, (signal) => getDestinatarios(tipo, signal));
  const destinatarios = useMemo(() => (state.status === 'success' ? state.data : []), [state]);
  const [seleccion, setSeleccion] = useState<ReadonlySet<string>>(new Set());
  const [titulo, setTitulo] = useState('');
  const [mensaje, setMensaje] = useState('');
  const [html, setHtml] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const envio = useEnvioMasivo();
  const idMensaje = useId();
  const enviando = envio.estado === 'enviando';

  const alternar = (clave: string) => {
    const nueva = new Set(seleccion);
    if (nueva.has(clave)) nueva.delete(clave);
    else nueva.add(clave);
    setSeleccion(nueva);
  };
  const todos = destinatarios.length > 0 && destinatarios.every((d) => seleccion.has(claveDe(d)));

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const elegidos = destinatarios.filter((d) => seleccion.has(claveDe(d)));
    const error = elegidos.length === 0 ? M.seleccioneUsuarios : validarCorreoMasivo({ IsBodyHtml: html, Titulo: titulo, Mensaje: mensaje });
    setAviso(error);
    if (error) {
      toast.error(error);
      return;
    }
    await envio.enviar(elegidos, { Titulo: titulo, Mensaje: mensaje, IsBodyHtml: html });
  };

  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_CORREO} descripcion="Un correo a los usuarios elegidos, uno a la vez. @u y @h se reemplazan por el nombre del usuario y del hotel." />
      <form className="root-correo" onSubmit={(e) => void enviar(e)} aria-label={TITULO_CORREO}>
        <section className="rc-card root-card" aria-label="Elegir destinatarios">
          <div className="root-filtros">
            <SelectField
              label="Destinatarios"
              options={TIPOS}
              value={tipo}
              disabled={enviando}
              onChange={(e) => {
                setTipo(e.target.value as TipoDestinatarios);
                setSeleccion(new Set());
              }}
            />
            <CheckboxField label="Seleccionar todos" checked={todos} disabled={enviando || destinatarios.length === 0} onChange={() => setSeleccion(todos ? new Set() : new Set(destinatarios.map(claveDe)))} />
            <span className="root-contador">{`${seleccion.size} de ${destinatarios.length} seleccionados`}</span>
          </div>
          {state.status === 'success' && destinatarios.length > 0 ? (
            <div className="root-tabla-scroll">
              <table className="rc-tabla" aria-label="Usuarios">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="rc-sr-only">Elegir</span>
                    </th>
                    <th scope="col">Correo</th>
                    <th scope="col">Usuario</th>
                    <th scope="col">Hotel</th>
                    <th scope="col">Envío</th>
                  </tr>
                </thead>
                <tbody>
                  {destinatarios.map((d) => {
                    const clave = claveDe(d);
                    const resultado = envio.resultados[d.Email];
                    return (
                      <tr key={clave}>
                        <td>
                          <input type="checkbox" aria-label={`${d.Email} (${d.NombreHotel})`} checked={seleccion.has(clave)} disabled={enviando} onChange={() => alternar(clave)} />
                        </td>
                        <td>{d.Email}</td>
                        <td>{d.NombreUsuario}</td>
                        <td>{d.NombreHotel}</td>
                        <td>{resultado === 'enviado' ? 'Enviado' : resultado === 'error' ? 'Error' : ''}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : (
            <ListaEstado state={state} cargando="Cargando usuarios…" error="No se pudo leer los usuarios." vacio="No hay usuarios." onReintentar={refetch} />
          )}
        </section>
        <section className="rc-card root-card" aria-label="Redactar">
          <TextField label="Título" value={titulo} disabled={enviando} onChange={(e) => setTitulo(e.target.value)} hint="@u: nombre del usuario, @h: nombre del hotel." />
          <div className="rc-field">
            <label className="rc-field__label" htmlFor={idMensaje}>
              Mensaje
            </label>
            <textarea id={idMensaje} className="rc-input root-mensaje" rows={8} value={mensaje} disabled={enviando} onChange={(e) => setMensaje(e.target.value)} />
          </div>
          <CheckboxField label="Mensaje en HTML" checked={html} disabled={enviando} onChange={(e) => setHtml(e.target.checked)} hint="Con HTML, el mensaje va entre <html> y </html>." />
          {aviso && (
            <p className="root-aviso" role="alert">
              {aviso}
            </p>
          )}
          <div className="root-envio">
            {enviando ? (
              <button type="button" className="rc-button" onClick={envio.detener}>
                Detener
              </button>
            ) : (
              <button type="submit" className="rc-button rc-button--primary">
                Enviar
              </button>
            )}
            {envio.total > 0 && (
              <>
                <progress max={envio.total} value={envio.enviados} aria-label="Progreso del envío" />
                <span role="status">
                  {enviando
                    ? `Enviando ${Math.min(envio.enviados + 1, envio.total)} de ${envio.total}…`
                    : envio.falla
                      ? `Envío detenido: ${envio.enviados} de ${envio.total} enviados. ${envio.falla}`
                      : envio.detenidoPorUsuario
                        ? `Envío detenido por usted: ${envio.enviados} de ${envio.total} enviados.`
                        : `Enviados ${envio.enviados} de ${envio.total}.`}
                </span>
              </>
            )}
          </div>
        </section>
      </form>
    </>
  );
}
