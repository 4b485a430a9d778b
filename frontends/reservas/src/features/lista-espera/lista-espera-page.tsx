import { recargaEnVivo } from '@recepcion/session';
import { DateInput, type GridColumn, ListadoCrud, toast, useCrudLista, useFiltro, useSoloLectura } from '@recepcion/ui';
import { abrirDialogoReserva } from '../../lib/dialogo-reserva';
import { esFecha, hoyMas } from '../../lib/fechas';
import { MENSAJES } from '../../lib/mensajes';
import type { AreaPageProps } from '../../routing/area-routes';
import { useEliminarEspera } from './api/eliminar-espera';
import { getEspera } from './api/get-espera';
import { useListaEspera } from './api/get-lista-espera';
import { useReservarEspera } from './api/reservar-espera';
import { EsperaDialog } from './espera-dialog';
import type { Espera } from './tipos';

export const TITULO_LISTA_ESPERA = 'Lista de espera';

export const TEXTOS_RESERVAR = {
  boton: 'Reservar',
  reservando: 'Reservando…',
  hayDisponibilidad: 'Hay disponibilidad',
  reservada: 'Reserva creada desde la lista de espera',
} as const;

const COLUMNAS: GridColumn<Espera>[] = [
  // In words, not only a colour: the entry's rooms are free right now.
  { title: 'Disponibilidad', data: 'HayDisponibilidad', width: 150, formato: (valor) => (valor ? TEXTOS_RESERVAR.hayDisponibilidad : ''), className: 'rs-disponible' },
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
  const reservar = useReservarEspera();
  const soloLectura = useSoloLectura();

  /** A saved entry takes its place at once; the list is read again for its «Hay disponibilidad». */
  const guardada = (espera: Espera) => {
    lista.guardadoEnDialogo(espera);
    lista.refetch();
  };

  /** The selected entry becomes a reservation (the server picks free rooms and judges), which opens. */
  const reservarSeleccionada = async () => {
    const espera = lista.seleccionado;
    if (!espera || reservar.pending) return;
    try {
      const reserva = await reservar.mutate(espera.Id);
      toast.success(TEXTOS_RESERVAR.reservada);
      lista.setData((filas) => filas.filter((f) => f.Id !== espera.Id));
      abrirDialogoReserva({ tipo: 'editar', reservaId: reserva.Id });
    } catch {
      lista.refetch(); // The portal shows the refusal («Habitación no disponible»); the marks catch up.
    }
  };

  return (
    <ListadoCrud
      textos={{
        area: 'Reservas',
        titulo: TITULO_LISTA_ESPERA,
        // «Reservar» is named only to whoever has it.
        descripcion: `Clientes que esperan habitaciones para unas fechas. «Hay disponibilidad» marca a quienes ya caben${soloLectura ? '.' : '; «Reservar» crea su reserva.'}`,
        nuevo: 'Nueva espera',
        cargando: 'Cargando la lista de espera…',
        error: 'No se pudo cargar la lista de espera.',
        vacio: 'Nadie espera habitación en esas fechas.',
        comoEmpezar: 'Anote a alguien con «Nueva espera».',
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
      acciones={
        <button type="button" className="rc-button" disabled={!lista.seleccionado || reservar.pending} aria-busy={reservar.pending || undefined} onClick={() => void reservarSeleccionada()}>
          {reservar.pending ? TEXTOS_RESERVAR.reservando : TEXTOS_RESERVAR.boton}
        </button>
      }
      dialogo={lista.dialogo && <EsperaDialog espera={lista.dialogo.fila} onClose={lista.cerrarDialogo} onGuardado={guardada} />}
    />
  );
}
