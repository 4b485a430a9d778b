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
      Cantidad: 'La Cantidad debe ser un número entero mayor que 0',
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

  it('a discount is a negative charge; a quantity is a whole number up to 9.999; CLP takes no cents', () => {
    const base = { Fecha: '2026-12-01', HabitacionId: 1, ClienteId: null, CargoId: 1, TipoImpuestoId: 1, MonedaId: 'CLP', Precio: -10000, Cantidad: 2, Total: -20000 };
    const clp = { monedaId: 'CLP', centavos: false };
    expect(validarCargo(base, clp)).toEqual({});
    expect(validarCargo({ ...base, Precio: 18500.5, Total: 37001 }, clp).Precio).toBe('La moneda CLP no usa decimales');
    expect(validarCargo({ ...base, Cantidad: 1.5 }, clp).Cantidad).toBe('La Cantidad debe ser un número entero mayor que 0');
    expect(validarCargo({ ...base, Precio: 6000, Cantidad: 999_999_999, Total: 5_999_999_994_000 }, clp).Cantidad).toBe('La Cantidad no puede superar 9.999');
    expect(validarCargo({ ...base, Precio: 999_999, Cantidad: 9_999, Total: 9_998_990_001 }, clp).Total).toBe('El campo Total no puede superar 999.999.999');
  });

  it('a refund is a negative payment; a payment of 0 or past the bound is refused', () => {
    const base = { Fecha: '2026-12-01', HabitacionId: 1, ClienteId: null, Concepto: 'Devolución', Valor: -50000, MonedaId: 'CLP', FormaPagoId: 1 };
    const clp = { monedaId: 'CLP', centavos: false };
    expect(validarIngreso(base, clp)).toEqual({});
    expect(validarIngreso({ ...base, Valor: 0 }, clp).Valor).toBe('El Valor del pago no puede ser cero: para una devolución ingrese un valor negativo');
    expect(validarIngreso({ ...base, Valor: 18500.5 }, clp).Valor).toBe('La moneda CLP no usa decimales');
    expect(validarIngreso({ ...base, Valor: 1_000_000_000 }, clp).Valor).toBe('El campo Valor no puede superar 999.999.999');
  });

  it('a room line takes no more guests than its type and no cents in CLP', () => {
    const linea = { CheckIn: '2026-12-01', CheckOut: '2026-12-03', HabitacionId: 1, HabitacionNombre: '101', TipoHabitacionId: 1, CantidadPasajero: 9, AlojamientoPrecioUnitario: 0 };
    expect(validarLinea(linea, [], -1, { pasajerosMaximos: 2, monedaId: 'CLP', centavos: false }).CantidadPasajero).toBe('La habitación 101 admite como máximo 2 pasajeros');
    expect(validarLinea({ ...linea, CantidadPasajero: 2 }, [], -1, { pasajerosMaximos: 2, monedaId: 'CLP', centavos: false })).toEqual({});
    expect(validarLinea({ ...linea, CantidadPasajero: 2, AlojamientoPrecioUnitario: 18500.5 }, [], -1, { monedaId: 'CLP', centavos: false }).AlojamientoPrecioUnitario).toBe('La moneda CLP no usa decimales');
  });

  it('a guest needs the room, then the passenger', () => {
    expect(validarPasajero({ HabitacionId: null, PasajeroId: null })).toBe('Falta seleccionar la habitación');
    expect(validarPasajero({ HabitacionId: 1, PasajeroId: null })).toBe('Falta seleccionar el pasajero');
    expect(validarPasajero({ HabitacionId: 1, PasajeroId: 2 })).toBeNull();
  });
});
