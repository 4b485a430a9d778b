import fc from 'fast-check';
import { calcularPrecio, lineaParaPasajeros, type PedidoPrecio, type TarifaParaPrecio, temporadaDeFecha, TIPO_SERVICIO } from './precio-calculado';

const alta = { id: 1, fechaInicial: '2026-12-01', fechaFinal: '2027-02-28' };
const navidad = { id: 2, fechaInicial: '2026-12-20', fechaFinal: '2026-12-31' };
const baja = { id: 3, fechaInicial: '2027-03-01', fechaFinal: '2027-11-30' };

const tarifa = (cambios: Partial<TarifaParaPrecio> = {}): TarifaParaPrecio => ({
  id: 10,
  tipoServicioId: TIPO_SERVICIO.tipoHabitacion,
  temporadaId: alta.id,
  monedaId: 'CLP',
  porcentajeImpuesto: 19,
  impuestoIncluido: true,
  precioPorPasajero: false,
  lineas: [
    { servicioId: 5, valor: 59500, paxMax: 2 },
    { servicioId: 5, valor: 71400, paxMax: 99998 },
    { servicioId: 6, valor: 47600, paxMax: 99998 },
  ],
  ...cambios,
});

const pedido = (cambios: Partial<PedidoPrecio> = {}): PedidoPrecio => ({
  fecha: '2026-12-05',
  monedaId: 'CLP',
  servicioId: 5,
  tipoServicioId: TIPO_SERVICIO.tipoHabitacion,
  cantidadPasajeros: 2,
  darIvaIncluido: true,
  darPrecioPorPasajero: false,
  porcentajeImpuesto: 19,
  centavos: false,
  ...cambios,
});

describe('season of a date', () => {
  it('includes both ends and prefers the most specific season', () => {
    expect(temporadaDeFecha('2026-12-01', [alta, navidad, baja])?.id).toBe(1);
    expect(temporadaDeFecha('2027-02-28', [alta, navidad, baja])?.id).toBe(1);
    expect(temporadaDeFecha('2026-12-24', [alta, navidad, baja])?.id).toBe(2);
    expect(temporadaDeFecha('2027-12-24', [alta, navidad, baja])).toBeUndefined();
  });
});

describe('line for the passengers', () => {
  it('takes the smallest PaxMax that covers the passengers', () => {
    const { lineas } = tarifa();
    expect(lineaParaPasajeros(lineas, 5, 1)?.valor).toBe(59500);
    expect(lineaParaPasajeros(lineas, 5, 2)?.valor).toBe(59500);
    expect(lineaParaPasajeros(lineas, 5, 3)?.valor).toBe(71400);
  });
});

describe('calcularPrecio: worked examples', () => {
  it('gives the list value as it is when asked the same way', () => {
    expect(calcularPrecio(pedido(), [alta], [tarifa()])).toEqual({ HasValue: true, Value: 59500 });
  });

  it('takes the tax out: 59.500 with IVA 19% is 50.000 net', () => {
    expect(calcularPrecio(pedido({ darIvaIncluido: false }), [alta], [tarifa()])).toEqual({ HasValue: true, Value: 50000 });
  });

  it('adds the requested tax to a net list', () => {
    const neta = tarifa({ impuestoIncluido: false, monedaId: 'USD', lineas: [{ servicioId: 5, valor: 100, paxMax: 99998 }] });
    expect(calcularPrecio(pedido({ monedaId: 'USD', centavos: true }), [alta], [neta]).Value).toBe(119);
  });

  it('converts per room to per passenger and back, rounding for the currency', () => {
    expect(calcularPrecio(pedido({ cantidadPasajeros: 3, darPrecioPorPasajero: true }), [alta], [tarifa()]).Value).toBe(23800);
    const porPasajero = tarifa({ precioPorPasajero: true, monedaId: 'USD', lineas: [{ servicioId: 5, valor: 33.33, paxMax: 99998 }] });
    expect(calcularPrecio(pedido({ monedaId: 'USD', centavos: true, cantidadPasajeros: 3 }), [alta], [porPasajero]).Value).toBe(99.99);
  });

  it('has no value without a season, a list for that currency, or a line for the service', () => {
    expect(calcularPrecio(pedido({ fecha: '2028-01-01' }), [alta], [tarifa()])).toEqual({ HasValue: false, Value: null });
    expect(calcularPrecio(pedido({ monedaId: 'USD' }), [alta], [tarifa()]).HasValue).toBe(false);
    expect(calcularPrecio(pedido({ servicioId: 99 }), [alta], [tarifa()]).HasValue).toBe(false);
    expect(calcularPrecio(pedido({ tipoServicioId: TIPO_SERVICIO.regimen }), [alta], [tarifa()]).HasValue).toBe(false);
  });
});

