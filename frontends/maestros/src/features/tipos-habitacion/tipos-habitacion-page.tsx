import { cambiosEnVivo } from '@recepcion/session';
import { type ColumnaEnLinea, PaginaEnLinea, porNombre, usePaginaEnLinea } from '@recepcion/ui';
import type { AreaPageProps } from '../../lib/area-page';
import type { TipoHabitacion } from '../../lib/tipos';
import { useEliminarTipoHabitacion } from './api/eliminar-tipo-habitacion';
import { useTiposHabitacion } from './api/get-tipos-habitacion';
import { useGuardarTipoHabitacion } from './api/guardar-tipo-habitacion';
import {
  ORDEN_TIPO_HABITACION,
  TIPO_HABITACION_NUEVO,
  tipoHabitacionDatos,
  tipoHabitacionForm,
  validarTipoHabitacion,
  type TipoHabitacionForm,
} from './tipo-habitacion-form';

export const TITULO_TIPOS_HABITACION = 'Tipos de habitación';

const COLUMNAS: ColumnaEnLinea<TipoHabitacion, TipoHabitacionForm>[] = [
  { campo: 'Nombre', titulo: 'Nombre', valor: (t) => t.Nombre, editor: { tipo: 'texto', maxLength: 120 } },
  { campo: 'CantidadPasajeros', titulo: 'Pasajeros máx.', valor: (t) => t.CantidadPasajeros, editor: { tipo: 'numero', decimales: 0 }, numerica: true, ancho: '10rem' },
  {
    campo: 'CantidadPasajerosPredeterminado',
    titulo: 'Pasajeros predeterminados',
    valor: (t) => t.CantidadPasajerosPredeterminado,
    editor: { tipo: 'numero', decimales: 0 },
    numerica: true,
    ancho: '13rem',
  },
];

/** `/configuracion/tipos-habitacion`: the kinds of room, how many guests they hold and a new line's default. */
export function TiposHabitacionPage({ hotelId }: AreaPageProps) {
  const pagina = usePaginaEnLinea<TipoHabitacion, TipoHabitacionForm>({
    entidad: 'TiposHabitacion',
    enVivo: cambiosEnVivo,
    query: useTiposHabitacion(hotelId),
    eliminar: useEliminarTipoHabitacion(),
    guardar: useGuardarTipoHabitacion(),
    ordenar: porNombre,
    nuevo: () => TIPO_HABITACION_NUEVO,
    desde: tipoHabitacionForm,
    validar: validarTipoHabitacion,
    orden: ORDEN_TIPO_HABITACION,
    datos: tipoHabitacionDatos,
  });
  return (
    <PaginaEnLinea
      textos={{
        area: 'Configuración',
        titulo: TITULO_TIPOS_HABITACION,
        descripcion: 'Los tipos de habitación, cuántos pasajeros admiten y cuántos se proponen al reservar.',
        nuevo: 'Nuevo tipo',
        cargando: 'Cargando tipos de habitación…',
        error: 'No se pudo cargar la lista de tipos de habitación.',
        vacio: 'Todavía no hay tipos de habitación.',
        comoEmpezar: 'Cree uno con «Nuevo tipo».',
      }}
      columnas={COLUMNAS}
      {...pagina}
    />
  );
}
