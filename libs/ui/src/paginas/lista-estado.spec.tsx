import { render, screen } from '@testing-library/react';
import { ListaEstado } from './lista-estado';
import { SoloLectura } from './solo-lectura';

const vacia = { status: 'success' as const, data: [] };
const lista = (soloLectura: boolean) =>
  render(
    <SoloLectura activa={soloLectura}>
      <ListaEstado state={vacia} cargando="Cargando gastos…" error="No se pudo cargar la lista de gastos." vacio="No hay gastos entre esas fechas." comoEmpezar="Registre uno con «Nuevo gasto»." onReintentar={() => undefined} />
    </SoloLectura>,
  );

describe('an empty list', () => {
  it('tells whoever may change the page how to start it', () => {
    lista(false);
    expect(screen.getByRole('status')).toHaveTextContent('No hay gastos entre esas fechas. Registre uno con «Nuevo gasto».');
  });

  it('tells a read-only user only that it is empty: they have no «Nuevo gasto» to press', () => {
    lista(true);
    expect(screen.getByRole('status')).toHaveTextContent(/^No hay gastos entre esas fechas\.$/);
  });
});
