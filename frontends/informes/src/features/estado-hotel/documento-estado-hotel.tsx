import type { Configuracion } from '@recepcion/contracts';
import { fechaLarga, formatearFecha } from '@recepcion/domain';
import type { FilaEstadoHotelConLimpieza } from './api/get-estado-hotel';
import { claseEstado, resumenEstados, TITULO_ESTADO_LIMPIEZA } from './columnas';
import { LeyendaEstados } from './leyenda-estados';

/**
 * The housekeeping report as printed (Letter paper): the hotel's header, the day, the count of
 * rooms per state and what each one means, and every room with its stay, its housekeeping state
 * and a blank column for the staff's notes; the departures (`Sale`, `Salió`) in bold, as the rooms to clean.
 */
export function DocumentoEstadoHotel({ filas, fecha, config }: { filas: readonly FilaEstadoHotelConLimpieza[]; fecha: string; config?: Configuracion }) {
  return (
    <article className="inf-documento" aria-label={`Estado del hotel del ${formatearFecha(fecha)}`}>
      <header className="inf-documento__hotel">
        <p className="inf-documento__hotel-nombre">{config?.Nombre}</p>
        {config?.Encabezado && <p className="inf-documento__encabezado">{config.Encabezado}</p>}
      </header>
      <h2 className="inf-documento__titulo">Estado del hotel · {fechaLarga(fecha)}</h2>
      <p className="inf-documento__resumen">
        {resumenEstados(filas)
          .map((r) => `${r.estado}: ${r.cantidad}`)
          .join(' · ')}
      </p>
      <LeyendaEstados filas={filas} className="inf-documento__leyenda" />
      <table className="inf-documento__tabla">
        <thead>
          <tr>
            <th scope="col">Habitación</th>
            <th scope="col">Estado</th>
            <th scope="col">{TITULO_ESTADO_LIMPIEZA}</th>
            <th scope="col">Entrada</th>
            <th scope="col">Salida</th>
            <th scope="col">Cliente</th>
            <th scope="col">Pasajeros</th>
            <th scope="col" className="inf-num">
              Personas
            </th>
            <th scope="col" className="inf-documento__notas">
              Observaciones
            </th>
          </tr>
        </thead>
        <tbody>
          {filas.map((f, i) => (
            <tr key={i} className={`inf-documento__fila--${claseEstado(f.Estado)}`}>
              <td>{f.Nombre}</td>
              <td>{f.Estado}</td>
              <td>{f.EstadoLimpieza ?? ''}</td>
              <td className="inf-documento__fecha">{formatearFecha(f.Entrada)}</td>
              <td className="inf-documento__fecha">{formatearFecha(f.Salida)}</td>
              <td>{f.Cliente}</td>
              <td>{f.NombrePax}</td>
              <td className="inf-num">{f.Personas ?? ''}</td>
              {/* Left for the housekeeper's notes; a room out of order says why. */}
              <td>{f.Motivo ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
