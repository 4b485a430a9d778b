import { primerError, validarCargo, validarGeneral, validarIngreso, validarLinea, validarPasajero, ORDEN_GENERAL } from './validacion';

describe('reservation General section', () => {
  const valida = { CheckIn: '2026-12-01', CheckOut: '2026-12-04', ClienteId: 3, EstadoId: 1, FormaPagoId: 1, MonedaId: 'CLP', TipoImpuestoId: 1 };

  it('accepts a complete reservation', () => {
    expect(validarGeneral(valida)).toEqual({});
  });

  it('requires check-in, check-out after it, client, status, payment form, currency and tax', () => {
    const e = validarGeneral({ CheckIn: '', CheckOut: '', ClienteId: null, EstadoId: null, FormaPagoId: null, MonedaId: '', TipoImpuestoId: null });
    expect(e).toEqual({
      CheckIn: 'Seleccione una fecha Check-In',
      CheckOut: 'Seleccione una fecha Check-Out',
      ClienteId: 'Seleccione un Cliente',
      EstadoId: 'Seleccione un estado',
      FormaPagoId: 'Seleccione una forma de pago',
      MonedaId: 'Seleccione una moneda',
      TipoImpuestoId: 'Seleccione un Impuesto',
    });
    expect(primerError(e, ORDEN_GENERAL)).toBe('Seleccione una fecha Check-In');
    expect(validarGeneral({ ...valida, CheckOut: '2026-12-01' }).CheckOut).toBe('El Check-Out debe ser posterior al check-In');
    expect(validarGeneral({ ...valida, ContactoClienteEmail: 'no-es-correo' }).ContactoClienteEmail).toBe('El correo no es válido');
  });
});

describe('room line', () => {
  const linea = { HabitacionId: 1, TipoHabitacionId: 2, CheckIn: '2026-12-01', CheckOut: '2026-12-03', CantidadPasajero: 2, AlojamientoPrecioUnitario: 0 };

  it('accepts a free line, priced at zero', () => {
    expect(validarLinea(linea)).toEqual({});
  });

  it('says what is missing', () => {
    expect(validarLinea({ CheckIn: '', CheckOut: '', CantidadPasajero: 0, AlojamientoPrecioUnitario: null })).toEqual({
      HabitacionId: 'Seleccione una Habitación',
      TipoHabitacionId: 'Seleccione un Tipo de Habitación',
      CheckIn: 'Seleccione una fecha Check-In',
      CheckOut: 'Seleccione una fecha Check-Out',
      CantidadPasajero: 'Ingrese la cantidad de pasajeros',
      AlojamientoPrecioUnitario: 'Ingrese el precio del alojamiento',
    });
  });

  it('refuses negative prices and a check-out not after the check-in', () => {
    expect(validarLinea({ ...linea, AlojamientoPrecioUnitario: -1 }).AlojamientoPrecioUnitario).toBe('El precio debe ser mayor o igual a cero');
    expect(validarLinea({ ...linea, IDServicioRegimen: 1, RegimenPrecioUnitario: -5 }).RegimenPrecioUnitario).toBe('El precio debe ser mayor o igual a cero');
    expect(validarLinea({ ...linea, CheckOut: '2026-12-01' }).CheckOut).toBe('El Check-Out debe ser posterior al check-In');
  });

  it('refuses the same room on overlapping nights of the same reservation, but not the line itself', () => {
    const otras = [{ ...linea, CheckIn: '2026-12-02', CheckOut: '2026-12-05' }];
    expect(validarLinea(linea, otras).HabitacionId).toBe('La habitación está ocupada por la propia reserva');
    expect(validarLinea(linea, otras, 0)).toEqual({});
    expect(validarLinea({ ...linea, CheckIn: '2026-12-05', CheckOut: '2026-12-06' }, otras)).toEqual({});
  });
});

describe('charge, payment and guest', () => {
  it('a charge needs date, room or client, charge, tax, currency, price, quantity and total', () => {
    expect(validarCargo({ Fecha: '', HabitacionId: null, ClienteId: null, CargoId: null, TipoImpuestoId: null, MonedaId: '', Precio: null, Cantidad: 0, Total: null })).toEqual({
      Fecha: 'Seleccione una Fecha',
      ACargo: 'Seleccione una habitación o un cliente',
      CargoId: 'Seleccione un cargo',
      TipoImpuestoId: 'Seleccione un Impuesto',
      MonedaId: 'Seleccione una moneda',
      Precio: 'Ingrese el Precio',
      Cantidad: 'Ingrese la Cantidad',
      Total: 'Ingrese el Total',
    });
    expect(validarCargo({ Fecha: '2026-12-01', HabitacionId: null, ClienteId: 4, CargoId: 1, TipoImpuestoId: 1, MonedaId: 'CLP', Precio: 0, Cantidad: 1, Total: 0 })).toEqual({});
  });

  it('a payment needs date, room or client, concept, value, currency and payment form', () => {
    expect(validarIngreso({ Fecha: '', HabitacionId: null, ClienteId: null, Concepto: ' ', Valor: null, MonedaId: '', FormaPagoId: null })).toEqual({
      Fecha: 'Seleccione una Fecha',
      ACargo: 'Seleccione una habitación o un cliente',
      Concepto: 'Ingrese el Concepto',
      Valor: 'Ingrese el Valor',
      MonedaId: 'Seleccione una moneda',
      FormaPagoId: 'Seleccione una Forma de Pago',
    });
  });

  it('a guest needs the room, then the passenger', () => {
    expect(validarPasajero({ HabitacionId: null, PasajeroId: null })).toBe('Falta seleccionar la habitación');
    expect(validarPasajero({ HabitacionId: 1, PasajeroId: null })).toBe('Falta seleccionar el pasajero');
    expect(validarPasajero({ HabitacionId: 1, PasajeroId: 2 })).toBeNull();
  });
});
