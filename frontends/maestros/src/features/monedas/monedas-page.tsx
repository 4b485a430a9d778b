import { cambiosEnVivo } from '@recepcion/session';
import { type ColumnaEnLinea, PaginaEnLinea, usePaginaEnLinea } from '@recepcion/ui';
import { formatearNumero } from '@recepcion/domain';
import type { AreaPageProps } from '../../lib/area-page';
import type { HotelMoneda } from '../../lib/tipos';
import { useEliminarHotelMoneda } from './api/eliminar-hotel-moneda';
import { useHotelMonedas } from './api/get-hotel-monedas';
import { useMonedas } from './api/get-monedas';
import { useGuardarHotelMoneda } from './api/guardar-hotel-moneda';
import { HOTEL_MONEDA_NUEVA, hotelMonedaDatos, hotelMonedaForm, ORDEN_HOTEL_MONEDA, validarHotelMoneda, type HotelMonedaForm } from './hotel-moneda-form';

export const TITULO_MONEDAS = 'Monedas';

/** The API lists the hotel's currencies in the order they were added. */
const porId = (a: HotelMoneda, b: HotelMoneda) => a.Id - b.Id;

/** `/tarifario/monedas`: the currencies the hotel prices and charges in, chosen from the global list. */
export function MonedasPage({ hotelId }: AreaPageProps) {
  const monedas = useMonedas();
  const query = useHotelMonedas(hotelId);
  const pagina = usePaginaEnLinea<HotelMoneda, HotelMonedaForm>({
    entidad: 'HotelMonedas',
    enVivo: cambiosEnVivo,
    query,
    eliminar: useEliminarHotelMoneda(),
    guardar: useGuardarHotelMoneda(),
    ordenar: porId,
    nuevo: () => HOTEL_MONEDA_NUEVA,
    desde: hotelMonedaForm,
    validar: (form, id) => validarHotelMoneda(form, id, query.state.data ?? []),
    orden: ORDEN_HOTEL_MONEDA,
    datos: hotelMonedaDatos,
  });

  const catalogo = monedas.state.data ?? [];
  const columnas: ColumnaEnLinea<HotelMoneda, HotelMonedaForm>[] = [
    {
      campo: 'MonedaId',
      titulo: 'Moneda',
      valor: (h) => `${h.MonedaNombre ?? h.MonedaId} (${h.MonedaId})`,
      editor: { tipo: 'lista', placeholder: 'Seleccione una moneda', opciones: catalogo.map((m) => ({ value: m.IDMoneda, label: `${m.Nombre} (${m.IDMoneda})` })) },
    },
    { campo: 'Factor', titulo: 'Factor', valor: (h) => formatearNumero(h.Factor, { decimales: 4 }), editor: { tipo: 'numero', decimales: 4 }, numerica: true, ancho: '12rem' },
  ];

  return (
    <PaginaEnLinea
      textos={{
        area: 'Tarifario',
        titulo: TITULO_MONEDAS,
        descripcion: 'Las monedas en que el hotel fija precios y recibe pagos, con su factor de cambio.',
        nuevo: 'Agregar moneda',
        cargando: 'Cargando monedas…',
        error: 'No se pudo cargar la lista de monedas.',
        vacio: 'Todavía no hay monedas.',
        comoEmpezar: 'Agregue una con «Agregar moneda».',
      }}
      columnas={columnas}
      {...pagina}
    />
  );
}
