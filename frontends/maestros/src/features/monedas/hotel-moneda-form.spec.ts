import { MENSAJES_MAESTROS as M } from '@recepcion/contracts';
import { hotelMonedaDatos, validarHotelMoneda } from './hotel-moneda-form';

const lista = [{ Id: 1, MonedaId: 'CLP', MonedaNombre: 'Peso chileno', Factor: 0 }];

describe('moneda del hotel', () => {
  it('must be chosen, not twice, with a factor from 0 (empty is 0)', () => {
    expect(validarHotelMoneda({ MonedaId: '', Factor: 0 }, 0, lista)).toEqual({ MonedaId: M.seleccioneMoneda });
    expect(validarHotelMoneda({ MonedaId: 'CLP', Factor: 0 }, 0, lista)).toEqual({ MonedaId: M.monedaRepetida });
    expect(validarHotelMoneda({ MonedaId: 'CLP', Factor: 2 }, 1, lista)).toEqual({});
    expect(validarHotelMoneda({ MonedaId: 'USD', Factor: -1 }, 0, lista)).toEqual({ Factor: M.factor });
    expect(hotelMonedaDatos(0, { MonedaId: 'USD', Factor: null })).toEqual({ Id: 0, MonedaId: 'USD', Factor: 0 });
  });
});
