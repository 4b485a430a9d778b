import { MENSAJES_GASTO as M } from '../../lib/mensajes';
import { gastoDatos, gastoNuevo, validarGasto } from './gasto-form';

describe('gasto', () => {
  it('starts today, without concept or value', () => {
    expect(gastoNuevo('2027-06-01')).toEqual({ Fecha: '2027-06-01', Concepto: '', Valor: null, Comentario: '' });
  });

  it('needs a date, a concept and a value (zero is a value)', () => {
    expect(validarGasto({ Fecha: '', Concepto: ' ', Valor: null, Comentario: '' })).toEqual({ Fecha: M.fecha, Concepto: M.concepto, Valor: M.valor });
    expect(validarGasto({ Fecha: '2027-02-30', Concepto: 'Gas', Valor: 0, Comentario: '' })).toEqual({ Fecha: M.fecha });
    expect(validarGasto({ Fecha: '2027-06-01', Concepto: 'Gas', Valor: 0, Comentario: '' })).toEqual({});
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
