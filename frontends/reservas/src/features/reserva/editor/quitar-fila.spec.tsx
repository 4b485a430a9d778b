import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CargoReserva, IngresoReserva } from '@recepcion/contracts';
import { installFakeHotel, reservaDePrueba } from '../../../../test/reserva/fake-hotel';
import { limpiar, renderDialogos } from '../../../../test/reserva/render-dialogos';

afterEach(limpiar);

const cargo = (Id: number, CargoNombre: string, Total: number): CargoReserva => ({
  Id,
  Fecha: '2026-12-02',
  ContactoClienteId: null,
  ClienteNombre: null,
  CargoId: Id === 1 ? 5 : 6,
  CargoNombre,
  Precio: Total,
  Cantidad: 1,
  Total,
  ImpuestoIncluido: true,
  TipoImpuestoId: 1,
  MonedaId: 'CLP',
  MonedaNombre: 'Peso chileno',
  Comentario: null,
  HabitacionId: 11,
  HabitacionNombre: '101',
  DocumentoVentaId: null,
});

const pago = (Id: number, Concepto: string, Valor: number): IngresoReserva => ({
  Id,
  Fecha: '2026-12-01',
  ClienteId: null,
  ClienteNombre: null,
  Concepto,
  Valor,
  MonedaId: 'CLP',
  MonedaNombre: 'Peso chileno',
  FormaPagoId: 1,
  HabitacionId: 11,
  HabitacionNombre: '101',
  DocumentoVentaId: null,
});

const linea = (Id: number, HabitacionId: number, HabitacionNombre: string) => ({ ...reservaDePrueba().Habitaciones[0], Id, HabitacionId, HabitacionNombre });

const filas = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
const seleccionadas = (grid: HTMLElement) => filas(grid).filter((f) => f.getAttribute('aria-selected') === 'true');

/** Selects the first row, removes it after confirming, and answers the grid and its buttons. */
async function quitarPrimera(user: ReturnType<typeof userEvent.setup>, grid: HTMLElement) {
  await user.click(filas(grid)[0]);
  await user.click(screen.getByRole('button', { name: 'Quitar' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirmar' })).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('after Quitar, the row that looks selected is the one Editar and Quitar act on', () => {
  it.each([
    ['Cargos', 'Cargos', { Cargos: [cargo(1, 'Agua mineral', 1500), cargo(2, 'Lavandería', 8000)] }, 'Lavandería', 'Modificar cargo'],
    ['Pagos', 'Pagos', { Ingresos: [pago(1, 'Abono', 50000), pago(2, 'Saldo', 100000)] }, 'Saldo', 'Modificar pago'],
    ['Habitaciones', 'Habitaciones', { Habitaciones: [linea(1, 11, '101'), linea(2, 12, '102')] }, '102', 'Habitación 102'],
  ])('%s: the row moved up is selected, and Editar opens it', async (pestana, nombreGrid, cambios, queda, dialogo) => {
    const user = userEvent.setup();
    installFakeHotel([reservaDePrueba(cambios)]);
    renderDialogos(`/reservas/listado?reserva=12&pestana=${pestana}`);
    const grid = await screen.findByRole('grid', { name: nombreGrid });
    await quitarPrimera(user, grid);

    expect(filas(grid)).toHaveLength(1);
    expect(seleccionadas(grid)).toEqual([filas(grid)[0]]);
    expect(filas(grid)[0]).toHaveTextContent(queda);
    expect(screen.getByRole('button', { name: 'Editar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('dialog', { name: dialogo })).toBeInTheDocument();
  });

  it('removing the last row leaves nothing selected and the buttons off', async () => {
    const user = userEvent.setup();
    installFakeHotel([reservaDePrueba({ Cargos: [cargo(1, 'Agua mineral', 1500), cargo(2, 'Lavandería', 8000)] })]);
    renderDialogos('/reservas/listado?reserva=12&pestana=Cargos');
    const grid = await screen.findByRole('grid', { name: 'Cargos' });
    await user.click(filas(grid)[1]);
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirmar' })).getByRole('button', { name: 'Aceptar' }));
    // The one before it takes the selection.
    await waitFor(() => expect(filas(grid)).toHaveLength(1));
    expect(seleccionadas(grid)).toEqual([filas(grid)[0]]);
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeEnabled();

    await quitarPrimera(user, grid);
    expect(within(grid).queryAllByRole('row').slice(1)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar' })).toBeDisabled();
  });
});
