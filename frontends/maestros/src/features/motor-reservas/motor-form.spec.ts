import { type ConfiguracionMotor, MENSAJES_MOTOR as M, MOTOR_PREDETERMINADO } from '@recepcion/contracts';
import { campoDelMensaje, codigoIframe, direccionPagina, motorDatos, motorForm, sitioValido, slugDe, validarMotor } from './motor-form';

const base: ConfiguracionMotor = { Activo: false, Slug: 'hotel-sur', TiposHabitacion: [1], Descripciones: [], SitioPermitido: null, ...MOTOR_PREDETERMINADO };
const tipos = [{ Id: 1 }, { Id: 2 }];

describe('the booking engine’s settings (as modules/motor checks them)', () => {
  it('takes a new hotel’s settings as they come', () => {
    expect(validarMotor(motorForm(base), [1, 2])).toEqual({});
    expect(motorDatos(motorForm(base), tipos)).toEqual(base);
  });

  it('asks for an address of 3 to 60 lower case letters, digits and hyphens (typed capitals are lowered)', () => {
    const con = (Slug: string) => validarMotor({ ...motorForm(base), Slug }, [1]).Slug;
    expect(con('No Vale')).toBe(M.slugNoValido);
    expect(con('ab')).toBe(M.slugNoValido);
    expect(con('-hotel')).toBe(M.slugNoValido);
    expect(con('hotel-')).toBe(M.slugNoValido);
    expect(con('h'.repeat(61))).toBe(M.slugNoValido);
    expect(con(' Hotel-Playa-Azul ')).toBeUndefined();
    expect(slugDe(' Hotel-Playa-Azul ')).toBe('hotel-playa-azul');
  });

  it('keeps the stay and arrival windows in order and within the limits', () => {
    const con = (cambios: Partial<ReturnType<typeof motorForm>>) => validarMotor({ ...motorForm(base), ...cambios }, [1]);
    expect(con({ EstanciaMinima: 5, EstanciaMaxima: 2 })).toEqual({ EstanciaMaxima: M.estanciaNoValida });
    expect(con({ EstanciaMinima: 0 })).toEqual({ EstanciaMinima: M.estanciaNoValida });
    expect(con({ EstanciaMinima: null, EstanciaMaxima: 400 })).toEqual({ EstanciaMinima: M.estanciaNoValida, EstanciaMaxima: M.estanciaNoValida });
    expect(con({ DiasAnticipacionMinima: 10, DiasAnticipacionMaxima: 5 })).toEqual({ DiasAnticipacionMaxima: M.anticipacionNoValida });
    expect(con({ DiasAnticipacionMinima: -1, DiasAnticipacionMaxima: 731 })).toEqual({ DiasAnticipacionMinima: M.anticipacionNoValida, DiasAnticipacionMaxima: M.anticipacionNoValida });
    expect(con({ DiasCancelacionGratis: null })).toEqual({ DiasCancelacionGratis: M.diasCancelacionNoValidos });
    expect(con({ DiasCancelacionGratis: 366 })).toEqual({ DiasCancelacionGratis: M.diasCancelacionNoValidos });
    expect(con({ DiasCancelacionGratis: 1.5 })).toEqual({ DiasCancelacionGratis: M.diasCancelacionNoValidos });
    expect(con({ EstadoInicialId: '3' })).toEqual({ EstadoInicialId: M.estadoInicialNoValido });
  });

  it('asks an engine switched on to sell one of the hotel’s room types', () => {
    expect(validarMotor({ ...motorForm(base), Activo: true, TiposHabitacion: [] }, [1])).toEqual({ TiposHabitacion: M.tiposNoValidos });
    expect(validarMotor({ ...motorForm(base), Activo: true, TiposHabitacion: [9] }, [1])).toEqual({ TiposHabitacion: M.tiposNoValidos });
    expect(validarMotor({ ...motorForm(base), Activo: false, TiposHabitacion: [] }, [1])).toEqual({});
  });

  it('takes an allowed site as a scheme and a host, without a path', () => {
    expect(sitioValido('')).toBe(true);
    expect(sitioValido('https://www.mihotel.cl')).toBe(true);
    expect(sitioValido(' https://www.mihotel.cl/ ')).toBe(true);
    expect(sitioValido('http://localhost:8080')).toBe(true);
    expect(sitioValido('https://mihotel.cl/x; script-src *')).toBe(false);
    expect(sitioValido('https://mihotel.cl/reservas')).toBe(false);
    expect(sitioValido('https://mihotel.cl?x=1')).toBe(false);
    expect(sitioValido('ftp://mihotel.cl')).toBe(false);
    expect(sitioValido('mihotel.cl')).toBe(false);
    expect(validarMotor({ ...motorForm(base), SitioPermitido: 'www.mihotel.cl' }, [1])).toEqual({ SitioPermitido: M.sitioNoValido });
  });

  it('sends only the hotel’s room types, in its order, and the descriptions written', () => {
    const form = { ...motorForm(base), Slug: ' Hotel-Sur ', TiposHabitacion: [2, 9, 1], Descripciones: { 1: '  Vista al mar ', 2: '   ', 9: 'Borrado' }, EstadoInicialId: '2', SitioPermitido: ' https://www.mihotel.cl ' };
    expect(motorDatos(form, tipos)).toEqual({
      ...base,
      Slug: 'hotel-sur',
      TiposHabitacion: [1, 2],
      Descripciones: [{ TipoHabitacionId: 1, Descripcion: 'Vista al mar' }],
      EstadoInicialId: 2,
      SitioPermitido: 'https://www.mihotel.cl',
    });
  });

  it('puts each refusal of the server under its field', () => {
    expect(campoDelMensaje(M.slugEnUso)).toBe('Slug');
    expect(campoDelMensaje(M.slugNoValido)).toBe('Slug');
    expect(campoDelMensaje(M.tiposNoValidos)).toBe('TiposHabitacion');
    expect(campoDelMensaje(M.estanciaNoValida)).toBe('EstanciaMinima');
    expect(campoDelMensaje(M.anticipacionNoValida)).toBe('DiasAnticipacionMinima');
    expect(campoDelMensaje(M.estadoInicialNoValido)).toBe('EstadoInicialId');
    expect(campoDelMensaje(M.diasCancelacionNoValidos)).toBe('DiasCancelacionGratis');
    expect(campoDelMensaje(M.sitioNoValido)).toBe('SitioPermitido');
    expect(campoDelMensaje('Error interno')).toBeNull();
  });

  it('writes the page’s address and the documented snippet', () => {
    const direccion = direccionPagina('https://recepcion.app', 'hotel-sur');
    expect(direccion).toBe('https://recepcion.app/reservar/hotel-sur');
    expect(codigoIframe(direccion)).toBe('<iframe src="https://recepcion.app/reservar/hotel-sur" title="Reservas" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>');
  });
});
