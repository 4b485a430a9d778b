import { MENSAJES_PISOS } from '@recepcion/contracts';
import { cambiarEstadoPiso, EstadoPisoInvalidoError } from './estado-piso';

const limpia = { hotelId: 1, habitacionId: 7, estado: 'Limpia' as const };
const en = new Date('2027-03-01T10:00:00Z');

describe('a room’s housekeeping state', () => {
  it('given a clean room, when the guest checks out, then it is dirty (from clean, by the check-out)', () => {
    expect(cambiarEstadoPiso(limpia, 'Sucia', 'check-out', en)).toEqual({ hotelId: 1, habitacionId: 7, de: 'Limpia', a: 'Sucia', motivo: 'check-out', en: '2027-03-01T10:00:00.000Z' });
  });

  it('given a dirty room, when housekeeping cleans it and an inspector checks it, then each step is recorded', () => {
    const sucia = { ...limpia, estado: 'Sucia' as const };
    expect(cambiarEstadoPiso(sucia, 'Limpia', 'manual', en)).toMatchObject({ de: 'Sucia', a: 'Limpia' });
    expect(cambiarEstadoPiso({ ...limpia }, 'Inspeccionada', 'manual', en)).toMatchObject({ de: 'Limpia', a: 'Inspeccionada' });
  });

  it('given a room already in that state, records nothing (a double tap is not a change)', () => {
    expect(cambiarEstadoPiso(limpia, 'Limpia', 'manual', en)).toBeNull();
  });

  it('refuses a state that does not exist, in Spanish', () => {
    expect(() => cambiarEstadoPiso(limpia, 'Reluciente', 'manual', en)).toThrow(new EstadoPisoInvalidoError(MENSAJES_PISOS.estadoNoValido));
  });
});
