import { ocupacionDe, porcionesTablero } from './lecturas';

describe('the dashboard donut', () => {
  it('gives each status its share of the rooms, rounded, and the rest to "Sin reservar"', () => {
    const porciones = porcionesTablero({
      habitaciones: 12,
      fueraDeServicio: 0,
      reservas: [
        { EstadoId: 2, Count: 3 },
        { EstadoId: 7, Count: 4 },
        { EstadoId: 8, Count: 1 },
      ],
    });
    expect(porciones.map((p) => [p.nombre, p.habitaciones, p.porcentaje])).toEqual([
      ['Sin confirmar', 0, 0],
      ['Confirmado', 3, 25],
      ['Re-Confirmado', 0, 0],
      ['Check-IN', 4, 33],
      ['Check-OUT', 1, 8],
      ['Sin reservar', 4, 34],
    ]);
  });

  it('ignores cancelled reservations and repeated counts add up', () => {
    const porciones = porcionesTablero({
      habitaciones: 4,
      fueraDeServicio: 0,
      reservas: [
        { EstadoId: 4, Count: 2 },
        { EstadoId: 1, Count: 1 },
        { EstadoId: 1, Count: 1 },
      ],
    });
    expect(porciones[0]).toMatchObject({ nombre: 'Sin confirmar', habitaciones: 2, porcentaje: 50 });
    expect(porciones.at(-1)).toMatchObject({ nombre: 'Sin reservar', habitaciones: 2, porcentaje: 50 });
  });

  it('shares out only the rooms on sale: one out of order of 5 leaves 4', () => {
    const porciones = porcionesTablero({ habitaciones: 5, fueraDeServicio: 1, reservas: [{ EstadoId: 7, Count: 2 }] });
    expect(porciones.find((p) => p.nombre === 'Check-IN')).toMatchObject({ habitaciones: 2, porcentaje: 50 });
    expect(porciones.at(-1)).toMatchObject({ nombre: 'Sin reservar', habitaciones: 2, porcentaje: 50 });
  });

  it('shows nothing for a hotel without rooms', () => {
    expect(porcionesTablero({ habitaciones: 0, fueraDeServicio: 0, reservas: [] }).every((p) => p.porcentaje === 0 && p.habitaciones === 0)).toBe(true);
  });

  it('reads the occupancy of a night as a rounded share', () => {
    expect(ocupacionDe(8, 12)).toBe(67);
    expect(ocupacionDe(0, 0)).toBe(0);
  });
});
