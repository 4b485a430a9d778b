import { cambiosEnVivo } from '@recepcion/session';
import { formatearNumero } from '@recepcion/domain';
import { type GridColumn, ListadoCrud, porNombre, useCrudLista } from '@recepcion/ui';
import type { AreaPageProps } from '../../lib/area-page';
import type { TipoImpuesto } from '../../lib/tipos';
import { useEliminarTipoImpuesto } from './api/eliminar-tipo-impuesto';
import { useTipoImpuestos } from './api/get-tipo-impuestos';
import { TipoImpuestoDialog } from './tipo-impuesto-dialog';

export const TITULO_IMPUESTOS = 'Impuestos';

const COLUMNAS: GridColumn<TipoImpuesto>[] = [
  { title: 'Nombre', data: 'Nombre' },
  { title: 'Porcentaje', data: 'Porcentaje', type: 'numero', width: 140, formato: (valor) => `${formatearNumero(Number(valor))} %` },
];

/** `/tarifario/impuestos`: the tax types prices are given with. */
export function ImpuestosPage({ hotelId }: AreaPageProps) {
  const lista = useCrudLista({ query: useTipoImpuestos(hotelId), eliminar: useEliminarTipoImpuesto(), ordenar: porNombre, entidad: 'TipoImpuestos', enVivo: cambiosEnVivo });

  return (
    <ListadoCrud
      textos={{
        area: 'Tarifario',
        titulo: TITULO_IMPUESTOS,
        descripcion: 'Los impuestos de sus precios y su porcentaje.',
        nuevo: 'Nuevo impuesto',
        cargando: 'Cargando impuestos…',
        error: 'No se pudo cargar la lista de impuestos.',
        vacio: 'Todavía no hay impuestos.',
        comoEmpezar: 'Cree uno con «Nuevo impuesto».',
      }}
      lista={lista}
      columnas={COLUMNAS}
      dialogo={lista.dialogo && <TipoImpuestoDialog impuesto={lista.dialogo.fila} onClose={lista.cerrarDialogo} onGuardado={lista.guardadoEnDialogo} />}
    />
  );
}
