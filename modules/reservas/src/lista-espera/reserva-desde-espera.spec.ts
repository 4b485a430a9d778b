import { elegirHabitaciones, repartirPasajeros } from './reserva-desde-espera';

const h = (Id: number, Nombre: string, TipoHabitacionNombre = 'Doble', Capacidad = 2) => ({ Id, Nombre, TipoHabitacionId: 1, TipoHabitacionNombre, Orden: Id, Comentario: null, Capacidad });
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

  it('hold its guests: a small room first in order is passed over for one that holds them', () => {
    const hotel = [h(1, '101', 'Single', 1), h(2, '102', 'Doble', 2), h(3, '103', 'Familiar', 4)];
    expect(elegirHabitaciones(hotel, 1, null, 3)?.map((x) => x.Nombre)).toEqual(['103']);
    expect(elegirHabitaciones(hotel, 2, 'la 101', 5)?.map((x) => x.Nombre)).toEqual(['101', '103']);
    expect(elegirHabitaciones(hotel, 2, 'la 101', 6)?.map((x) => x.Nombre)).toEqual(['102', '103']);
    expect(elegirHabitaciones(hotel, 2, null, 2)?.map((x) => x.Nombre)).toEqual(['101', '102']);
  });

  it('are none when the free rooms cannot hold its guests', () => {
    expect(elegirHabitaciones([h(1, '101', 'Single', 1), h(2, '102')], 1, null, 3)).toBeNull();
    expect(elegirHabitaciones([h(1, '101', 'Single', 1), h(2, '102')], 2, null, 4)).toBeNull();
  });
});

describe('the guests spread over the rooms', () => {
  it('gives the first rooms the remainder and every room at least one', () => {
    expect(repartirPasajeros(5, [h(1, 'a', 'x', 3), h(2, 'b', 'x', 3)])).toEqual([3, 2]);
    expect(repartirPasajeros(6, [h(1, 'a'), h(2, 'b'), h(3, 'c')])).toEqual([2, 2, 2]);
    expect(repartirPasajeros(1, [h(1, 'a'), h(2, 'b')])).toEqual([1, 1]);
  });

  it('never puts more guests in a room than it holds', () => {
    expect(repartirPasajeros(5, [h(1, 'single', 'x', 1), h(2, 'familiar', 'x', 4)])).toEqual([1, 4]);
    expect(repartirPasajeros(4, [h(1, 'doble', 'x', 2), h(2, 'familiar', 'x', 4)])).toEqual([2, 2]);
  });
});
