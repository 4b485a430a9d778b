import fc from 'fast-check';
import { agruparNoches, calcularPrecio, calcularPrecioEstadia, compararPrioridadTemporadas, lineaParaPasajeros, superposicionesDeTemporada, type PedidoPrecio, type TarifaParaPrecio, temporadaDeFecha, textoGrupoNoches, TIPO_SERVICIO } from './precio-calculado';

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

  it('on seasons of the same length, the one created last wins; a season not saved yet counts as the last', () => {
    const otraNavidad = { ...navidad, id: 7 };
    expect(temporadaDeFecha('2026-12-24', [navidad, otraNavidad])?.id).toBe(7);
    expect(compararPrioridadTemporadas({ ...navidad, id: 0 }, otraNavidad)).toBeLessThan(0);
  });

  it('lists the seasons a season shares days with, and which one prices those days', () => {
    expect(superposicionesDeTemporada(navidad, [alta, navidad, baja])).toEqual([{ otra: alta, gana: navidad }]);
    expect(superposicionesDeTemporada(alta, [alta, navidad, baja])).toEqual([{ otra: navidad, gana: navidad }]);
    const nueva = { id: 0, fechaInicial: '2027-02-28', fechaFinal: '2027-03-01' };
    expect(superposicionesDeTemporada(nueva, [alta, navidad, baja])).toEqual([
      { otra: alta, gana: nueva },
      { otra: baja, gana: nueva },
    ]);
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

  it('two lists of one season and currency (from before they were refused): the newest that prices the service', () => {
    const nueva = tarifa({ id: 11, lineas: [{ servicioId: 7, valor: 129990, paxMax: 99998 }] });
    expect(calcularPrecio(pedido(), [alta], [tarifa(), nueva]).Value).toBe(59500);
    expect(calcularPrecio(pedido({ servicioId: 7 }), [alta], [tarifa(), nueva]).Value).toBe(129990);
    const otraDoble = tarifa({ id: 12, lineas: [{ servicioId: 5, valor: 1000, paxMax: 99998 }] });
    expect(calcularPrecio(pedido(), [alta], [tarifa(), otraDoble]).Value).toBe(1000);
  });

  it('has no value without a season, a list for that currency, or a line for the service', () => {
    expect(calcularPrecio(pedido({ fecha: '2028-01-01' }), [alta], [tarifa()])).toEqual({ HasValue: false, Value: null });
    expect(calcularPrecio(pedido({ monedaId: 'USD' }), [alta], [tarifa()]).HasValue).toBe(false);
    expect(calcularPrecio(pedido({ servicioId: 99 }), [alta], [tarifa()]).HasValue).toBe(false);
    expect(calcularPrecio(pedido({ tipoServicioId: TIPO_SERVICIO.regimen }), [alta], [tarifa()]).HasValue).toBe(false);
  });
});

