import { formatearFecha, formatearMonto } from '@recepcion/domain';
import { CheckboxField, Grid, type GridColumn, type GridHandle, PageHeader } from '@recepcion/ui';
import { useRef, useState } from 'react';
import { AREA_ROOT } from '../../lib/area';

export const TITULO_PROBANDO_GRILLA = 'Prueba: grilla';

/** A sample row: every kind of column the grid formats. */
export interface FilaMuestra {
  Id: number;
  Pasajero: string;
  Llegada: string;
  Noches: number;
  Total: number;
  Pagada: boolean;
}

export const FILAS_MUESTRA: readonly FilaMuestra[] = [
  { Id: 101, Pasajero: 'Ana Pérez', Llegada: '2026-12-01', Noches: 3, Total: 189000, Pagada: true },
  { Id: 102, Pasajero: 'José Muñoz', Llegada: '2026-12-03', Noches: 1, Total: 45990.5, Pagada: false },
  { Id: 103, Pasajero: 'Íñigo Ñúñez', Llegada: '2026-12-24', Noches: 7, Total: 1250000, Pagada: true },
  { Id: 104, Pasajero: 'María José Araya', Llegada: '2027-01-02', Noches: 2, Total: 98500.25, Pagada: false },
  { Id: 105, Pasajero: 'Hostería Ñandú (grupo)', Llegada: '2027-01-15', Noches: 14, Total: 3125400, Pagada: false },
];

const COLUMNAS: readonly GridColumn<FilaMuestra>[] = [
  { title: 'Reserva', data: 'Id', type: 'numero', decimales: 0, width: 80, readOnly: true },
  { title: 'Pasajero', data: 'Pasajero', width: 220 },
  { title: 'Llegada', data: 'Llegada', type: 'fecha', width: 110 },
  { title: 'Noches', data: 'Noches', type: 'numero', decimales: 0, width: 80 },
  { title: 'Total', data: 'Total', type: 'monto', width: 130 },
  { title: 'Pagada', data: 'Pagada', type: 'booleano', width: 80 },
];

const textoFila = (f: FilaMuestra) => `${f.Id} · ${f.Pasajero} · llega el ${formatearFecha(f.Llegada)} · ${f.Noches} noches · $ ${formatearMonto(f.Total)} · ${f.Pagada ? 'pagada' : 'sin pagar'}`;

/**
 * `/root/probando-grilla`: libs/ui's Grid with sample reservations (dates, numbers, money and
 * yes/no columns in the Chilean format): the row selected (click or arrows), the row opened
 * (double click or Enter), edited cells, the handle's calls and the CSV export.
 */
export function ProbandoGrillaPage() {
  const grid = useRef<GridHandle<FilaMuestra>>(null);
  const [filas, setFilas] = useState<readonly FilaMuestra[]>(FILAS_MUESTRA);
  const [seleccionada, setSeleccionada] = useState<{ fila: FilaMuestra; indice: number } | null>(null);
  const [abierta, setAbierta] = useState<FilaMuestra | null>(null);
  const [editable, setEditable] = useState(false);
  const [cambio, setCambio] = useState<string | null>(null);
  const [vacia, setVacia] = useState(false);

  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_PROBANDO_GRILLA} descripcion="La grilla del kit con reservas de muestra: selección, apertura con doble clic o Enter, edición y exportación a CSV." />
      <section className="rc-card root-card" aria-label="Grilla de muestra">
        <div className="root-filtros">
          <CheckboxField label="Editable" checked={editable} onChange={(e) => setEditable(e.target.checked)} />
          <CheckboxField label="Sin filas" checked={vacia} onChange={(e) => setVacia(e.target.checked)} />
          <button type="button" className="rc-button" onClick={() => grid.current?.seleccionarFila(filas.length - 1)}>
            Seleccionar la última fila
          </button>
          <button
            type="button"
            className="rc-button"
            onClick={() => {
              grid.current?.seleccionarFila(null);
              setSeleccionada(null);
            }}
          >
            Quitar la selección
          </button>
          <button
            type="button"
            className="rc-button"
            onClick={() => {
              setFilas(FILAS_MUESTRA);
              setCambio(null);
            }}
          >
            Restaurar los datos
          </button>
        </div>
        <Grid<FilaMuestra>
          ref={grid}
          columns={COLUMNAS}
          data={vacia ? [] : filas}
          ariaLabel="Reservas de muestra"
          height={260}
          editable={editable}
          exportarCsv="reservas-de-muestra.csv"
          sinDatos="La grilla no tiene filas."
          onSelect={(fila, indice) => setSeleccionada({ fila, indice })}
          onActivate={(fila) => setAbierta(fila)}
          onCambio={(fila, campo, valor, indice) => {
            setFilas((actuales) => actuales.map((f, i) => (i === indice ? { ...f, [campo]: valor } : f)));
            setCambio(`Reserva ${fila.Id}: ${campo} = ${String(valor)}`);
          }}
        />
      </section>
      <section className="rc-card root-card" aria-label="Lo que entregó la grilla">
        <h2 className="root-subtitulo">Lo que entregó la grilla</h2>
        <dl className="root-datos">
          <dt>Fila seleccionada</dt>
          <dd>{seleccionada ? `Fila ${seleccionada.indice + 1}: ${textoFila(seleccionada.fila)}` : 'Ninguna'}</dd>
          <dt>Fila abierta</dt>
          <dd>{abierta ? textoFila(abierta) : 'Ninguna'}</dd>
          <dt>Último cambio</dt>
          <dd>{cambio ?? 'Ninguno'}</dd>
        </dl>
      </section>
    </>
  );
}
