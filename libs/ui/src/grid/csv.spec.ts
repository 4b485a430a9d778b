import { BOM, generarCsv } from './csv';
import type { GridColumn } from './grid-types';

interface Fila {
  Nombre: string;
  Saldo: number;
  Activo: boolean;
}

const columnas: GridColumn<Fila>[] = [
  { title: 'Nombre', data: 'Nombre' },
  { title: 'Saldo', data: 'Saldo', type: 'monto' },
  { title: 'Activo', data: 'Activo', type: 'booleano' },
];

describe('generarCsv', () => {
  it('starts with the BOM and separates with semicolons', () => {
    const csv = generarCsv(columnas, [{ Nombre: 'Ñuñoa; centro', Saldo: -10.5, Activo: true }]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Nombre;Saldo;Activo', '"Ñuñoa; centro";-10,50;Sí', '']);
  });

  it('writes text that a spreadsheet would run as a formula as plain text', () => {
    const csv = generarCsv(columnas, [{ Nombre: '=HYPERLINK("x")', Saldo: 0, Activo: false }]);
    expect(csv.split('\r\n')[1]).toBe('"\'=HYPERLINK(""x"")";0,00;No');
  });
});
