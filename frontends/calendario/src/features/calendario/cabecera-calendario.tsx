import { formatearFecha } from '@recepcion/domain';
import { memo, type RefObject } from 'react';
import { MENSAJES } from '../../mensajes';
import type { LibresPorNoche } from './libres';
import type { DiaVentana } from './ventana';

interface CabeceraProps {
  cabeceraRef: RefObject<HTMLDivElement | null>;
  dias: DiaVentana[];
  libres: LibresPorNoche;
}

/** The free rooms per room type are shown when there are two types or more (one would repeat the total). */
const tiposDeLibres = (libres: LibresPorNoche) => (libres.tipos.length > 1 ? libres.tipos : []);

/** Rows of the header: the days, then the free rooms in all and per room type. */
export const filasDeCabecera = (libres: LibresPorNoche) => 2 + tiposDeLibres(libres).length;

const claseDia = (dia: DiaVentana) => `${dia.hoy ? ' cal-cell--hoy' : ''}${dia.finDeSemana ? ' cal-cell--finde' : ''}${dia.inicioMes ? ' cal-cell--mes' : ''}`;

/** A row of free rooms per night: `nombre` is its row header, `prefijo` words only a screen reader hears. */
function FilaLibres({ fila, nombre, prefijo, libres, dias, total }: { fila: number; nombre: string; prefijo?: string; libres: number[]; dias: DiaVentana[]; total?: boolean }) {
  return (
    <div className={`cal-row cal-row--libres${total ? ' cal-row--libres-total' : ''}`} role="row" aria-rowindex={fila}>
      <div className="cal-libres__nombre" role="rowheader" title={prefijo ? `${prefijo}${nombre}` : nombre}>
        {prefijo && <span className="rc-visually-hidden">{prefijo}</span>}
        <span className="cal-libres__texto">{nombre}</span>
      </div>
      <div className="cal-days">
        {dias.map((dia, d) => (
          <div key={dia.iso} role="gridcell" className={`cal-libre${libres[d] === 0 ? ' cal-libre--cero' : ''}${claseDia(dia)}`} data-dia={dia.iso}>
            {libres[d]}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The grid's header, sticky at the top of its scroll box: the days, then the free rooms of each
 * night in all ('Libres') and per room type (with two types or more), counted from the window's
 * own data (libres.ts).
 */
export const CabeceraCalendario = memo(function CabeceraCalendario({ cabeceraRef, dias, libres }: CabeceraProps) {
  return (
    <div ref={cabeceraRef} className="cal-cabecera">
      <div className="cal-row cal-row--head" role="row" aria-rowindex={1}>
        {/* On a phone the column is too narrow for the word: "Hab." is drawn, the name stays whole (as text, so the header is never empty). */}
        <div className="cal-corner" role="columnheader">
          <span className="rc-visually-hidden">Habitación</span>
          <span className="cal-largo" aria-hidden="true">
            Habitación
          </span>
          <span className="cal-corto" aria-hidden="true">
            Hab.
          </span>
        </div>
        <div className="cal-days">
          {dias.map((dia) => (
            <div
              key={dia.iso}
              role="columnheader"
              aria-label={formatearFecha(dia.iso)}
              className={`cal-day${dia.hoy ? ' cal-day--hoy' : ''}${dia.finDeSemana ? ' cal-day--finde' : ''}${dia.inicioMes ? ' cal-day--mes' : ''}`}
            >
              {dia.inicioMes && <span className="cal-day__mes">{dia.mes}</span>}
              <span className="cal-day__semana">{dia.semana}</span>
              <span className="cal-day__numero">{dia.numero}</span>
            </div>
          ))}
        </div>
      </div>
      <FilaLibres fila={2} nombre={MENSAJES.libres} libres={libres.total} dias={dias} total />
      {tiposDeLibres(libres).map((tipo, i) => (
        <FilaLibres key={tipo.tipoId} fila={3 + i} nombre={tipo.nombre} prefijo={`${MENSAJES.libres} `} libres={tipo.libres} dias={dias} />
      ))}
    </div>
  );
});
