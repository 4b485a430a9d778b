import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { habitacionDatos, habitacionNueva, validarHabitacion } from './habitacion-form';

const valida = { Nombre: '101', TipoHabitacionId: '1', Orden: 3, Comentario: '' };

describe('habitación', () => {
  it('needs a name and a room type; Orden is a whole number, empty is 0', () => {
    expect(validarHabitacion(valida)).toEqual({});
    expect(validarHabitacion({ ...valida, Nombre: ' ', TipoHabitacionId: '' })).toEqual({ Nombre: M.faltaNombre, TipoHabitacionId: M.seleccioneTipoHabitacion });
    expect(validarHabitacion({ ...valida, Orden: 1.5 })).toEqual({ Orden: M.orden });
    expect(habitacionDatos(0, { ...valida, Orden: null })).toEqual({ Id: 0, Nombre: '101', TipoHabitacionId: 1, Orden: 0, Comentario: null });
  });

  it('places a new room after the last one', () => {
    expect(habitacionNueva([]).Orden).toBe(1);
    expect(habitacionNueva([{ Id: 1, Nombre: '1', TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', Comentario: null, Orden: 7 }]).Orden).toBe(8);
  });
});
