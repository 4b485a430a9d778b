import { formatearFecha } from '@recepcion/domain';
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { Barra, Bloqueo } from './barra';
import type { BloqueoCalendario, CeldaReserva, DestinoCelda } from './tipos';
import type { Arrastre, Punto } from './use-arrastre';
import type { Grupo } from './use-ventana-calendario';
import type { DiaVentana, Ventana } from './ventana';

export interface GrillaCalendarioProps {
  gridRef: RefObject<HTMLDivElement | null>;
  ventana: Ventana;
  n: number;
  dias: DiaVentana[];
  grupos: Grupo[];
  filaDe: Map<number, number>;
  celdasDe: (habitacionId: number) => CeldaReserva[];
  bloqueosDe: (habitacionId: number) => BloqueoCalendario[];
  destinoDe: (celda: CeldaReserva) => DestinoCelda;
  seleccion: { r0: number; r1: number; d0: number; d1: number } | null;
  /** The id of the keyboard's current cell. */
  activa: string | undefined;
  arrastre: Arrastre | null;
  pendienteId: string | undefined;
  destacada: number | null;
  hover: { id: string; x: number; y: number } | null;
  onTeclado: (e: KeyboardEvent<HTMLDivElement>) => void;
  onMouseDownCelda: (e: MouseEvent, p: Punto) => void;
  onSobreCelda: (p: Punto) => void;
  onHover: (celda: CeldaReserva, caja: DOMRect | null) => void;
  onAgarrar: (e: MouseEvent<HTMLElement>, celda: CeldaReserva, tipo: Arrastre['tipo']) => void;
  onAbrir: (celda: CeldaReserva) => void;
  onClic: (celda: CeldaReserva) => void;
  onMenu: (celda: CeldaReserva, x: number, y: number) => void;
}

/** The grid (role grid): the days as columns, rooms by room type as rows, blocks and bars on each row's track. */
export function GrillaCalendario(props: GrillaCalendarioProps) {
  const { gridRef, ventana, n, dias, grupos, filaDe, seleccion, activa, arrastre, onTeclado } = props;
  return (
    <div className="cal-scroll">
      <div
        ref={gridRef}
        className={`cal-grid${arrastre ? ' cal-grid--arrastrando' : ''}${ventana.vista === 'mes' || n > 21 ? ' cal-grid--compacta' : ''}`}
        role="grid"
        aria-label="Calendario de ocupación"
        aria-multiselectable="true"
        aria-activedescendant={activa}
        tabIndex={0}
        onKeyDown={onTeclado}
        style={{ ['--dias' as string]: n }}
      >
        <div className="cal-row cal-row--head" role="row">
          <div className="cal-corner" role="columnheader">
            Habitación
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

        {grupos.map((grupo) => (
          <div key={grupo.tipoId} role="rowgroup" aria-label={grupo.nombre} className="cal-rowgroup">
            <div className="cal-row cal-row--tipo" role="row">
              <div className="cal-tipo" role="rowheader">
                {grupo.nombre}
              </div>
            </div>
            {grupo.habitaciones.map((habitacion) => {
              const r = filaDe.get(habitacion.Id) ?? 0;
              return (
                <div key={habitacion.Id} className="cal-row" role="row" data-habitacion={habitacion.Nombre}>
                  <div className="cal-room" role="rowheader">
                    {habitacion.Nombre}
                  </div>
                  <div className="cal-track">
                    {dias.map((dia, d) => {
                      const elegida = seleccion !== null && r >= seleccion.r0 && r <= seleccion.r1 && d >= seleccion.d0 && d <= seleccion.d1;
                      const destino = arrastre && arrastre.actual.r === r && arrastre.actual.d === d;
                      return (
                        <div
                          key={dia.iso}
                          id={`cal-c-${r}-${d}`}
                          role="gridcell"
                          aria-selected={elegida}
                          aria-label={`Habitación ${habitacion.Nombre}, ${formatearFecha(dia.iso)}`}
                          data-dia={dia.iso}
                          className={`cal-cell${dia.hoy ? ' cal-cell--hoy' : ''}${dia.finDeSemana ? ' cal-cell--finde' : ''}${dia.inicioMes ? ' cal-cell--mes' : ''}${elegida ? ' cal-cell--elegida' : ''}${destino ? ' cal-cell--destino' : ''}${activa === `cal-c-${r}-${d}` ? ' cal-cell--activa' : ''}`}
                          onMouseDown={(e) => props.onMouseDownCelda(e, { r, d })}
                          onMouseOver={() => props.onSobreCelda({ r, d })}
                        />
                      );
                    })}
                    {props.bloqueosDe(habitacion.Id).map((b) => (
                      <Bloqueo key={`${b.start_date}-${b.end_date}`} bloqueo={b} ventana={ventana} n={n} />
                    ))}
                    {props.celdasDe(habitacion.Id).map((celda) => (
                      <Barra
                        key={celda.id}
                        celda={celda}
                        destino={props.destinoDe(celda)}
                        ventana={ventana}
                        n={n}
                        arrastrada={arrastre?.celda.id === celda.id || props.pendienteId === celda.id}
                        destacada={props.destacada === celda.reserva_id}
                        tooltip={props.hover?.id === celda.id && !arrastre ? props.hover : null}
                        onHover={(caja) => props.onHover(celda, caja)}
                        onAgarrar={(e, tipo) => props.onAgarrar(e, celda, tipo)}
                        onAbrir={() => props.onAbrir(celda)}
                        onMenu={(x, y) => props.onMenu(celda, x, y)}
                        onClic={() => props.onClic(celda)}
                      />
                    ))}
                  </div>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
