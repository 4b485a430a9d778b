import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { configuracionDto, habitacionesAConfigurar, leerNumero, validarConfiguracion } from './validar-configuracion';

const valido = { impuestoNombre: 'IVA (19)', impuestoPorcentaje: '19', monedaId: 'CLP', habitaciones: '10' };

describe('hotel setup rules (spec section 5)', () => {
  it('reads a comma as the decimal separator', () => {
    expect(leerNumero('19,5')).toBe(19.5);
    expect(leerNumero(' ')).toBeNaN();
  });

  it.each([
    ['0', 0],
    ['50', 50],
    ['12.5', 12.5],
  ])('accepts a tax percentage of %s', (text) => {
    expect(validarConfiguracion({ ...valido, impuestoPorcentaje: text })).toEqual({});
  });

  it.each(['-0.01', '50.01', '', 'abc'])('refuses a tax percentage of %j', (text) => {
    expect(validarConfiguracion({ ...valido, impuestoPorcentaje: text })).toEqual({ impuestoPorcentaje: M.impuestoPorcentaje });
  });

  it('floors the rooms, caps them at 80 and wants at least one', () => {
    expect(habitacionesAConfigurar('7.9')).toBe(7);
    expect(habitacionesAConfigurar('500')).toBe(80);
    for (const text of ['0', '0.9', '-3', '']) {
      expect(validarConfiguracion({ ...valido, habitaciones: text })).toEqual({ habitaciones: M.habitacionesMinimo });
    }
  });

  it('trims the tax name and sends numbers', () => {
    expect(configuracionDto(7, { ...valido, impuestoNombre: '  IVA  ', impuestoPorcentaje: '19,5', habitaciones: '12.3' })).toEqual({
      hotelId: 7,
      impuestoNombre: 'IVA',
      impuestoPorcentaje: 19.5,
      monedaId: 'CLP',
      habitaciones: 12,
    });
  });
});
