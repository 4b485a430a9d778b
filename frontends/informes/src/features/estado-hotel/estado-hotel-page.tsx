import { MENSAJES_INFORMES } from '@recepcion/contracts';
import { rangoPorDefecto } from '@recepcion/domain';
import { useSession } from '@recepcion/session';
import { CLASE_IMPRESION, CLASE_IMPRIMIENDO, DateInput, Grid, useFiltro } from '@recepcion/ui';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { esFecha, formatearFecha, hoy } from '../../lib/fechas';
import { PaginaInforme } from '../../lib/pagina-informe';
import type { PaginaInformeProps } from '../../routing/area-routes';
import { useEstadoHotel } from './api/get-estado-hotel';
import { COLUMNAS_ESTADO_HOTEL, resumenEstados } from './columnas';
import { DocumentoEstadoHotel } from './documento-estado-hotel';
import { LeyendaEstados } from './leyenda-estados';

export const TITULO_ESTADO_HOTEL = 'Estado del hotel';

interface Filtro {
  fecha: string | null;
}

/** `/informes/informe-estado-hotel` (housekeeping): every room on a day (default today), printable on Letter paper. */
export function EstadoHotelPage({ hotelId }: PaginaInformeProps) {
  const config = useSession().config;
  const filtro = useFiltro<Filtro>({ fecha: rangoPorDefecto('estado-hotel', hoy()).desde }, (f) => esFecha(f.fecha));
  const fecha = filtro.aplicado.fecha as string;
  const consulta = useEstadoHotel(hotelId, fecha);
  const filas = consulta.state.data ?? [];

  useEffect(() => {
    // While the page is open, printing shows only the report (the print stylesheet in libs/ui's ui.css).
    document.body.classList.add(CLASE_IMPRIMIENDO);
    return () => document.body.classList.remove(CLASE_IMPRIMIENDO);
  }, []);

  return (
    <PaginaInforme
      titulo={TITULO_ESTADO_HOTEL}
      descripcion="Cada habitación en el día: quién está, quién llega, quién sale y qué habitaciones dejó un huésped que ya hizo check-out, con su estado de limpieza de ahora (el del tablero de pisos). Se imprime en tamaño carta para el personal de pisos."
      consulta={consulta}
      vacio="El hotel no tiene habitaciones todavía."
      filtros={
        <DateInput label="Fecha" required value={filtro.valores.fecha} onChange={(fecha) => filtro.cambiar({ fecha })} error={filtro.valores.fecha ? null : MENSAJES_INFORMES.seleccioneLaFecha} />
      }
      alcance={
        <>
          Día: <strong>{formatearFecha(fecha)}</strong>
        </>
      }
    >
      <Grid
        columns={COLUMNAS_ESTADO_HOTEL}
        data={filas}
        ariaLabel={TITULO_ESTADO_HOTEL}
        exportarCsv={`estado-hotel-${fecha}.csv`}
        toolbar={
          <button type="button" className="rc-button rc-button--primary" onClick={() => window.print()}>
            Imprimir
          </button>
        }
      />
      <p className="inf-pie">
        {resumenEstados(filas).map((r, i) => (
          <span key={r.estado}>
            {i > 0 && ' · '}
            {r.estado}: <strong>{r.cantidad}</strong>
          </span>
        ))}
      </p>
      <LeyendaEstados filas={filas} className="inf-pie inf-estados-leyenda" />
      {createPortal(
        <div className={CLASE_IMPRESION} aria-hidden="true">
          <DocumentoEstadoHotel filas={filas} fecha={fecha} config={config} />
        </div>,
        document.body,
      )}
    </PaginaInforme>
  );
}
