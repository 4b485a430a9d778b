import { type FilaActividadHotel, type FiltroActividad, TAMANO_PAGINA_ACTIVIDAD, TIPOS_ACTIVIDAD, type TipoActividad } from '@recepcion/contracts';
import { textoHistorial } from '@recepcion/domain';
import { onDatosAl } from '@recepcion/api-client';
import { useLista } from '@recepcion/session';
import { AvisoDatosAl, DateInput, descargarCsv, generarCsv, type GridColumn, ListaEstado, navigate, SelectField, setPageTitle, TEXTO_EXPORTAR_CSV } from '@recepcion/ui';
import { type MouseEvent, useCallback, useEffect, useState } from 'react';
import type { AreaPageProps } from '../../lib/area-page';
import { getActividadCompleta, useActividad } from './api/get-actividad';
import { useUsuariosDelHotel } from './api/get-usuarios';
import { enlaceDe, fechaHora } from './enlaces';

/** The log is read from the standby when there is one (DATABASE_URL_LECTURA). */
const RUTAS_EN_ESPERA = ['Actividad'];

export const TITULO_ACTIVIDAD = 'Actividad';

const TAMANO = TAMANO_PAGINA_ACTIVIDAD.defecto;

/** A line as the screen shows it: the server's ISO days and plain amounts in the product's formats (as a reservation's history). */
type Texto = (descripcion: string) => string;

/** Whether a currency has cents (CLP does not), from the live currency list; an unknown one does. */
function useTexto(): Texto {
  const { filas } = useLista<{ IDMoneda: string; Centavos?: boolean }>('Monedas');
  return useCallback((descripcion: string) => textoHistorial(descripcion, { centavosDe: (m) => filas.find((x) => x.IDMoneda === m)?.Centavos ?? true }), [filas]);
}

/** The CSV's columns: what the table shows, the date as the table writes it. */
const columnasCsv = (texto: Texto): GridColumn<FilaActividadHotel>[] => [
  { title: 'Fecha', data: 'Fecha', formato: (v) => fechaHora(String(v)) },
  { title: 'Usuario', data: 'Usuario', formato: (v) => (v === null ? 'Sistema' : String(v)) },
  { title: 'Tipo', data: 'Tipo' },
  { title: 'Entidad', data: 'Entidad' },
  { title: 'N°', data: 'EntidadId' },
  { title: 'Descripción', data: 'Descripcion', formato: (v) => texto(String(v)) },
];

interface Filtro {
  desde: string | null;
  hasta: string | null;
  usuario: string;
  tipo: string;
}

const aConsulta = (f: Filtro): Omit<FiltroActividad, 'pagina' | 'tamano'> => ({
  desde: f.desde ?? undefined,
  hasta: f.hasta ?? undefined,
  usuario: f.usuario ? Number(f.usuario) : undefined,
  tipo: (f.tipo || undefined) as TipoActividad | undefined,
});

/** A plain click stays in the single-page app; Ctrl, Shift or the middle button open the link as the browser would. */
function irA(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
}

function Descripcion({ fila, texto }: { fila: FilaActividadHotel; texto: Texto }) {
  const enlace = enlaceDe(fila);
  if (!enlace) return <>{texto(fila.Descripcion)}</>;
  const etiqueta = fila.Entidad === 'Reserva' ? `Abrir la reserva ${fila.EntidadId}` : `Ir a ${fila.Entidad}`;
  return (
    <a href={enlace} onClick={irA} title={etiqueta}>
      {texto(fila.Descripcion)}
    </a>
  );
}

