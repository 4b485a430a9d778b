import { formatearFecha } from '@recepcion/domain';
import { memo, type MouseEvent } from 'react';
import { Barra, Bloqueo, idDescripcionBarra, textoBloqueo, textoVisibleBarra } from './barra';
import type { BloqueoCalendario, CeldaReserva, DestinoCelda, HabitacionCalendario } from './tipos';
import { type Arrastre, idBarra, idCelda, type Punto } from './use-arrastre';
import { type DiaVentana, indiceDe, type Ventana } from './ventana';

/** The grid's handlers, one stable object for every row (so unchanged rows are not drawn again). */
export interface EventosGrilla {
  onMouseDownCelda: (e: MouseEvent, p: Punto) => void;
  onSobreCelda: (p: Punto) => void;
  onHover: (celda: CeldaReserva, caja: DOMRect | null) => void;
  onAgarrar: (e: MouseEvent<HTMLElement>, celda: CeldaReserva, tipo: Arrastre['tipo']) => void;
  onAbrir: (celda: CeldaReserva) => void;
  onClic: (celda: CeldaReserva) => void;
  onMenu: (celda: CeldaReserva, x: number, y: number) => void;
  /** M (move) or S (new check-out) on a bar: the bar is taken with the keyboard. */
  onTomarConTeclado: (celda: CeldaReserva, tipo: Arrastre['tipo']) => void;
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
  /** A read-only user type: its cells are not selectable and its bars have no resize handle. */
  soloLectura: boolean;
  eventos: EventosGrilla;
}

/** What each day of a row holds: the bars and blocks starting there, and the ids covering it. */
interface ContenidoDia {
  barras: CeldaReserva[];
  bloqueos: BloqueoCalendario[];
  /** Ids of the descriptions of the bars and blocks over this night (the cell's aria-describedby). */
  cubren: string[];
  /** The words of every bar and block over this night (the cell's name says who is there, every night). */
  textos: string[];
}

const idBloqueo = (b: BloqueoCalendario) => `cal-bq-${b.room}-${b.start_date}`;

/**
 * The row's bars and blocks by day: each is drawn inside the cell of its first visible night (the
 * ARIA grid allows only cells in a row), positioned on the row's track all the same (cells are
 * not positioned boxes). Nights outside the window are left out.
 */
function contenidoPorDia(ventana: Ventana, n: number, celdas: readonly CeldaReserva[], bloqueos: readonly BloqueoCalendario[], destinoDe: (c: CeldaReserva) => DestinoCelda) {
  const dias: (ContenidoDia | undefined)[] = new Array(n);
  const poner = <T,>(desde: string, hasta: string, id: string, texto: string, item: T, lista: (c: ContenidoDia) => T[]) => {
    const a = Math.max(0, indiceDe(ventana, desde));
    const b = Math.min(n, indiceDe(ventana, hasta));
    for (let d = a; d < b; d++) {
      const dia = (dias[d] ??= { barras: [], bloqueos: [], cubren: [], textos: [] });
      if (d === a) lista(dia).push(item);
      dia.cubren.push(id);
      dia.textos.push(texto);
    }
  };
  for (const b of bloqueos) poner(b.start_date, b.end_date, idBloqueo(b), textoBloqueo(b), b, (c) => c.bloqueos);
  for (const c of celdas) {
    const destino = destinoDe(c);
    poner(destino.start_date, destino.end_date, idDescripcionBarra(idBarra(c)), textoVisibleBarra(c, n), c, (x) => x.barras);
  }
  return dias;
}

/**
 * A room's row: its name, then its track of day cells. A bar or block lies inside the cell of its
 * first night and describes every cell it covers (aria-describedby), so moving through the cells
 * says who is there. Mouse handlers of a cell ignore events coming from its bars.
 */
export const FilaHabitacion = memo(function FilaHabitacion(props: FilaHabitacionProps) {
  const { habitacion, r, ventana, n, dias, d0, d1, activaD, destinoD, movida, hover, eventos } = props;
  const destinoDe = (c: CeldaReserva): DestinoCelda => (movida?.id === c.id ? movida.destino : c);
  const contenido = contenidoPorDia(ventana, n, props.celdas, props.bloqueos, destinoDe);
  return (
    <div className="cal-row cal-row--habitacion" role="row" aria-rowindex={props.filaAria} data-habitacion={habitacion.Nombre}>
      <div className="cal-room" role="rowheader">
        <span className="cal-room__nombre">{habitacion.Nombre}</span>
      </div>
      <div className="cal-track">
        {dias.map((dia, d) => {
          const elegida = d0 >= 0 && d >= d0 && d <= d1;
          const aqui = contenido[d];
          // A cell names who is there on every night of a stay, not only on its first (where the
          // bar's shown words are, so its name contains its visible text).
          const visibles = aqui && aqui.textos.length > 0 ? aqui.textos : null;
          return (
            <div
              key={dia.iso}
              id={idCelda({ r, d })}
              role="gridcell"
              aria-selected={props.soloLectura ? undefined : elegida}
              aria-label={`Habitación ${habitacion.Nombre}, ${formatearFecha(dia.iso)}${visibles ? `: ${visibles.join(', ')}` : ''}`}
              aria-describedby={aqui ? aqui.cubren.join(' ') : undefined}
              data-dia={dia.iso}
              className={`cal-cell${dia.hoy ? ' cal-cell--hoy' : ''}${dia.finDeSemana ? ' cal-cell--finde' : ''}${dia.inicioMes ? ' cal-cell--mes' : ''}${elegida ? ' cal-cell--elegida' : ''}${destinoD === d ? ' cal-cell--destino' : ''}${activaD === d ? ' cal-cell--activa' : ''}`}
              onMouseDown={(e) => e.target === e.currentTarget && eventos.onMouseDownCelda(e, { r, d })}
              onMouseOver={(e) => e.target === e.currentTarget && eventos.onSobreCelda({ r, d })}
            >
              {aqui?.bloqueos.map((b) => (
                <Bloqueo key={`${b.start_date}-${b.end_date}`} id={idBloqueo(b)} bloqueo={b} ventana={ventana} n={n} />
              ))}
              {aqui?.barras.map((celda) => (
                <Barra
                  key={celda.id}
                  id={idBarra(celda)}
                  celda={celda}
                  destino={destinoDe(celda)}
                  ventana={ventana}
                  n={n}
                  arrastrada={movida?.id === celda.id}
                  redimensionable={!props.soloLectura}
                  destacada={props.destacada === celda.reserva_id}
                  tooltip={hover?.id === celda.id ? hover : null}
                  onHover={(caja) => eventos.onHover(celda, caja)}
                  onAgarrar={(e, tipo) => eventos.onAgarrar(e, celda, tipo)}
                  onAbrir={() => eventos.onAbrir(celda)}
                  onMenu={(x, y) => eventos.onMenu(celda, x, y)}
                  onTomarConTeclado={(tipo) => eventos.onTomarConTeclado(celda, tipo)}
                  onClic={() => eventos.onClic(celda)}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
});