describe('calcularPrecioEstadia: a stay priced night by night', () => {
  // Net lists (the requested tax is 0): the values read as the price of a night.
  const temporadaAlta = { id: 1, nombre: 'Temporada Alta', fechaInicial: '2026-11-15', fechaFinal: '2026-11-30' };
  const navidadLarga = { id: 2, nombre: 'Navidad', fechaInicial: '2026-12-01', fechaFinal: '2027-01-10' };
  const lista = (id: number, temporadaId: number, valor: number) =>
    tarifa({ id, temporadaId, impuestoIncluido: false, porcentajeImpuesto: 0, lineas: [{ servicioId: 5, valor, paxMax: 99998 }] });
  const listas = [lista(10, 1, 60000), lista(11, 2, 80000)];
  const estadia = (cambios: Partial<PedidoPrecio> = {}) => pedido({ fecha: '2026-11-29', porcentajeImpuesto: 0, ...cambios });

  it('29 Nov → 3 Dec across two seasons: 2 × 60.000 + 2 × 80.000 = 280.000, not 4 × 60.000', () => {
    const r = calcularPrecioEstadia(estadia(), '2026-12-03', [temporadaAlta, navidadLarga], listas);
    expect(r).toEqual({
      HasValue: true,
      Value: 70000,
      Total: 280000,
      DetalleNoches: [
        { Desde: '2026-11-29', Hasta: '2026-12-01', Noches: 2, TemporadaId: 1, TemporadaNombre: 'Temporada Alta', Precio: 60000 },
        { Desde: '2026-12-01', Hasta: '2026-12-03', Noches: 2, TemporadaId: 2, TemporadaNombre: 'Navidad', Precio: 80000 },
      ],
      ResumenNoches: '2 noches Temporada Alta × 60.000, 2 noches Navidad × 80.000',
    });
  });

  it('keeps the exact sum as the total and rounds only the average for the currency', () => {
    const r = calcularPrecioEstadia(estadia({ fecha: '2026-11-29' }), '2026-12-02', [temporadaAlta, navidadLarga], listas);
    expect(r.Total).toBe(200000);
    expect(r.Value).toBe(66667);
    const usd = [lista(12, 1, 10.01), lista(13, 2, 20)].map((t) => ({ ...t, monedaId: 'USD' }));
    const d = calcularPrecioEstadia(estadia({ monedaId: 'USD', centavos: true }), '2026-12-02', [temporadaAlta, navidadLarga], usd);
    expect(d.Total).toBe(40.02);
    expect(d.Value).toBe(13.34);
  });

  it('a night in a shorter season inside a longer one takes the shorter season\'s price', () => {
    const r = calcularPrecioEstadia(estadia({ fecha: '2026-12-18' }), '2026-12-22', [alta, navidad], [lista(20, alta.id, 60000), lista(21, navidad.id, 80000)]);
    expect(r.Total).toBe(2 * 60000 + 2 * 80000);
    expect(r.DetalleNoches?.map((t) => [t.TemporadaId, t.Noches])).toEqual([[alta.id, 2], [navidad.id, 2]]);
  });

  it('one night is the one-date price, with its detail', () => {
    const r = calcularPrecioEstadia(estadia({ fecha: '2026-11-20' }), '2026-11-21', [temporadaAlta, navidadLarga], listas);
    expect(r).toMatchObject({ HasValue: true, Value: 60000, Total: 60000, ResumenNoches: '1 noche Temporada Alta × 60.000' });
    expect(calcularPrecio(estadia({ fecha: '2026-11-20' }), [temporadaAlta, navidadLarga], listas)).toEqual({ HasValue: true, Value: 60000 });
  });

  it('a night no season covers has no price, as a one-date question for it: no proposal for the stay, and the detail says which nights', () => {
    const r = calcularPrecioEstadia(estadia({ fecha: '2026-11-12' }), '2026-11-16', [temporadaAlta, navidadLarga], listas);
    expect(r).toMatchObject({ HasValue: false, Value: null, Total: null, ResumenNoches: '3 noches sin temporada (sin precio), 1 noche Temporada Alta × 60.000' });
    expect(r.DetalleNoches?.[0]).toEqual({ Desde: '2026-11-12', Hasta: '2026-11-15', Noches: 3, TemporadaId: null, TemporadaNombre: null, Precio: null });
  });

  it('a season without a list for the service has no price for its nights (never a broader season\'s)', () => {
    const r = calcularPrecioEstadia(estadia({ fecha: '2026-12-19' }), '2026-12-21', [alta, { ...navidad, nombre: 'Navidad' }], [lista(20, alta.id, 60000)]);
    expect(r).toMatchObject({ HasValue: false, Value: null, Total: null });
    expect(r.ResumenNoches).toBe('1 noche temporada 1 × 60.000, 1 noche Navidad (sin tarifa)');
  });

  it('refuses a stay without nights', () => {
    expect(() => calcularPrecioEstadia(estadia(), '2026-11-29', [temporadaAlta], listas)).toThrow(RangeError);
  });

  it('property: the total is the sum of the nights, each priced as a one-date question', () => {
    const dia = fc.integer({ min: 0, max: 120 }).map((n) => new Date(Date.UTC(2026, 10, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(dia, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 5 }), fc.boolean(), (fecha, n, pax, porPasajero) => {
        const p = estadia({ fecha, cantidadPasajeros: pax, darPrecioPorPasajero: porPasajero });
        const salida = new Date(Date.parse(fecha) + n * 86_400_000).toISOString().slice(0, 10);
        const r = calcularPrecioEstadia(p, salida, [temporadaAlta, navidadLarga], listas);
        const noches = Array.from({ length: n }, (_, i) => calcularPrecio({ ...p, fecha: new Date(Date.parse(fecha) + i * 86_400_000).toISOString().slice(0, 10) }, [temporadaAlta, navidadLarga], listas));
        expect(r.HasValue).toBe(noches.every((x) => x.HasValue));
        if (r.HasValue) expect(r.Total).toBe(noches.reduce((s, x) => s + x.Value!, 0));
        expect(r.DetalleNoches?.reduce((s, t) => s + t.Noches, 0)).toBe(n);
      }),
    );
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

describe('a stay’s nights per season, for the account', () => {
  const tramo = (Noches: number, TemporadaId: number | null, TemporadaNombre: string | null, Precio: number | null) => ({ Desde: '2026-11-29', Hasta: '2026-11-30', Noches, TemporadaId, TemporadaNombre, Precio });

  it('adds up the runs of one season and price, in the order they first appear; one price: nothing to show', () => {
    const grupos = agruparNoches([tramo(2, 1, 'Temporada baja', 60000), tramo(1, 2, 'Temporada alta', 80000), tramo(1, 1, 'Temporada baja', 60000)]);
    expect(grupos.map((g) => textoGrupoNoches(g, false))).toEqual(['3 noches × 60.000 (Temporada baja)', '1 noche × 80.000 (Temporada alta)']);
    expect(agruparNoches([tramo(4, 1, 'Temporada baja', 60000)])).toEqual([]);
    expect(agruparNoches(undefined)).toEqual([]);
  });

  it('says the price with the currency’s cents, and a night without season or price as such', () => {
    expect(textoGrupoNoches({ Noches: 2, Precio: 95.5, TemporadaId: 3, TemporadaNombre: 'Navidad' })).toBe('2 noches × 95,50 (Navidad)');
    expect(textoGrupoNoches({ Noches: 1, Precio: null, TemporadaId: null, TemporadaNombre: null })).toBe('1 noche sin precio');
  });
});
