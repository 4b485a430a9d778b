import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Grid, TEXTO_SIN_DATOS } from './grid';
import type { GridColumn, GridHandle } from './grid-types';
import type { HotGridProps } from './hot-grid';
import { textoCelda } from './valor-celda';

// Handsontable needs layout (ResizeObserver, real CSS) that jsdom lacks; its own behaviour is
// covered by the browser test (apps/e2e/src/ui-kit.e2e.spec.ts). Here a plain table stands in,
// fed the same props, so the Grid's own logic (selection, activation, export) is tested.
jest.mock('./hot-grid', () => ({
  __esModule: true,
  default: function TablaFalsa<T>({ columns, data, ariaLabel, seleccion, onSeleccion, onActivar }: HotGridProps<T>) {
    return (
      <table aria-label={ariaLabel}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.data}>{c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((fila, i) => (
            <tr key={i} aria-selected={seleccion === i} onClick={() => onSeleccion(i)} onDoubleClick={() => onActivar?.(i)}>
              {columns.map((c) => (
                <td key={c.data}>{textoCelda(c, fila)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  },
}));

interface Habitacion {
  Id: number;
  Numero: string;
  Tipo: string;
  Desde: string;
  Total: number;
  SinCentavos: boolean;
}

const columnas: GridColumn<Habitacion>[] = [
  { title: 'Número', data: 'Numero', width: 80 },
  { title: 'Tipo', data: 'Tipo' },
  { title: 'Check-In', data: 'Desde', type: 'fecha' },
  { title: 'Total', data: 'Total', type: 'monto', conCentavos: (h) => !h.SinCentavos },
];
const filas: Habitacion[] = [
  { Id: 1, Numero: '101', Tipo: 'Doble matrimonial', Desde: '2026-01-05', Total: 123456.5, SinCentavos: false },
  { Id: 2, Numero: '102', Tipo: 'Suite "Pacífico"', Desde: '2026-02-10', Total: 99990, SinCentavos: true },
];

/** jsdom's Blob has no text() or arrayBuffer(); its FileReader reads it. */
function leerBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const lector = new FileReader();
    lector.onload = () => resolve(new Uint8Array(lector.result as ArrayBuffer));
    lector.readAsArrayBuffer(blob);
  });
}

function leerTexto(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const lector = new FileReader();
    lector.onload = () => resolve(lector.result as string);
    lector.readAsText(blob, 'utf-8');
  });
}

async function filasVisibles() {
  const tabla = await screen.findByRole('table', { name: 'Habitaciones' });
  return within(tabla).getAllByRole('row').slice(1);
}

describe('Grid', () => {
  it('shows dates as dd-MM-yyyy and money with dot thousands and comma decimals', async () => {
    render(<Grid columns={columnas} data={filas} ariaLabel="Habitaciones" />);
    const [primera, segunda] = await filasVisibles();
    expect(within(primera).getAllByRole('cell').map((c) => c.textContent)).toEqual(['101', 'Doble matrimonial', '05-01-2026', '123.456,50']);
    expect(within(segunda).getAllByRole('cell')[3]).toHaveTextContent('99.990');
  });

  it('keeps exactly one selected row and reports it', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const ref = createRef<GridHandle<Habitacion>>();
    render(<Grid ref={ref} columns={columnas} data={filas} ariaLabel="Habitaciones" onSelect={onSelect} />);
    const [primera, segunda] = await filasVisibles();
    await user.click(primera);
    await user.click(segunda);
    expect(onSelect).toHaveBeenLastCalledWith(filas[1], 1);
    expect(segunda).toHaveAttribute('aria-selected', 'true');
    expect(primera).toHaveAttribute('aria-selected', 'false');
    expect(ref.current?.filaSeleccionada()).toEqual({ fila: filas[1], indice: 1 });
    act(() => ref.current?.seleccionarFila(0));
    expect(primera).toHaveAttribute('aria-selected', 'true');
    expect(onSelect).toHaveBeenLastCalledWith(filas[0], 0);
  });

  it('forgets a selection whose row is gone after a reload', async () => {
    const user = userEvent.setup();
    const ref = createRef<GridHandle<Habitacion>>();
    const { rerender } = render(<Grid ref={ref} columns={columnas} data={filas} ariaLabel="Habitaciones" />);
    await user.click((await filasVisibles())[1]);
    rerender(<Grid ref={ref} columns={columnas} data={filas.slice(0, 1)} ariaLabel="Habitaciones" />);
    expect(ref.current?.filaSeleccionada()).toBeNull();
  });

  it("with the page's selection (seleccionada), shows exactly that row, also after the selected row is removed", async () => {
    const user = userEvent.setup();
    const tres = [...filas, { ...filas[0], Id: 3, Numero: '103' }];
    /** A page that keeps the selection and removes the selected row, choosing none after it. */
    function Pagina() {
      const [datos, setDatos] = useState(tres);
      const [elegida, setElegida] = useState<number | null>(null);
      return (
        <>
          <button type="button" disabled={elegida === null} onClick={() => (setDatos(datos.filter((_, i) => i !== elegida)), setElegida(null))}>
            Quitar
          </button>
          <Grid columns={columnas} data={datos} ariaLabel="Habitaciones" seleccionada={elegida} onSelect={(_, i) => setElegida(i)} />
        </>
      );
    }
    render(<Pagina />);
    await user.click((await filasVisibles())[1]);
    expect((await filasVisibles())[1]).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    // The row that moved up into the removed one's place does not look selected: nothing is.
    const quedan = await filasVisibles();
    expect(quedan.map((f) => within(f).getAllByRole('cell')[0].textContent)).toEqual(['101', '103']);
    expect(quedan.filter((f) => f.getAttribute('aria-selected') === 'true')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeDisabled();
  });

  it("with the page's selection, a click only asks for it: the row shown is the page's", async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const { rerender } = render(<Grid columns={columnas} data={filas} ariaLabel="Habitaciones" seleccionada={0} onSelect={onSelect} />);
    const [primera, segunda] = await filasVisibles();
    expect(primera).toHaveAttribute('aria-selected', 'true');
    await user.click(segunda);
    expect(onSelect).toHaveBeenLastCalledWith(filas[1], 1);
    expect(primera).toHaveAttribute('aria-selected', 'true');
    rerender(<Grid columns={columnas} data={filas} ariaLabel="Habitaciones" seleccionada={1} onSelect={onSelect} />);
    expect(segunda).toHaveAttribute('aria-selected', 'true');
    rerender(<Grid columns={columnas} data={filas} ariaLabel="Habitaciones" seleccionada={null} onSelect={onSelect} />);
    expect(segunda).toHaveAttribute('aria-selected', 'false');
  });

  it('opens a row on double click', async () => {
    const user = userEvent.setup();
    const onActivate = jest.fn();
    render(<Grid columns={columnas} data={filas} ariaLabel="Habitaciones" onActivate={onActivate} />);
    await user.dblClick((await filasVisibles())[0]);
    expect(onActivate).toHaveBeenCalledWith(filas[0], 0);
  });

  it('says so when there are no rows', async () => {
    render(<Grid columns={columnas} data={[]} ariaLabel="Habitaciones" />);
    expect(await screen.findByRole('status')).toHaveTextContent(TEXTO_SIN_DATOS);
  });

  describe('CSV export', () => {
    let descargado: { nombre: string; contenido: string } | null;
    beforeEach(() => {
      descargado = null;
      URL.createObjectURL = jest.fn(() => 'blob:csv');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
        descargado = { nombre: this.download, contenido: '' };
        void leerTexto(blob).then((t) => descargado && (descargado.contenido = t.replace(/^\uFEFF/, '')));
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('downloads the rows as shown, UTF-8 with BOM, from the button', async () => {
      const user = userEvent.setup();
      render(<Grid columns={columnas} data={filas} ariaLabel="Habitaciones" exportarCsv="habitaciones" />);
      await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await act(() => new Promise((r) => setTimeout(r, 20)));
      expect(descargado?.nombre).toBe('habitaciones.csv');
      const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
      expect(blob.type).toBe('text/csv;charset=utf-8');
      const bytes = await leerBytes(blob);
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(descargado?.contenido.split('\r\n')).toEqual([
        'Número;Tipo;Check-In;Total',
        '101;Doble matrimonial;05-01-2026;123.456,50',
        '102;"Suite ""Pacífico""";10-02-2026;99.990',
        '',
      ]);
    });

    it('downloads through the ref too', async () => {
      const ref = createRef<GridHandle<Habitacion>>();
      render(<Grid ref={ref} columns={columnas} data={filas} ariaLabel="Habitaciones" />);
      await filasVisibles();
      act(() => ref.current?.exportarCsv('informe.csv'));
      expect(descargado?.nombre).toBe('informe.csv');
    });
  });
});
