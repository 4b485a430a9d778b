import { cambiosEnVivo } from '@recepcion/session';
import { type ColumnaEnLinea, PaginaEnLinea, porNombre, usePaginaEnLinea } from '@recepcion/ui';
import type { AreaPageProps } from '../../lib/area-page';
import type { FormaPago } from '../../lib/tipos';
import { useEliminarFormaPago } from './api/eliminar-forma-pago';
import { useFormasPago } from './api/get-formas-pago';
import { useGuardarFormaPago } from './api/guardar-forma-pago';
import { FORMA_PAGO_NUEVA, formaPagoDatos, formaPagoForm, ORDEN_FORMA_PAGO, validarFormaPago, type FormaPagoForm } from './forma-pago-form';

export const TITULO_FORMAS_PAGO = 'Formas de pago';

const COLUMNAS: ColumnaEnLinea<FormaPago, FormaPagoForm>[] = [{ campo: 'Nombre', titulo: 'Nombre', valor: (f) => f.Nombre, editor: { tipo: 'texto', maxLength: 80 } }];

/** `/tarifario/formas-pago`: how the hotel's guests pay (efectivo, transferencia, tarjeta…). */
export function FormasPagoPage({ hotelId }: AreaPageProps) {
  const pagina = usePaginaEnLinea<FormaPago, FormaPagoForm>({
    entidad: 'FormasPago',
    enVivo: cambiosEnVivo,
    query: useFormasPago(hotelId),
    eliminar: useEliminarFormaPago(),
    guardar: useGuardarFormaPago(),
    ordenar: porNombre,
    nuevo: () => FORMA_PAGO_NUEVA,
    desde: formaPagoForm,
    validar: validarFormaPago,
    orden: ORDEN_FORMA_PAGO,
    datos: formaPagoDatos,
  });
  return (
    <PaginaEnLinea
      textos={{
        area: 'Tarifario',
        titulo: TITULO_FORMAS_PAGO,
        descripcion: 'Los medios con que se pagan los ingresos de una reserva.',
        nuevo: 'Nueva forma de pago',
        cargando: 'Cargando formas de pago…',
        error: 'No se pudo cargar la lista de formas de pago.',
        vacio: 'Todavía no hay formas de pago.',
        comoEmpezar: 'Cree una con «Nueva forma de pago».',
      }}
      columnas={COLUMNAS}
      {...pagina}
    />
  );
}
