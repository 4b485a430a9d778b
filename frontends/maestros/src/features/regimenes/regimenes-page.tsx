import { cambiosEnVivo } from '@recepcion/session';
import { type ColumnaEnLinea, PaginaEnLinea, porNombre, usePaginaEnLinea } from '@recepcion/ui';
import type { AreaPageProps } from '../../lib/area-page';
import type { Regimen } from '../../lib/tipos';
import { useEliminarRegimen } from './api/eliminar-regimen';
import { useRegimenes } from './api/get-regimenes';
import { useGuardarRegimen } from './api/guardar-regimen';
import { ORDEN_REGIMEN, REGIMEN_NUEVO, regimenDatos, regimenForm, validarRegimen, type RegimenForm } from './regimen-form';

export const TITULO_REGIMENES = 'Regímenes';

const COLUMNAS: ColumnaEnLinea<Regimen, RegimenForm>[] = [
  { campo: 'Nombre', titulo: 'Nombre', valor: (r) => r.Nombre, editor: { tipo: 'texto', maxLength: 120 } },
  { campo: 'Comentario', titulo: 'Comentario', valor: (r) => r.Comentario, editor: { tipo: 'texto', maxLength: 1000 } },
];

/** `/configuracion/regimenes`: the meal plans a room line may include. */
export function RegimenesPage({ hotelId }: AreaPageProps) {
  const pagina = usePaginaEnLinea<Regimen, RegimenForm>({
    entidad: 'Regimenes',
    enVivo: cambiosEnVivo,
    query: useRegimenes(hotelId),
    eliminar: useEliminarRegimen(),
    guardar: useGuardarRegimen(),
    ordenar: porNombre,
    nuevo: () => REGIMEN_NUEVO,
    desde: regimenForm,
    validar: validarRegimen,
    orden: ORDEN_REGIMEN,
    datos: regimenDatos,
  });
  return (
    <PaginaEnLinea
      textos={{
        area: 'Configuración',
        titulo: TITULO_REGIMENES,
        descripcion: 'Los regímenes de alimentación (desayuno, media pensión, pensión completa…).',
        nuevo: 'Nuevo régimen',
        cargando: 'Cargando regímenes…',
        error: 'No se pudo cargar la lista de regímenes.',
        vacio: 'Todavía no hay regímenes.',
        comoEmpezar: 'Cree uno con «Nuevo régimen».',
      }}
      columnas={COLUMNAS}
      {...pagina}
    />
  );
}
