import { MENSAJES_GASTO as M } from '../../lib/mensajes';
import { gastoDatos, gastoNuevo, validarGasto } from './gasto-form';

describe('gasto', () => {
  it('starts today, without concept or value', () => {
    expect(gastoNuevo('2027-06-01')).toEqual({ Fecha: '2027-06-01', Concepto: '', Valor: null, Comentario: '' });
  });

  it('needs a date, a concept and a value (zero is a value, refused with its own message)', () => {
    expect(validarGasto({ Fecha: '', Concepto: ' ', Valor: null, Comentario: '' })).toEqual({ Fecha: M.fecha, Concepto: M.concepto, Valor: M.valor });
    expect(validarGasto({ Fecha: '2027-02-30', Concepto: 'Gas', Valor: 1, Comentario: '' })).toEqual({ Fecha: M.fecha });
    expect(validarGasto({ Fecha: '2027-06-01', Concepto: 'Gas', Valor: 0, Comentario: '' })).toEqual({ Valor: 'El campo Valor no puede ser cero' });
    expect(validarGasto({ Fecha: '2027-06-01', Concepto: 'Gas', Valor: 1, Comentario: '' })).toEqual({});
  });

  it('refuses a negative, a 15-digit value and cents in a currency without them, naming the field', () => {
    const gasto = { Fecha: '2027-06-01', Concepto: 'Gas', Comentario: '' };
    const clp = { monedaId: 'CLP', centavos: false };
    expect(validarGasto({ ...gasto, Valor: -50000 }, clp).Valor).toBe('El campo Valor no puede ser negativo');
    expect(validarGasto({ ...gasto, Valor: 123456789012345 }, clp).Valor).toBe('El campo Valor no puede superar 999.999.999');
    expect(validarGasto({ ...gasto, Valor: 18500.5 }, clp).Valor).toBe('La moneda CLP no usa decimales');
    expect(validarGasto({ ...gasto, Valor: 18500.5 }, { monedaId: 'USD', centavos: true })).toEqual({});
  });

  it('sends the concept trimmed and an empty comment as null', () => {
    expect(gastoDatos(0, { Fecha: '2027-06-01', Concepto: ' Gas licuado ', Valor: 45990.5, Comentario: ' ' })).toEqual({
      Id: 0,
      Fecha: '2027-06-01',
      Concepto: 'Gas licuado',
      Valor: 45990.5,
      Comentario: null,
    });
  });
});
