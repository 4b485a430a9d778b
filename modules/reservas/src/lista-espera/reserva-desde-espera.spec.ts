import { elegirHabitaciones, repartirPasajeros } from './reserva-desde-espera';

const h = (Id: number, Nombre: string, TipoHabitacionNombre = 'Doble') => ({ Id, Nombre, TipoHabitacionId: 1, TipoHabitacionNombre, Orden: Id, Comentario: null });
const libres = [h(1, '101'), h(2, '102', 'Matrimonial'), h(3, '103'), h(4, '104')];

describe('the rooms a waiting entry gets', () => {
  it('are those its preference names, by room or type, then the calendar’s order', () => {
    expect(elegirHabitaciones(libres, 2, 'La 103 o una matrimonial')?.map((x) => x.Nombre)).toEqual(['102', '103']);
    expect(elegirHabitaciones(libres, 3, 'MATRIMONIAL')?.map((x) => x.Nombre)).toEqual(['102', '101', '103']);
    expect(elegirHabitaciones(libres, 2, null)?.map((x) => x.Nombre)).toEqual(['101', '102']);
  });

  it('are none when fewer are free than it asks for', () => {
    expect(elegirHabitaciones(libres, 5, null)).toBeNull();
  });
});

describe('the guests spread over the rooms', () => {
  it('gives the first rooms the remainder and every room at least one', () => {
    expect(repartirPasajeros(5, 2)).toEqual([3, 2]);
    expect(repartirPasajeros(6, 3)).toEqual([2, 2, 2]);
    expect(repartirPasajeros(1, 2)).toEqual([1, 1]);
  });
});
