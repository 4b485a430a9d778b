import { formatearNumero } from '@recepcion/domain';
import { Grid, type GridColumn } from '@recepcion/ui';
import { useState } from 'react';
import type { AreaPageProps } from '../../lib/area-page';
import { ListaEstado } from '../../lib/lista-estado';
import { PageHeader } from '../../lib/page-header';
import type { TipoImpuesto } from '../../lib/tipos';
import { ToolbarCrud } from '../../lib/toolbar-crud';
import { porNombre, useCrudLista } from '../../lib/use-crud-lista';
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
  const lista = useCrudLista({ query: useTipoImpuestos(hotelId), eliminar: useEliminarTipoImpuesto(), ordenar: porNombre, entidad: 'TipoImpuestos' });
  const [dialogo, setDialogo] = useState<{ impuesto?: TipoImpuesto } | null>(null);

  return (
    <>
      <PageHeader area="Tarifario" titulo={TITULO_IMPUESTOS} descripcion="Los impuestos de sus precios y su porcentaje." />
      <section className="ms-card" aria-label="Listado de impuestos">
        <ToolbarCrud
          nuevo="Nuevo impuesto"
          listo={lista.listo}
          seleccionado={Boolean(lista.seleccionado)}
          eliminando={lista.eliminando}
          onNuevo={() => setDialogo({})}
          onEditar={() => setDialogo({ impuesto: lista.seleccionado })}
          onEliminar={() => lista.eliminarFila()}
        />
        {lista.state.status === 'success' && lista.filas.length > 0 ? (
          <Grid
            ref={lista.gridRef}
            columns={COLUMNAS}
            data={lista.filas}
            ariaLabel={TITULO_IMPUESTOS}
            onSelect={lista.seleccionar}
            onActivate={(impuesto) => setDialogo({ impuesto })}
          />
        ) : (
          <ListaEstado
            state={lista.state}
            cargando="Cargando impuestos…"
            error="No se pudo cargar la lista de impuestos."
            vacio="Todavía no hay impuestos. Cree uno con «Nuevo impuesto»."
            onReintentar={lista.refetch}
          />
        )}
      </section>
      {dialogo && (
        <TipoImpuestoDialog
          impuesto={dialogo.impuesto}
          onClose={() => setDialogo(null)}
          onGuardado={(impuesto) => {
            setDialogo(null);
            lista.guardado(impuesto);
          }}
        />
      )}
    </>
  );
}
