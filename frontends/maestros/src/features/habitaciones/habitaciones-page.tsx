import { MARCA_RECARGAR_HABITACIONES } from '@recepcion/contracts';
import { cambiosEnVivo } from '@recepcion/session';
import { type ColumnaEnLinea, PaginaEnLinea, usePaginaEnLinea } from '@recepcion/ui';
import { formatearNumero } from '@recepcion/domain';
import type { AreaPageProps } from '../../lib/area-page';
import { useListaReferencia } from '../../lib/listas-referencia';
import type { Habitacion } from '../../lib/tipos';
import { useEliminarHabitacion } from './api/eliminar-habitacion';
import { useHabitaciones } from './api/get-habitaciones';
import { useGuardarHabitacion } from './api/guardar-habitacion';
import { habitacionDatos, habitacionForm, habitacionNueva, ORDEN_HABITACION, validarHabitacion, type HabitacionForm } from './habitacion-form';

export const TITULO_HABITACIONES = 'Habitaciones';

/** The API's order: Orden, then the name (room numbers compare as numbers). */
const porOrden = (a: Habitacion, b: Habitacion) => a.Orden - b.Orden || a.Nombre.localeCompare(b.Nombre, 'es', { numeric: true });

/** `/configuracion/habitaciones`: the hotel's rooms, each of a room type, in calendar order. */
export function HabitacionesPage({ hotelId }: AreaPageProps) {
  const tipos = useListaReferencia('TiposHabitacion', hotelId);
  const query = useHabitaciones(hotelId);
  const pagina = usePaginaEnLinea<Habitacion, HabitacionForm>({
    entidad: 'Habitaciones',
    enVivo: cambiosEnVivo,
    query,
    eliminar: useEliminarHabitacion(),
    guardar: useGuardarHabitacion(),
    ordenar: porOrden,
    nuevo: () => habitacionNueva(query.state.data ?? []),
    desde: habitacionForm,
    validar: (form, id) => validarHabitacion(form, id, query.state.data ?? []),
    orden: ORDEN_HABITACION,
    datos: habitacionDatos,
    // A room update whose answer's Comentario is the '-.-' marker makes the list reload (spec section 8).
    recargarTrasGuardar: (h) => h.Comentario === MARCA_RECARGAR_HABITACIONES,
  });

  const columnas: ColumnaEnLinea<Habitacion, HabitacionForm>[] = [
    { campo: 'Nombre', titulo: 'Habitación', valor: (h) => h.Nombre, editor: { tipo: 'texto', maxLength: 40 }, ancho: '10rem' },
    {
      campo: 'TipoHabitacionId',
      titulo: 'Tipo de habitación',
      valor: (h) => tipos.filas.find((t) => t.Id === h.TipoHabitacionId)?.Nombre ?? h.TipoHabitacionNombre,
      editor: { tipo: 'lista', placeholder: 'Seleccione un Tipo de Habitación', opciones: tipos.filas.map((t) => ({ value: t.Id, label: t.Nombre })) },
    },
    { campo: 'Orden', titulo: 'Orden', valor: (h) => formatearNumero(h.Orden), editor: { tipo: 'numero', decimales: 0 }, numerica: true, ancho: '7rem' },
    { campo: 'Comentario', titulo: 'Comentario', valor: (h) => h.Comentario, editor: { tipo: 'texto', maxLength: 1000 } },
  ];

  return (
    <PaginaEnLinea
      textos={{
        area: 'Configuración',
        titulo: TITULO_HABITACIONES,
        descripcion: 'Las habitaciones del hotel y su tipo. El orden es el del calendario.',
        nuevo: 'Nueva habitación',
        cargando: 'Cargando habitaciones…',
        error: 'No se pudo cargar la lista de habitaciones.',
        vacio: 'Todavía no hay habitaciones.',
        comoEmpezar: 'Cree una con «Nueva habitación».',
      }}
      columnas={columnas}
      {...pagina}
    />
  );
}
