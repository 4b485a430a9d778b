import { describirCambios, nombreDeRegistro } from './describir-cambios';

describe('describirCambios', () => {
  it('says before → after of each changed field only, in Spanish words', () => {
    expect(describirCambios({ Id: 1, Nombre: '101', Piso: 1, Activa: true, Nota: null }, { Id: 1, Nombre: '102', Piso: 1, Activa: false, Nota: 'vista' })).toEqual([
      'Nombre: «101» → «102»',
      'Activa: Sí → No',
      'Nota: (vacío) → «vista»',
    ]);
  });

  it('says nothing when nothing changed', () => {
    expect(describirCambios({ Id: 1, Lista: [1, 2] }, { Id: 1, Lista: [1, 2] })).toEqual([]);
  });

  it('names a record by its name, else its id', () => {
    expect(nombreDeRegistro({ Id: 3, Nombre: 'Minibar' })).toBe('«Minibar»');
    expect(nombreDeRegistro({ Id: 3 })).toBe('3');
  });
});
