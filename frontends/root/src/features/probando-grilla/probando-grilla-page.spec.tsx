import { screen, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

const dato = (termino: string) => screen.getByText(termino, { selector: 'dt' }).nextElementSibling;

describe('Prueba: grilla', () => {
  it('shows the sample rows in the Chilean format and says which row is selected and which opened', async () => {
    const { user, api } = renderRoot('/root/probando-grilla');
    const grid = await screen.findByRole('grid', { name: 'Reservas de muestra' });
    const filas = within(grid).getAllByRole('row');
    expect(filas).toHaveLength(6);
    expect(within(filas[3]).getAllByRole('gridcell').map((c) => c.textContent)).toEqual(['103', 'Íñigo Ñúñez', '24-12-2026', '7', '1.250.000,00', 'Sí']);
    expect(dato('Fila seleccionada')).toHaveTextContent('Ninguna');

    await user.click(within(filas[2]).getByText('José Muñoz'));
    expect(dato('Fila seleccionada')).toHaveTextContent('Fila 2: 102 · José Muñoz · llega el 03-12-2026 · 1 noches · $ 45.990,50 · sin pagar');
    // The arrows move the selection, a double click opens the row.
    await user.keyboard('{ArrowDown}');
    expect(dato('Fila seleccionada')).toHaveTextContent('Fila 3: 103 · Íñigo Ñúñez');
    await user.dblClick(within(filas[3]).getByText('Íñigo Ñúñez'));
    expect(dato('Fila abierta')).toHaveTextContent('103 · Íñigo Ñúñez · llega el 24-12-2026 · 7 noches · $ 1.250.000,00 · pagada');

    await user.click(screen.getByRole('button', { name: 'Seleccionar la última fila' }));
    expect(dato('Fila seleccionada')).toHaveTextContent('Fila 5: 105 · Hostería Ñandú (grupo)');
    await user.click(screen.getByRole('button', { name: 'Quitar la selección' }));
    expect(dato('Fila seleccionada')).toHaveTextContent('Ninguna');

    await user.click(screen.getByLabelText('Sin filas'));
    expect(screen.getByText('La grilla no tiene filas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(api.apiCalls()).toEqual([]);
  });
});
