import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EditableTable, type ColumnaEditable } from './editable-table';

interface Cargo {
  Id: number;
  Nombre: string;
  Precio: number | null;
  TipoId: number | null;
}

const columnas: ColumnaEditable<Cargo>[] = [
  { title: 'Nombre', data: 'Nombre' },
  { title: 'Precio', data: 'Precio', type: 'monto' },
  { title: 'Tipo', data: 'TipoId', type: 'seleccion', opciones: [{ value: 1, label: 'Bar' }, { value: 2, label: 'Lavandería' }] },
];

function Pagina({ guardar }: { guardar: jest.Mock }) {
  const [filas, setFilas] = useState<Cargo[]>([{ Id: 1, Nombre: 'Bebida', Precio: 2500, TipoId: 1 }]);
  return (
    <EditableTable
      ariaLabel="Cargos"
      columns={columnas}
      filas={filas}
      claveDe={(c) => c.Id}
      nueva={() => ({ Id: 0, Nombre: '', Precio: null, TipoId: null })}
      onGuardar={async (fila, modo) => {
        await guardar(fila, modo);
        setFilas((actuales) => (modo === 'creando' ? [...actuales, { ...fila, Id: actuales.length + 1 }] : actuales.map((a) => (a.Id === fila.Id ? fila : a))));
      }}
      onEliminar={(fila) => setFilas((actuales) => actuales.filter((a) => a.Id !== fila.Id))}
    />
  );
}

const celdas = (fila: HTMLElement) => within(fila).getAllByRole('cell').slice(0, 3).map((c) => c.textContent);

describe('EditableTable', () => {
  it('shows rows formatted, and edits one in place; Cancelar restores it', async () => {
    const user = userEvent.setup();
    render(<Pagina guardar={jest.fn()} />);
    const tabla = screen.getByRole('table', { name: 'Cargos' });
    expect(celdas(within(tabla).getAllByRole('row')[1])).toEqual(['Bebida', '2.500,00', 'Bar']);

    await user.click(screen.getByRole('button', { name: 'Editar Bebida' }));
    const nombre = screen.getByRole('textbox', { name: 'Nombre' });
    expect(nombre).toHaveFocus();
    await user.clear(nombre);
    await user.type(nombre, 'Jugo');
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(celdas(within(tabla).getAllByRole('row')[1])).toEqual(['Bebida', '2.500,00', 'Bar']);
  });

  it('saves an edited row with Enter', async () => {
    const user = userEvent.setup();
    const guardar = jest.fn().mockResolvedValue(undefined);
    render(<Pagina guardar={guardar} />);
    await user.click(screen.getByRole('button', { name: 'Editar Bebida' }));
    const precio = screen.getByRole('textbox', { name: 'Precio' });
    await user.clear(precio);
    await user.type(precio, '3000{Enter}');
    expect(guardar).toHaveBeenCalledWith({ Id: 1, Nombre: 'Bebida', Precio: 3000, TipoId: 1 }, 'editando');
    expect(await screen.findByRole('button', { name: 'Editar Bebida' })).toBeEnabled();
    expect(screen.getByRole('cell', { name: '3.000,00' })).toBeInTheDocument();
  });

  it('creates a row with Nuevo, Escape drops it', async () => {
    const user = userEvent.setup();
    const guardar = jest.fn().mockResolvedValue(undefined);
    render(<Pagina guardar={guardar} />);
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Lavado');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Lavandería');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(guardar).toHaveBeenCalledWith({ Id: 0, Nombre: 'Lavado', Precio: null, TipoId: 2 }, 'creando');
    expect(await screen.findByRole('button', { name: 'Editar Lavado' })).toBeInTheDocument();
  });

  it('keeps the row open when saving fails', async () => {
    const user = userEvent.setup();
    render(<Pagina guardar={jest.fn().mockRejectedValue(new Error('Falta indicar el nombre'))} />);
    await user.click(screen.getByRole('button', { name: 'Nuevo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
  });

  it('deletes through the page', async () => {
    const user = userEvent.setup();
    render(<Pagina guardar={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar Bebida' }));
    expect(screen.getByText('No hay registros')).toBeInTheDocument();
  });
});
