import { formatearFecha } from '@recepcion/domain';
import { memo, type MouseEvent } from 'react';
import { Barra, Bloqueo } from './barra';
import type { BloqueoCalendario, CeldaReserva, DestinoCelda, HabitacionCalendario } from './tipos';
import type { Arrastre, Punto } from './use-arrastre';
import type { DiaVentana, Ventana } from './ventana';

/** The grid's handlers, one stable object for every row (so unchanged rows are not drawn again). */
export interface EventosGrilla {
  onMouseDownCelda: (e: MouseEvent, p: Punto) => void;
  onSobreCelda: (p: Punto) => void;
  onHover: (celda: CeldaReserva, caja: DOMRect | null) => void;
  onAgarrar: (e: MouseEvent<HTMLElement>, celda: CeldaReserva, tipo: Arrastre['tipo']) => void;
  onAbrir: (celda: CeldaReserva) => void;
  onClic: (celda: CeldaReserva) => void;
  onMenu: (celda: CeldaReserva, x: number, y: number) => void;
}

export interface FilaHabitacionProps {
  habitacion: HabitacionCalendario;
  /** Its row index (`filas`) and its row number in the whole grid (aria-rowindex). */
  r: number;
  filaAria: number;
  ventana: Ventana;
  n: number;
  dias: DiaVentana[];
  /** The bars drawn on this row (a dragged bar on the row under the mouse). */
  celdas: readonly CeldaReserva[];
  bloqueos: readonly BloqueoCalendario[];
  /** The bar being dragged or waiting for its move's answer, when it is on this row. */
  movida: { id: string; destino: DestinoCelda } | null;
  /** The selected days of this row (`d0`..`d1`), -1 when none. */
  d0: number;
  d1: number;
  /** The keyboard's current day on this row, -1 when elsewhere. */
  activaD: number;
  /** The day a dragged bar is over on this row, -1 when elsewhere. */
  destinoD: number;
  destacada: number | null;
  /** The tooltip, when it belongs to one of this row's bars. */
  hover: { id: string; x: number; y: number } | null;
  eventos: EventosGrilla;
}

/** A room's row: its name, then its track of day cells with its blocks and bars. */
export const FilaHabitacion = memo(function FilaHabitacion(props: FilaHabitacionProps) {
  const { habitacion, r, ventana, n, dias, d0, d1, activaD, destinoD, movida, hover, eventos } = props;
  return (
    <div className="cal-row cal-row--habitacion" role="row" aria-rowindex={props.filaAria} data-habitacion={habitacion.Nombre}>
      <div className="cal-room" role="rowheader">
        <span className="cal-room__nombre">{habitacion.Nombre}</span>
      </div>
      <div className="cal-track">
        {dias.map((dia, d) => {
          const elegida = d0 >= 0 && d >= d0 && d <= d1;
          return (
            <div
              key={dia.iso}
              id={`cal-c-${r}-${d}`}
              role="gridcell"
              aria-selected={elegida}
              aria-label={`Habitación ${habitacion.Nombre}, ${formatearFecha(dia.iso)}`}
              data-dia={dia.iso}
              className={`cal-cell${dia.hoy ? ' cal-cell--hoy' : ''}${dia.finDeSemana ? ' cal-cell--finde' : ''}${dia.inicioMes ? ' cal-cell--mes' : ''}${elegida ? ' cal-cell--elegida' : ''}${destinoD === d ? ' cal-cell--destino' : ''}${activaD === d ? ' cal-cell--activa' : ''}`}
              onMouseDown={(e) => eventos.onMouseDownCelda(e, { r, d })}
              onMouseOver={() => eventos.onSobreCelda({ r, d })}
            />
          );
        })}
        {props.bloqueos.map((b) => (
          <Bloqueo key={`${b.start_date}-${b.end_date}`} bloqueo={b} ventana={ventana} n={n} />
        ))}
        {props.celdas.map((celda) => (
          <Barra
            key={celda.id}
            celda={celda}
            destino={movida?.id === celda.id ? movida.destino : celda}
            ventana={ventana}
            n={n}
            arrastrada={movida?.id === celda.id}
            destacada={props.destacada === celda.reserva_id}
            tooltip={hover?.id === celda.id ? hover : null}
            onHover={(caja) => eventos.onHover(celda, caja)}
            onAgarrar={(e, tipo) => eventos.onAgarrar(e, celda, tipo)}
            onAbrir={() => eventos.onAbrir(celda)}
            onMenu={(x, y) => eventos.onMenu(celda, x, y)}
            onClic={() => eventos.onClic(celda)}
          />
        ))}
      </div>
    </div>
  );
});
