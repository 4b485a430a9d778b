import { MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { campoDeLaNegativa, validarDarAcceso, validarNuevoUsuario } from './validacion';

const valido = { nombre: 'Pedro', email: 'pedro@hotel.test', password: '12345678', confirmacion: '12345678' };

describe('validarNuevoUsuario', () => {
  it('accepts a name, an e-mail and a password of exactly 8 repeated', () => {
    expect(validarNuevoUsuario(valido)).toEqual({});
  });

  it.each([
    [{ nombre: '   ' }, { nombre: M.faltaNombre }],
    [{ email: '' }, { email: M.faltaEmail }],
    [{ email: 'pedro@hotel' }, { email: M.emailInvalido }],
    [{ password: '', confirmacion: '' }, { password: M.faltaContrasena, confirmacion: M.faltaConfirmacion }],
    [{ password: '1234567', confirmacion: '1234567' }, { password: M.contrasenaCortaUsuario }],
    [{ confirmacion: '12345679' }, { confirmacion: M.contrasenasDistintas }],
  ])('%j → %j', (cambio, errores) => {
    expect(validarNuevoUsuario({ ...valido, ...cambio })).toEqual(errores);
  });
});

describe('validarDarAcceso', () => {
  it('requires a valid e-mail', () => {
    expect(validarDarAcceso({ email: ' ' })).toEqual({ email: M.faltaEmail });
    expect(validarDarAcceso({ email: 'x@y' })).toEqual({ email: M.emailInvalido });
    expect(validarDarAcceso({ email: ' x@y.cl ' })).toEqual({});
  });
});

describe('campoDeLaNegativa', () => {
  it('ties the refusals about the e-mail to the e-mail field', () => {
    expect(campoDeLaNegativa(M.usuarioYaTieneAcceso)).toBe('email');
    expect(campoDeLaNegativa(M.emailRegistrado)).toBe('email');
    expect(campoDeLaNegativa(M.contrasenaCortaUsuario)).toBe('password');
    expect(campoDeLaNegativa(M.eliminarAccesoPropio)).toBeUndefined();
  });
});
