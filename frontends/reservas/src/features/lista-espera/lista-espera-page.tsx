import { recargaEnVivo } from '@recepcion/session';
import { DateInput, type GridColumn, ListadoCrud, useCrudLista, useFiltro } from '@recepcion/ui';
import { esFecha, hoyMas } from '../../lib/fechas';
import { MENSAJES } from '../../lib/mensajes';
import type { AreaPageProps } from '../../routing/area-routes';
import { useEliminarEspera } from './api/eliminar-espera';
import { getEspera } from './api/get-espera';
import { useListaEspera } from './api/get-lista-espera';
import { EsperaDialog } from './espera-dialog';
import type { Espera } from './tipos';

export const TITULO_LISTA_ESPERA = 'Lista de espera';

const COLUMNAS: GridColumn<Espera>[] = [
  { title: 'Check-in', data: 'CheckIn', type: 'fecha', width: 110 },
  { title: 'Check-out', data: 'CheckOut', type: 'fecha', width: 110 },
  { title: 'Cliente', data: 'ClienteNombre', width: 220 },
  { title: 'Pasajero', data: 'NombrePax', width: 180 },
  { title: 'Pasajeros', data: 'CantidadPasajeros', type: 'numero', decimales: 0, width: 95 },
  { title: 'Habitaciones', data: 'CantidadHabitaciones', type: 'numero', decimales: 0, width: 110 },
  { title: 'Preferencia', data: 'HabitacionesPreferencia', width: 180 },
  { title: 'Comentario', data: 'Comentario', width: 240 },
];

/** As the API lists them: by check-in. */
const porCheckIn = (a: Espera, b: Espera) => a.CheckIn.localeCompare(b.CheckIn) || a.Id - b.Id;

interface Filtro {
  desde: string | null;
  hasta: string | null;
}
const completo = (f: Filtro) => esFecha(f.desde) && esFecha(f.hasta);

/** `/reservas/lista-espera`: guests waiting for rooms to free up (default 2 days ago to 30 ahead). */
export function ListaEsperaPage({ hotelId }: AreaPageProps) {
  const filtro = useFiltro<Filtro>({ desde: hoyMas(-2), hasta: hoyMas(30) }, completo);
  const { desde, hasta } = filtro.aplicado as { desde: string; hasta: string };
  const lista = useCrudLista({ query: useListaEspera(hotelId, desde, hasta), eliminar: useEliminarEspera(), obtener: getEspera, ordenar: porCheckIn, reordenar: 'todas', entidad: 'ListaEspera', enVivo: recargaEnVivo });

  return (
    <ListadoCrud
      textos={{
        area: 'Reservas',
        titulo: TITULO_LISTA_ESPERA,
        descripcion: 'Clientes que esperan habitaciones para unas fechas: se les avisa cuando se liberan.',
        nuevo: 'Nueva espera',
        cargando: 'Cargando la lista de espera…',
        error: 'No se pudo cargar la lista de espera.',
        vacio: 'Nadie espera habitación en esas fechas. Anote a alguien con «Nueva espera».',
        listado: 'Listado de la lista de espera',
      }}
      lista={lista}
      columnas={COLUMNAS}
      exportarCsv={`lista-espera-${desde}-${hasta}.csv`}
      filtros={
        <div className="rs-filtros" role="group" aria-label="Filtros">
          <DateInput label="Desde" required value={filtro.valores.desde} onChange={(valor) => filtro.cambiar({ desde: valor })} error={filtro.valores.desde ? null : MENSAJES.seleccioneFecha} />
          <DateInput label="Hasta" required value={filtro.valores.hasta} onChange={(valor) => filtro.cambiar({ hasta: valor })} error={filtro.valores.hasta ? null : MENSAJES.seleccioneFecha} />
        </div>
      }
      dialogo={lista.dialogo && <EsperaDialog espera={lista.dialogo.fila} onClose={lista.cerrarDialogo} onGuardado={lista.guardadoEnDialogo} />}
    />
  );
}