describe('calcularPrecio: properties', () => {
  const monto = fc.integer({ min: 1, max: 5_000_000 }).map((c) => c / 100);
  const porcentaje = fc.integer({ min: 0, max: 50 });
  const pax = fc.integer({ min: 1, max: 12 });

  it('round-trips the tax: a net list asked with tax, stripped again, gives the net value (within a cent)', () => {
    fc.assert(
      fc.property(monto, porcentaje, (valor, p) => {
        const neta = tarifa({ impuestoIncluido: false, porcentajeImpuesto: p, monedaId: 'USD', lineas: [{ servicioId: 5, valor, paxMax: 99998 }] });
        const conIva = calcularPrecio(pedido({ monedaId: 'USD', centavos: true, porcentajeImpuesto: p }), [alta], [neta]).Value!;
        const incluida = tarifa({ impuestoIncluido: true, porcentajeImpuesto: p, monedaId: 'USD', lineas: [{ servicioId: 5, valor: conIva, paxMax: 99998 }] });
        const sinIva = calcularPrecio(pedido({ monedaId: 'USD', centavos: true, porcentajeImpuesto: p, darIvaIncluido: false }), [alta], [incluida]).Value!;
        expect(Math.abs(sinIva - valor)).toBeLessThanOrEqual(0.01);
      }),
    );
  });

  it('never gives less with tax than without, and never a negative price', () => {
    fc.assert(
      fc.property(monto, porcentaje, pax, fc.boolean(), (valor, p, n, incluido) => {
        const lista = tarifa({ impuestoIncluido: incluido, porcentajeImpuesto: p, monedaId: 'USD', lineas: [{ servicioId: 5, valor, paxMax: 99998 }] });
        const base = pedido({ monedaId: 'USD', centavos: true, porcentajeImpuesto: p, cantidadPasajeros: n });
        const con = calcularPrecio(base, [alta], [lista]).Value!;
        const sin = calcularPrecio({ ...base, darIvaIncluido: false }, [alta], [lista]).Value!;
        expect(sin).toBeGreaterThanOrEqual(0);
        expect(con).toBeGreaterThanOrEqual(sin);
      }),
    );
  });

  it('per room equals per passenger times passengers (within rounding)', () => {
    fc.assert(
      fc.property(monto, pax, (valor, n) => {
        const lista = tarifa({ monedaId: 'USD', lineas: [{ servicioId: 5, valor, paxMax: 99998 }] });
        const base = pedido({ monedaId: 'USD', centavos: true, cantidadPasajeros: n });
        const porHabitacion = calcularPrecio(base, [alta], [lista]).Value!;
        const porPasajero = calcularPrecio({ ...base, darPrecioPorPasajero: true }, [alta], [lista]).Value!;
        expect(Math.abs(porPasajero * n - porHabitacion)).toBeLessThanOrEqual(0.005 * n + 1e-9);
      }),
    );
  });

  it('has whole units for currencies without cents', () => {
    fc.assert(
      fc.property(monto, porcentaje, pax, (valor, p, n) => {
        const lista = tarifa({ porcentajeImpuesto: p, lineas: [{ servicioId: 5, valor, paxMax: 99998 }] });
        const r = calcularPrecio(pedido({ cantidadPasajeros: n, darPrecioPorPasajero: true, darIvaIncluido: false }), [alta], [lista]).Value!;
        expect(Number.isInteger(r)).toBe(true);
      }),
    );
  });
});
