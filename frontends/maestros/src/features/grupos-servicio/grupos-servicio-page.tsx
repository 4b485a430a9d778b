import { cambiosEnVivo } from '@recepcion/session';
import { type ColumnaEnLinea, PaginaEnLinea, porNombre, usePaginaEnLinea } from '@recepcion/ui';
import type { AreaPageProps } from '../../lib/area-page';
import type { GrupoServicio } from '../../lib/tipos';
import { useEliminarGrupoServicio } from './api/eliminar-grupo-servicio';
import { useGruposServicio } from './api/get-grupos-servicio';
import { useGuardarGrupoServicio } from './api/guardar-grupo-servicio';
import { GRUPO_SERVICIO_NUEVO, grupoServicioDatos, grupoServicioForm, ORDEN_GRUPO_SERVICIO, validarGrupoServicio, type GrupoServicioForm } from './grupo-servicio-form';

export const TITULO_GRUPOS_SERVICIO = 'Grupos de servicio';

const COLUMNAS: ColumnaEnLinea<GrupoServicio, GrupoServicioForm>[] = [
  { campo: 'Nombre', titulo: 'Nombre', valor: (g) => g.Nombre, editor: { tipo: 'texto', maxLength: 120 } },
  { campo: 'Comentario', titulo: 'Comentario', valor: (g) => g.Comentario, editor: { tipo: 'texto', maxLength: 1000 } },
];

/** `/configuracion/grupos-servicio`: the charge types the charges are grouped in. */
export function GruposServicioPage({ hotelId }: AreaPageProps) {
  const pagina = usePaginaEnLinea<GrupoServicio, GrupoServicioForm>({
    entidad: 'GruposServicio',
    enVivo: cambiosEnVivo,
    query: useGruposServicio(hotelId),
    eliminar: useEliminarGrupoServicio(),
    guardar: useGuardarGrupoServicio(),
    ordenar: porNombre,
    nuevo: () => GRUPO_SERVICIO_NUEVO,
    desde: grupoServicioForm,
    validar: validarGrupoServicio,
    orden: ORDEN_GRUPO_SERVICIO,
    datos: grupoServicioDatos,
  });
  return (
    <PaginaEnLinea
      textos={{
        area: 'Configuración',
        titulo: TITULO_GRUPOS_SERVICIO,
        descripcion: 'Los tipos de cargo: agrupan los cargos (minibar, lavandería, restaurante…).',
        nuevo: 'Nuevo grupo',
        cargando: 'Cargando grupos de servicio…',
        error: 'No se pudo cargar la lista de grupos de servicio.',
        vacio: 'Todavía no hay grupos de servicio.',
        comoEmpezar: 'Cree uno con «Nuevo grupo».',
      }}
      columnas={COLUMNAS}
      {...pagina}
    />
  );
}
