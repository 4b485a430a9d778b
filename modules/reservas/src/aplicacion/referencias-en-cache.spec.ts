import type { ConfiguracionPrecios } from '@recepcion/contracts';
import { CacheReferencias, type ReferenciasLeidas, VIGENCIA_REFERENCIAS_MS } from './referencias-en-cache';

const configuracion = { ImpuestoIncluido: true, PrecioHabitacionPorPersona: false, PrecioRegimenPorPersona: true } as ConfiguracionPrecios;
const habitacion = (Id: number, Nombre = `H${Id}`) => ({ Id, Nombre, TipoHabitacionId: 1, TipoHabitacionNombre: 'Doble', CantidadPasajerosPredeterminado: 2 });

describe('CacheReferencias', () => {
  let ahora = 0;
  let pedidos: unknown[] = [];
  const leer = (nombre = 'H') => async (faltan: { habitaciones?: number[]; configuracion: boolean }): Promise<ReferenciasLeidas> => {
    pedidos.push(faltan);
    return { ...(faltan.configuracion ? { configuracion } : {}), habitaciones: (faltan.habitaciones ?? []).map((id) => habitacion(id, `${nombre}${id}`)) };
  };
  beforeEach(() => {
    ahora = 0;
    pedidos = [];
  });

  it('asks the owners only for what the hotel entry lacks', async () => {
    const cache = new CacheReferencias(() => ahora);
    await cache.resolver(1, { habitaciones: [10] }, leer());
    const refs = await cache.resolver(1, { habitaciones: [10, 11] }, leer());
    await cache.resolver(1, { habitaciones: [11] }, leer());
    expect(pedidos).toEqual([
      { configuracion: true, habitaciones: [10], clientes: [], cargos: [], monedas: [], tiposImpuesto: [], regimenes: [], formasPago: [] },
      { configuracion: false, habitaciones: [11], clientes: [], cargos: [], monedas: [], tiposImpuesto: [], regimenes: [], formasPago: [] },
    ]);
    expect(refs.habitaciones.get(11)).toEqual(habitacion(11));
    expect(refs.configuracion).toBe(configuracion);
  });

  it("reads a hotel again after its invalidation, after a global one, and after the validity; another hotel's entry stays", async () => {
    const cache = new CacheReferencias(() => ahora);
    await cache.resolver(1, { habitaciones: [10] }, leer());
    await cache.resolver(2, { habitaciones: [20] }, leer());
    cache.invalidar(1);
    expect((await cache.resolver(1, { habitaciones: [10] }, leer('Nueva '))).habitaciones.get(10)?.Nombre).toBe('Nueva 10');
    expect((await cache.resolver(2, { habitaciones: [20] }, leer('Nueva '))).habitaciones.get(20)?.Nombre).toBe('H20');
    cache.invalidarTodo();
    expect((await cache.resolver(2, { habitaciones: [20] }, leer('Otra '))).habitaciones.get(20)?.Nombre).toBe('Otra 20');
    ahora += VIGENCIA_REFERENCIAS_MS;
    expect((await cache.resolver(2, { habitaciones: [20] }, leer('Vencida '))).habitaciones.get(20)?.Nombre).toBe('Vencida 20');
  });

  it('keeps nothing a read brought back when the hotel was invalidated while it was reading', async () => {
    const cache = new CacheReferencias(() => ahora);
    await cache.resolver(1, {}, async (faltan) => {
      cache.invalidar(1);
      return leer('Vieja ')(faltan);
    });
    expect((await cache.resolver(1, { habitaciones: [10] }, leer())).habitaciones.get(10)?.Nombre).toBe('H10');
    expect(pedidos).toHaveLength(2);
  });
});
