import { recargaEnVivo } from '@recepcion/session';
import { formatearMonto } from '@recepcion/domain';
import { DateInput, type GridColumn, ListadoCrud, useCrudLista, useFiltro } from '@recepcion/ui';
import { useMemo } from 'react';
import { esFecha, hoyMas } from '../../lib/fechas';
import { MENSAJES } from '../../lib/mensajes';
import { useMonedaHotel } from '../../lib/use-moneda-hotel';
import type { AreaPageProps } from '../../routing/area-routes';
import { useEliminarGasto } from './api/eliminar-gasto';
import { getGasto } from './api/get-gasto';
import { useGastos } from './api/get-gastos';
import { GastoDialog } from './gasto-dialog';
import type { Gasto } from './tipos';

export const TITULO_GASTOS = 'Gastos';

/** As the API lists them: by date. */
const porFecha = (a: Gasto, b: Gasto) => a.Fecha.localeCompare(b.Fecha) || a.Id - b.Id;

const columnas = (centavos: boolean): GridColumn<Gasto>[] => [
  { title: 'Fecha', data: 'Fecha', type: 'fecha', width: 120 },
  { title: 'Concepto', data: 'Concepto', width: 280 },
  { title: 'Valor', data: 'Valor', type: 'monto', conCentavos: centavos, width: 140 },
  { title: 'Comentario', data: 'Comentario', width: 360 },
];

interface Filtro {
  desde: string | null;
  hasta: string | null;
}
const completo = (f: Filtro) => esFecha(f.desde) && esFecha(f.hasta);

/** `/reservas/gastos`: the hotel's expenses between two days (default 2 days ago to 30 ahead). */
export function GastosPage({ hotelId }: AreaPageProps) {
  const filtro = useFiltro<Filtro>({ desde: hoyMas(-2), hasta: hoyMas(30) }, completo);
  const { desde, hasta } = filtro.aplicado as { desde: string; hasta: string };
  const moneda = useMonedaHotel();
  const lista = useCrudLista({ query: useGastos(hotelId, desde, hasta), eliminar: useEliminarGasto(), obtener: getGasto, ordenar: porFecha, reordenar: 'todas', entidad: 'Gastos', enVivo: recargaEnVivo });
  const cols = useMemo(() => columnas(moneda.centavos), [moneda.centavos]);
  const total = lista.filas.reduce((suma, g) => suma + g.Valor, 0);

  return (
    <ListadoCrud
      textos={{
        area: 'Reservas',
        titulo: TITULO_GASTOS,
        descripcion: 'Los gastos del hotel entre dos fechas: compras, servicios y pagos del día a día.',
        nuevo: 'Nuevo gasto',
        cargando: 'Cargando gastos…',
        error: 'No se pudo cargar la lista de gastos.',
        vacio: 'No hay gastos entre esas fechas.',
        comoEmpezar: 'Registre uno con «Nuevo gasto».',
      }}
      lista={lista}
      columnas={cols}
      exportarCsv={`gastos-${desde}-${hasta}.csv`}
      filtros={
        <div className="rs-filtros" role="group" aria-label="Filtros">
          <DateInput label="Desde" required value={filtro.valores.desde} onChange={(desde) => filtro.cambiar({ desde })} error={filtro.valores.desde ? null : MENSAJES.seleccioneFecha} />
          <DateInput label="Hasta" required value={filtro.valores.hasta} onChange={(hasta) => filtro.cambiar({ hasta })} error={filtro.valores.hasta ? null : MENSAJES.seleccioneFecha} />
        </div>
      }
      pie={
        <p className="rs-pie" aria-live="polite">
          {lista.filas.length === 1 ? '1 gasto' : `${lista.filas.length} gastos`}, total <strong>{[moneda.monedaId, formatearMonto(total, moneda.centavos)].filter(Boolean).join(' ')}</strong>
        </p>
      }
      dialogo={lista.dialogo && <GastoDialog gasto={lista.dialogo.fila} centavos={moneda.centavos} monedaId={moneda.monedaId} onClose={lista.cerrarDialogo} onGuardado={lista.guardadoEnDialogo} />}
    />
  );
}
