import { useSession } from '@recepcion/session';
import { Grid, type GridColumn, ListaEstado, PageHeader, toast, ToolbarCrud, useCrudLista } from '@recepcion/ui';
import { useState } from 'react';
import type { AreaPageProps } from '../../lib/area-page';
import type { TarifaFila, TipoServicioId } from '../../lib/tipos';
import { MENSAJES } from '../../mensajes';
import { useEliminarTarifa } from './api/eliminar-tarifa';
import { useTarifas } from './api/get-tarifas';
import { TarifaDialog } from './tarifa-dialog';

const COLUMNAS: GridColumn<TarifaFila>[] = [
  { title: 'Temporada', data: 'TemporadaNombre' },
  { title: 'Moneda', data: 'MonedaNombre' },
  { title: 'Precio', data: 'PrecioPorPasajeroNombre', width: 150 },
  { title: 'Impuesto', data: 'TipoImpuestoNombre' },
  { title: 'Impuesto incluido', data: 'ImpuestoIncluidoNombre', width: 150 },
];

/** The three price-table pages (spec section 2), one per service kind. */
export const PAGINAS_TARIFA: Record<TipoServicioId, { titulo: string; descripcion: string; vacio: string; comoEmpezar: string }> = {
  6: {
    titulo: 'Tarifario de alojamiento',
    descripcion: 'El precio de cada tipo de habitación por temporada y moneda.',
    vacio: 'Todavía no hay tarifas de alojamiento.',
    comoEmpezar: 'Cree una con «Nueva tarifa».',
  },
  7: {
    titulo: 'Tarifario de cargos',
    descripcion: 'El precio de cada cargo (consumos y servicios) por temporada y moneda.',
    vacio: 'Todavía no hay tarifas de cargos.',
    comoEmpezar: 'Cree una con «Nueva tarifa».',
  },
  5: {
    titulo: 'Tarifario de regímenes',
    descripcion: 'El precio de cada régimen de alimentación por temporada y moneda.',
    vacio: 'Todavía no hay tarifas de regímenes.',
    comoEmpezar: 'Cree una con «Nueva tarifa».',
  },
};

/** `/tarifario/tarifario-alojamiento`, `-cargo` and `-regimen`: the hotel's price lists of one kind. */
export function TarifasPage({ hotelId, tipo }: AreaPageProps & { tipo: TipoServicioId }) {
  const pagina = PAGINAS_TARIFA[tipo];
  const config = useSession().config;
  const lista = useCrudLista({ query: useTarifas(hotelId, tipo), eliminar: useEliminarTarifa() });
  const [dialogo, setDialogo] = useState<{ id: number } | null>(null);

  return (
    <>
      <PageHeader area="Tarifario" titulo={pagina.titulo} descripcion={pagina.descripcion} />
      <section className="rc-card" aria-label="Listado de tarifas">
        <ToolbarCrud
          nuevo="Nueva tarifa"
          listo={lista.listo}
          seleccionado={Boolean(lista.seleccionado)}
          eliminando={lista.eliminando}
          onNuevo={() => setDialogo({ id: 0 })}
          onEditar={() => lista.seleccionado && setDialogo({ id: lista.seleccionado.Id })}
          onEliminar={() => lista.eliminarFila()}
        />
        {lista.state.status === 'success' && lista.filas.length > 0 ? (
          <Grid
            ref={lista.gridRef}
            columns={COLUMNAS}
            data={lista.filas}
            ariaLabel={pagina.titulo}
            onSelect={lista.seleccionar}
            onActivate={(fila) => setDialogo({ id: fila.Id })}
          />
        ) : (
          <ListaEstado state={lista.state} cargando="Cargando tarifas…" error="No se pudo cargar la lista de tarifas." vacio={pagina.vacio} comoEmpezar={pagina.comoEmpezar} onReintentar={lista.refetch} />
        )}
      </section>
      {dialogo && (
        <TarifaDialog
          hotelId={hotelId}
          tipo={tipo}
          tarifaId={dialogo.id}
          config={config}
          onClose={() => setDialogo(null)}
          onGuardado={(tarifa) => {
            setDialogo(null);
            // The list rows carry names the server composes: read them again.
            lista.refetch();
            lista.seleccionar({ Id: tarifa.Id } as TarifaFila);
            toast.success(MENSAJES.guardado);
          }}
        />
      )}
    </>
  );
}

export const TarifarioAlojamientoPage = (props: AreaPageProps) => <TarifasPage {...props} tipo={6} />;
export const TarifarioCargoPage = (props: AreaPageProps) => <TarifasPage {...props} tipo={7} />;
export const TarifarioRegimenPage = (props: AreaPageProps) => <TarifasPage {...props} tipo={5} />;
