import { MENSAJES_MOTOR } from '@recepcion/contracts';
import { HOTEL, HOY } from '../test/datos';
import { dinero, fecha, limitesLlegada, limitesSalida, validarBusqueda, validarHuesped } from './reglas';
import { en } from './textos/en';
import { es } from './textos/es';

const busqueda = (cambios: Partial<{ llegada: string; salida: string; adultos: string; ninos: string }> = {}) => ({ llegada: '2026-04-02', salida: '2026-04-05', adultos: '2', ninos: '0', ...cambios });

/** The search's messages by field, in Spanish. */
function mensajes(cambios: Parameters<typeof busqueda>[0], hotel = HOTEL) {
  const { errores } = validarBusqueda(hotel, HOY, busqueda(cambios));
  return Object.fromEntries(Object.entries(errores).map(([campo, m]) => [campo, m!(es)]));
}

describe('formats', () => {
  it('shows dates dd-MM-yyyy', () => {
    expect(fecha('2026-04-02')).toBe('02-04-2026');
  });

  it('shows money with dot thousands, comma decimals and the currency code; whole units without cents', () => {
    expect(dinero(1234567, 'CLP', false)).toBe('CLP 1.234.567');
    expect(dinero(1234567.4, 'CLP', false)).toBe('CLP 1.234.567');
    expect(dinero(1234.5, 'USD', true)).toBe('USD 1.234,50');
    expect(dinero(99, 'EUR', true)).toBe('EUR 99,00');
  });
});

describe('the search', () => {
  it('lets the guest arrive from the minimum days ahead to the maximum, and leave within the stay bounds', () => {
    expect(limitesLlegada(HOTEL, HOY)).toEqual({ min: '2026-03-11', max: '2026-09-06' });
    expect(limitesSalida(HOTEL, HOY, '2026-04-02')).toEqual({ min: '2026-04-03', max: '2026-04-16' });
    // No check-in yet: from the first day one may leave to the last.
    expect(limitesSalida(HOTEL, HOY, '')).toEqual({ min: '2026-03-12', max: '2026-09-20' });
  });

  it('accepts a valid search', () => {
    expect(validarBusqueda(HOTEL, HOY, busqueda({ ninos: '1' }))).toEqual({ errores: {}, consulta: { llegada: '2026-04-02', salida: '2026-04-05', adultos: 2, ninos: 1, noches: 3 } });
  });

  it('says the API’s Spanish messages', () => {
    expect(mensajes({ llegada: '' })).toEqual({ llegada: MENSAJES_MOTOR.fechasNoValidas });
    expect(mensajes({ salida: '' })).toEqual({ salida: MENSAJES_MOTOR.fechasNoValidas });
    expect(mensajes({ salida: '2026-04-02' })).toEqual({ salida: MENSAJES_MOTOR.fechasNoValidas });
    expect(mensajes({ salida: '2026-04-01' })).toEqual({ salida: MENSAJES_MOTOR.fechasNoValidas });
    expect(mensajes({ salida: '2026-04-20' })).toEqual({ salida: 'La estadía debe ser de 1 a 14 noches' });
    expect(mensajes({ llegada: '2026-03-10', salida: '2026-03-12' })).toEqual({ llegada: 'Se puede llegar entre el 11-03-2026 y el 06-09-2026' });
    expect(mensajes({ llegada: '2026-09-07', salida: '2026-09-08' })).toEqual({ llegada: 'Se puede llegar entre el 11-03-2026 y el 06-09-2026' });
    expect(mensajes({ adultos: '0' })).toEqual({ adultos: MENSAJES_MOTOR.adultosNoValidos });
    expect(mensajes({ adultos: '' })).toEqual({ adultos: MENSAJES_MOTOR.adultosNoValidos });
    expect(mensajes({ adultos: '2.5' })).toEqual({ adultos: MENSAJES_MOTOR.adultosNoValidos });
    expect(mensajes({ ninos: '-1' })).toEqual({ ninos: 'Niños no es válido' });
    expect(mensajes({ adultos: '15', ninos: '6' })).toEqual({ ninos: 'Se pueden reservar hasta 20 huéspedes en línea' });
  });

  it('sends no children where the hotel takes none', () => {
    expect(validarBusqueda({ ...HOTEL, PermiteNinos: false }, HOY, busqueda({ ninos: '3' })).consulta?.ninos).toBe(0);
  });

  it('has the same messages in English', () => {
    const { errores } = validarBusqueda(HOTEL, HOY, busqueda({ salida: '2026-04-20', adultos: '0' }));
    expect(errores.salida!(en)).toBe('The stay must be 1 to 14 nights');
    expect(errores.adultos!(en)).toBe('Enter how many adults are staying');
  });
});

describe('the guest’s details', () => {
  const datos = { nombre: 'Ana', email: 'ana@correo.cl', telefono: '+56 9 1234 5678', paisId: '35', documento: '', comentario: '', acepta: true, sitio: '' };

  it('accepts complete details', () => {
    expect(validarHuesped(datos)).toEqual({});
  });

  it('asks for a phone when there is none, and for 6 digits when it has fewer (as the API does)', () => {
    const mensaje = (telefono: string) => validarHuesped({ ...datos, telefono }).telefono?.(es);
    expect(mensaje('  ')).toBe(MENSAJES_MOTOR.ingreseTelefono);
    expect(mensaje('555')).toBe(MENSAJES_MOTOR.telefonoCorto);
    expect(mensaje('+56 (9) 1-2')).toBe(MENSAJES_MOTOR.telefonoCorto);
    expect(mensaje('+56 9 1234')).toBeUndefined();
    expect(validarHuesped({ ...datos, telefono: '555' }).telefono?.(en)).toBe('Your phone number must have at least 6 digits');
  });

  it('says what is missing with the API’s messages', () => {
    const errores = validarHuesped({ ...datos, nombre: '  ', email: 'ana@correo', telefono: '12', paisId: '', acepta: false });
    expect(Object.fromEntries(Object.entries(errores).map(([c, m]) => [c, m!(es)]))).toEqual({
      nombre: MENSAJES_MOTOR.ingreseNombre,
      email: MENSAJES_MOTOR.ingreseEmail,
      telefono: MENSAJES_MOTOR.telefonoCorto,
      paisId: MENSAJES_MOTOR.seleccionePais,
      acepta: MENSAJES_MOTOR.acepteLaPolitica,
    });
  });
});
