import { MENSAJES_TARIFA as M, type Configuracion } from '@recepcion/contracts';
import { MENSAJES } from '../../mensajes';
import { encabezadoNuevo, insertarLinea, LINEA_NUEVA_VACIA, lineaNuevaVacia, tarifaParaGuardar, type LineaTarifa, type TarifaEncabezado } from './tarifa-form';

const config = { MonedaId: 'USD', TipoImpuestoId: 3, ImpuestoIncluido: false, PrecioHabitacionPorPersona: true, PrecioRegimenPorPersona: false } as Configuracion;
const doble: LineaTarifa = { clave: 1, ServicioId: 1, Valor: 59500, PaxMax: 99998 };
const encabezado: TarifaEncabezado = { TemporadaId: '4', MonedaId: 'CLP', TipoImpuestoId: '1', ImpuestoIncluido: true, PrecioPorPasajero: false };

describe('a new price list', () => {
  it('starts from the configuration: currency (when the hotel has it), tax, tax included, per person by kind', () => {
    expect(encabezadoNuevo(6, config, ['CLP', 'USD'])).toEqual({ TemporadaId: '', MonedaId: 'USD', TipoImpuestoId: '3', ImpuestoIncluido: false, PrecioPorPasajero: true });
    expect(encabezadoNuevo(5, config, ['CLP', 'USD']).PrecioPorPasajero).toBe(false);
    expect(encabezadoNuevo(7, config, ['CLP']).MonedaId).toBe('CLP');
    expect(encabezadoNuevo(7, undefined, [])).toEqual({ TemporadaId: '', MonedaId: '', TipoImpuestoId: '', ImpuestoIncluido: true, PrecioPorPasajero: false });
  });
});

describe('insertarLinea', () => {
  it('adds the line with PaxMax 99998 when left empty', () => {
    expect(insertarLinea([doble], { ServicioId: '2', Valor: 120000, PaxMax: null }, 6)).toEqual({
      lineas: [doble, { clave: 2, ServicioId: 2, Valor: 120000, PaxMax: 99998 }],
    });
  });

  it.each([
    [{ ...LINEA_NUEVA_VACIA, Valor: 1 }, { campoNueva: 'ServicioId', mensaje: M.seleccioneServicio('Tipo de Habitación') }],
    [{ ServicioId: '1', Valor: 1, PaxMax: 99998 }, { campoNueva: 'ServicioId', mensaje: M.servicioRepetido('Tipo de Habitación') }],
    [{ ServicioId: '2', Valor: null, PaxMax: 99998 }, { campoNueva: 'Valor', mensaje: M.ingreseValor }],
    [{ ServicioId: '2', Valor: -1, PaxMax: 99998 }, { campoNueva: 'Valor', mensaje: M.valorNegativo }],
    [{ ServicioId: '2', Valor: 1, PaxMax: 0 }, { campoNueva: 'PaxMax', mensaje: MENSAJES.paxMax }],
  ])('refuses %j', (nueva, falla) => {
    expect(insertarLinea([doble], nueva, 6)).toEqual({ falla });
  });

  it('refuses a room type at 0, cents in CLP and a value past the bound; a meal plan may be free', () => {
    const clp = { monedaId: 'CLP', centavos: false };
    const nueva = { ServicioId: '2', PaxMax: 99998 };
    expect(insertarLinea([doble], { ...nueva, Valor: 0 }, 6, clp)).toEqual({ falla: { campoNueva: 'Valor', mensaje: 'El campo Valor de Tipo de Habitación no puede ser cero' } });
    expect(insertarLinea([doble], { ...nueva, Valor: 18500.5 }, 6, clp)).toEqual({ falla: { campoNueva: 'Valor', mensaje: 'La moneda CLP no usa decimales' } });
    expect(insertarLinea([doble], { ...nueva, Valor: 1_000_000_000 }, 6, clp)).toEqual({
      falla: { campoNueva: 'Valor', mensaje: 'El campo Valor de Tipo de Habitación no puede superar 999.999.999' },
    });
    expect(insertarLinea([], { ...nueva, Valor: 0 }, 5, clp)).toHaveProperty('lineas.0.Valor', 0);
    expect(tarifaParaGuardar(0, 6, encabezado, [{ ...doble, Valor: 0 }], false)).toEqual({ falla: { linea: 1, mensaje: 'El campo Valor de Tipo de Habitación no puede ser cero' } });
  });

  it('takes the same service for another passenger count', () => {
    expect(insertarLinea([doble], { ServicioId: '1', Valor: 50000, PaxMax: 2 }, 6)).toHaveProperty('lineas.1', { clave: 2, ServicioId: 1, Valor: 50000, PaxMax: 2 });
  });

  it('words the messages by kind', () => {
    expect(insertarLinea([], LINEA_NUEVA_VACIA, 5)).toEqual({ falla: { campoNueva: 'ServicioId', mensaje: 'Seleccione un Régimen' } });
    expect(insertarLinea([], LINEA_NUEVA_VACIA, 7)).toEqual({ falla: { campoNueva: 'ServicioId', mensaje: 'Seleccione un Cargo' } });
  });

  it('knows an untouched line', () => {
    expect(lineaNuevaVacia(LINEA_NUEVA_VACIA)).toBe(true);
    expect(lineaNuevaVacia({ ...LINEA_NUEVA_VACIA, Valor: 0 })).toBe(false);
  });
});

describe('tarifaParaGuardar', () => {
  it('answers the body of the API', () => {
    expect(tarifaParaGuardar(3, 6, encabezado, [{ ...doble, Id: 40 }])).toEqual({
      tarifa: { Id: 3, TipoServicioId: 6, TemporadaId: 4, MonedaId: 'CLP', TipoImpuestoId: 1, ImpuestoIncluido: true, PrecioPorPasajero: false, DetalleTarifa: [{ Id: 40, ServicioId: 1, Valor: 59500, PaxMax: 99998 }] },
    });
  });

  it.each([
    [{ TemporadaId: '' }, [doble], { campo: 'TemporadaId', mensaje: M.seleccioneTemporada }],
    [{ MonedaId: '' }, [doble], { campo: 'MonedaId', mensaje: M.seleccioneMoneda }],
    [{ TipoImpuestoId: '' }, [doble], { campo: 'TipoImpuestoId', mensaje: M.seleccioneImpuesto }],
    [{}, [{ ...doble, Valor: null }], { linea: 1, mensaje: M.faltaValor }],
  ])('refuses %j', (cambio, lineas, falla) => {
    expect(tarifaParaGuardar(0, 6, { ...encabezado, ...cambio }, lineas)).toEqual({ falla });
  });
});
