import type { CierreDia } from '@recepcion/contracts';
import { sumarDias } from '@recepcion/domain';
import { AvisoSoloLectura, confirmar, DateInput, ListaEstado, PageHeader, toast, useSoloLectura } from '@recepcion/ui';
import { useState } from 'react';
import type { AreaPageProps } from '../../lib/area-page';
import { useCerrarDia } from './api/cerrar-dia';
import { tieneCifras, useCierre } from './api/get-cierre';
import { useEstadoCierres } from './api/get-estado-cierres';
import { usePendientes } from './api/get-pendientes';
import { useReabrirDia } from './api/reabrir-dia';
import { CifrasCierre } from './cifras';
import { PapelCierre } from './papel-cierre';
import { Pendientes } from './pendientes';
import { TEXTOS_CIERRE as T } from './textos';

export const TITULO_CIERRE = T.titulo;

/**
 * `/configuracion/cierre-dia` (administrators): the date to close (the next one by default), its
 * pending items with what to do about each, the close itself with a confirmation, then the day's
 * frozen figures, their print on Letter paper and, for the last closed date, the reopening.
 */
export function CierreDiaPage({ hotelId }: AreaPageProps) {
  const soloLectura = useSoloLectura();
  const [version, setVersion] = useState(0);
  const estado = useEstadoCierres(hotelId, version);
  const [elegida, setFecha] = useState<string | null>(null);
  const datos = estado.state.status === 'success' ? estado.state.data : null;
  // Until the user picks one: the next date to close (yesterday for a first close), or the last
  // closed one when every past day is closed (its figures and its reopening).
  const fecha = elegida ?? (datos && datos.CerradoHasta && datos.ProximaFecha >= datos.Hoy ? datos.CerradoHasta : datos?.ProximaFecha) ?? null;
  // A date never closed has no figures: it is not asked for (the server would answer 404).
  const cierre = useCierre(hotelId, fecha && datos && tieneCifras(fecha, datos) ? fecha : null, version);
  const cerrable = Boolean(fecha && datos && fecha < datos.Hoy);
  const pendientes = usePendientes(hotelId, cerrable ? fecha : null, version);
  const cerrar = useCerrarDia();
  const reabrir = useReabrirDia();
  const recargar = () => setVersion((v) => v + 1);

  const alCerrar = async () => {
    if (!fecha || !(await confirmar(T.confirmarCerrar(fecha)))) return;
    try {
      await cerrar.mutate(fecha);
    } catch {
      return;
    }
    // The proposed date moves on once this one is closed: the page stays on the day just closed.
    setFecha(fecha);
    toast.success(T.cerrado(fecha));
    recargar();
  };
  const alReabrir = async (c: CierreDia) => {
    if (!(await confirmar(T.confirmarReabrir(c.Fecha)))) return;
    try {
      await reabrir.mutate(c.Fecha);
    } catch {
      return;
    }
    setFecha(c.Fecha);
    toast.success(T.reabierto(c.Fecha));
    recargar();
  };

  let contenido;
  if (!datos) {
    contenido = (
      <section className="rc-card ms-seccion" aria-label={T.titulo} aria-busy={estado.state.status === 'loading' || undefined}>
        <ListaEstado state={estado.state} cargando={T.cargando} error={T.error} vacio={T.cargando} onReintentar={estado.refetch} />
      </section>
    );
  } else {
    const c = cierre.state.status === 'success' ? cierre.state.data : null;
    const cerrado = c?.Cerrado ?? false;
    contenido = (
      <>
        <section className="rc-card ms-seccion cd-eleccion" aria-label={T.fecha}>
          {soloLectura && (
            <div className="rc-toolbar">
              <AvisoSoloLectura />
            </div>
          )}
          <p className="cd-nota">{datos.CerradoHasta ? T.ultimoCerrado(datos.CerradoHasta) : datos.Reabiertas?.length ? T.sinCierresTrasReabrir : T.sinCierres}</p>
          <div className="cd-eleccion__fila">
            <DateInput label={T.fecha} value={fecha} onChange={(v) => v && setFecha(v)} max={sumarDias(datos.Hoy, -1)} />
            {fecha && !cerrado && cerrable && (
              <button type="button" className="rc-button rc-button--primary" disabled={soloLectura || cerrar.pending} onClick={() => void alCerrar()}>
                {T.cerrar}
              </button>
            )}
          </div>
          {fecha && !cerrable && (
            <p className="cd-nota" role="note">
              {T.noCerrable(datos.Hoy)}
            </p>
          )}
        </section>
        {cierre.state.status !== 'success' && (
          <section className="rc-card ms-seccion" aria-label={T.cargandoCierre}>
            <ListaEstado state={cierre.state} cargando={T.cargandoCierre} error={T.errorCierre} vacio={T.cargandoCierre} onReintentar={cierre.refetch} />
          </section>
        )}
        {c && !cerrado && (
          <p className="rc-card ms-seccion cd-nota" role="note">
            {T.reabiertoSinCerrar}
          </p>
        )}
        {cierre.state.status === 'success' && !cerrado && cerrable && (
          <>
            {pendientes.state.status === 'success' && pendientes.state.data ? (
              <Pendientes pendientes={pendientes.state.data} editable={!soloLectura} onCambio={recargar} />
            ) : (
              <section className="rc-card ms-seccion" aria-label={T.pendientes} aria-busy={pendientes.state.status === 'loading' || undefined}>
                <ListaEstado state={pendientes.state} cargando={T.cargandoPendientes} error={T.errorPendientes} vacio={T.cargandoPendientes} onReintentar={pendientes.refetch} />
              </section>
            )}
          </>
        )}
        {c && (
          <section className="rc-card ms-seccion cd-resultado" aria-labelledby="cd-cifras-titulo">
            <div className="rc-toolbar cd-resultado__barra">
              <h2 id="cd-cifras-titulo">{T.cifras(c.Fecha)}</h2>
              {cerrado && (
                <button type="button" className="rc-button" onClick={() => window.print()}>
                  {T.imprimir}
                </button>
              )}
              {cerrado && c.Fecha === datos.CerradoHasta && (
                <button type="button" className="rc-button" disabled={soloLectura || reabrir.pending} onClick={() => void alReabrir(c)}>
                  {T.reabrir}
                </button>
              )}
            </div>
            <CifrasCierre cierre={c} id="cd-pantalla" />
            {c.Versiones.some((v) => v.ReabiertoEn) && (
              <>
                <h3>{T.versiones}</h3>
                <ul className="cd-versiones">
                  {c.Versiones.map((v) => (
                    <li key={v.Version}>
                      {`${v.Version}. ${T.cerradoPor(v.CerradoPor, v.CerradoEn)}`}
                      {v.ReabiertoEn ? `; ${T.reabiertoPor(v.ReabiertoPor, v.ReabiertoEn)}` : ''}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {cerrado && <PapelCierre cierre={c} />}
          </section>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader area="Configuración" titulo={T.titulo} descripcion={T.descripcion} />
      {contenido}
    </>
  );
}