/** `/administracion/actividad`: who changed what in the hotel, newest first (administrators only). */
export function ActividadPage({ hotelId }: AreaPageProps) {
  const [filtro, setFiltro] = useState<Filtro>({ desde: null, hasta: null, usuario: '', tipo: '' });
  const [pagina, setPagina] = useState(1);
  const [exportando, setExportando] = useState(false);
  const texto = useTexto();
  const consulta = aConsulta(filtro);
  const { state, refetch } = useActividad(hotelId, { ...consulta, pagina, tamano: TAMANO });
  const usuarios = useUsuariosDelHotel(hotelId).state.data ?? [];

  useEffect(() => setPageTitle(TITULO_ACTIVIDAD), []);

  const cambiar = (cambio: Partial<Filtro>) => {
    setFiltro((f) => ({ ...f, ...cambio }));
    setPagina(1);
  };

  const datos = state.data;
  const paginas = datos ? Math.max(1, Math.ceil(datos.Total / datos.TamanoPagina)) : 1;
  const rangoMalo = filtro.desde !== null && filtro.hasta !== null && filtro.desde > filtro.hasta;

  const exportar = async () => {
    setExportando(true);
    try {
      const filas = await getActividadCompleta(consulta);
      descargarCsv(`actividad${filtro.desde ? `-${filtro.desde}` : ''}${filtro.hasta ? `-${filtro.hasta}` : ''}.csv`, generarCsv(columnasCsv(texto), filas));
    } catch {
      // The portal shows the failure.
    } finally {
      setExportando(false);
    }
  };

  return (
    <>
      <header className="rc-page-header">
        <p className="rc-page-header__area">Administración</p>
        <h1 className="rc-page-header__title">{TITULO_ACTIVIDAD}</h1>
        <p className="rc-page-header__lead">Quién cambió qué en el hotel y cuándo: reservas, bloqueos, maestros, tarifas, usuarios, configuración, cierres y accesos de soporte.</p>
      </header>
      <AvisoDatosAl escuchar={onDatosAl} rutas={RUTAS_EN_ESPERA} />

      <section className="rc-card" aria-label="Registro de actividad" aria-busy={state.status === 'loading' || undefined}>
        <form className="rc-toolbar ac-filtros" aria-label="Filtros" onSubmit={(e) => e.preventDefault()}>
          <DateInput label="Desde" value={filtro.desde} onChange={(desde) => cambiar({ desde })} />
          <DateInput label="Hasta" value={filtro.hasta} onChange={(hasta) => cambiar({ hasta })} error={rangoMalo ? 'La fecha hasta debe ser igual o posterior a desde' : null} />
          <SelectField label="Usuario" value={filtro.usuario} onChange={(e) => cambiar({ usuario: e.target.value })}>
            <option value="">Todos</option>
            {usuarios.map((u) => (
              <option key={u.UsuarioId} value={u.UsuarioId}>
                {u.Nombre}
              </option>
            ))}
          </SelectField>
          <SelectField label="Tipo" value={filtro.tipo} onChange={(e) => cambiar({ tipo: e.target.value })}>
            <option value="">Todos</option>
            {TIPOS_ACTIVIDAD.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <span className="rc-toolbar__separator" aria-hidden="true" />
          <button type="button" className="rc-button" onClick={exportar} disabled={exportando || !datos || datos.Total === 0} aria-busy={exportando || undefined}>
            {exportando ? 'Exportando…' : TEXTO_EXPORTAR_CSV}
          </button>
        </form>

        {state.status === 'success' && state.data.Filas.length > 0 ? (
          <>
            <div className="ac-desplazable" tabIndex={0} role="region" aria-label="Tabla de actividad">
              <table className="ac-tabla">
                <caption className="rc-visually-hidden">Cambios del hotel, del más reciente al más antiguo</caption>
                <thead>
                  <tr>
                    <th scope="col">Fecha</th>
                    <th scope="col">Usuario</th>
                    <th scope="col">Tipo</th>
                    <th scope="col">Descripción</th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.Filas.map((fila, i) => (
                    <tr key={`${fila.Fecha}-${i}`}>
                      <td className="ac-fecha">{fechaHora(fila.Fecha)}</td>
                      <td>{fila.Usuario ?? 'Sistema'}</td>
                      <td>{fila.Tipo}</td>
                      <td>
                        <Descripcion fila={fila} texto={texto} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav className="rc-toolbar" aria-label="Páginas">
              <button type="button" className="rc-button" disabled={pagina <= 1} onClick={() => setPagina((p) => p - 1)}>
                Anterior
              </button>
              <span aria-live="polite">
                Página {datos?.Pagina ?? pagina} de {paginas} · {datos?.Total} cambio{datos?.Total === 1 ? '' : 's'}
              </span>
              <button type="button" className="rc-button" disabled={pagina >= paginas} onClick={() => setPagina((p) => p + 1)}>
                Siguiente
              </button>
            </nav>
          </>
        ) : (
          <ListaEstado
            state={state}
            cargando="Cargando actividad…"
            error="No se pudo cargar la actividad."
            vacio="No hay cambios que coincidan con los filtros."
            onReintentar={refetch}
          />
        )}
      </section>
    </>
  );
}
