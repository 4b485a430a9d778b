import { cambiosEnVivo } from '@recepcion/session';
import { type ColumnaEnLinea, PaginaEnLinea, porNombre, usePaginaEnLinea } from '@recepcion/ui';
import type { AreaPageProps } from '../../lib/area-page';
import { useListaReferencia } from '../../lib/listas-referencia';
import type { Cargo } from '../../lib/tipos';
import { useEliminarCargo } from './api/eliminar-cargo';
import { useCargos } from './api/get-cargos';
import { useGuardarCargo } from './api/guardar-cargo';
import { CARGO_NUEVO, cargoDatos, cargoForm, ORDEN_CARGO, validarCargo, type CargoForm } from './cargo-form';

export const TITULO_CARGOS = 'Cargos';

/** `/configuracion/cargos`: what a stay may be charged (minibar, laundry...), each of a charge type. */
export function CargosPage({ hotelId }: AreaPageProps) {
  const tipos = useListaReferencia('GruposServicio', hotelId);
  const pagina = usePaginaEnLinea<Cargo, CargoForm>({
    entidad: 'Cargos',
    enVivo: cambiosEnVivo,
    query: useCargos(hotelId),
    eliminar: useEliminarCargo(),
    guardar: useGuardarCargo(),
    ordenar: porNombre,
    nuevo: () => CARGO_NUEVO,
    desde: cargoForm,
    validar: validarCargo,
    orden: ORDEN_CARGO,
    datos: cargoDatos,
  });

  const columnas: ColumnaEnLinea<Cargo, CargoForm>[] = [
    { campo: 'Nombre', titulo: 'Nombre', valor: (c) => c.Nombre, editor: { tipo: 'texto', maxLength: 120 } },
    {
      campo: 'TipoCargoId',
      titulo: 'Tipo de cargo',
      // The live list has the current name when the type was renamed.
      valor: (c) => tipos.filas.find((t) => t.Id === c.TipoCargoId)?.Nombre ?? c.TipoCargoNombre,
      editor: { tipo: 'lista', placeholder: 'Seleccione un Tipo de Cargo', opciones: tipos.filas.map((t) => ({ value: t.Id, label: t.Nombre })) },
    },
    { campo: 'Comentario', titulo: 'Comentario', valor: (c) => c.Comentario, editor: { tipo: 'texto', maxLength: 1000 } },
  ];

  return (
    <PaginaEnLinea
      textos={{
        area: 'Configuración',
        titulo: TITULO_CARGOS,
        descripcion: 'Lo que se puede cargar a una estadía, agrupado por tipo de cargo (grupo de servicio).',
        nuevo: 'Nuevo cargo',
        cargando: 'Cargando cargos…',
        error: 'No se pudo cargar la lista de cargos.',
        vacio: 'Todavía no hay cargos.',
        comoEmpezar: 'Cree uno con «Nuevo cargo».',
      }}
      columnas={columnas}
      {...pagina}
    />
  );
}
