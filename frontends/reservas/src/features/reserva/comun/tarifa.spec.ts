import type { PrecioCalculado } from '@recepcion/contracts';
import { getPrecioCalculado } from './api/get-precio-calculado';
import { buscarTarifa, checkOutDeEstadia } from './tarifa';

jest.mock('./api/get-precio-calculado', () => ({ getPrecioCalculado: jest.fn() }));
const responder = (r: PrecioCalculado) => jest.mocked(getPrecioCalculado).mockResolvedValueOnce(r);

const pedido = { Fecha: '2026-11-29', CheckOut: '2026-12-03', MonedaId: 'CLP', ServicioId: 1, CantidadPasajeros: 2, DarIVAIncluido: true, DarPrecioPorPasajero: false, TipoImpuestoId: 1 };
const tramo = (TemporadaNombre: string | null, Precio: number | null) => ({ Desde: '2026-11-29', Hasta: '2026-12-01', Noches: 2, TemporadaId: TemporadaNombre ? 1 : null, TemporadaNombre, Precio });

describe('the price list for a room line', () => {
  it('a stay across seasons: the average night as the price, with its nights per season for the line to keep', async () => {
    const DetalleNoches = [tramo('Temporada Alta', 60000), tramo('Navidad', 80000)];
    responder({ HasValue: true, Value: 70000, Total: 280000, DetalleNoches, ResumenNoches: '2 noches Temporada Alta × 60.000, 2 noches Navidad × 80.000' });
    expect(await buscarTarifa(pedido, 'Doble')).toEqual({ precio: 70000, detalle: DetalleNoches });
  });

  it('one season: the price alone', async () => {
    responder({ HasValue: true, Value: 60000, Total: 240000, DetalleNoches: [tramo('Alta', 60000)], ResumenNoches: '4 noches Alta × 60.000' });
    expect(await buscarTarifa(pedido, 'Doble')).toEqual({ precio: 60000 });
  });

  it('nights without a price: no price, and the warning says which nights', async () => {
    responder({ HasValue: false, Value: null, Total: null, DetalleNoches: [tramo('Navidad', 80000), tramo(null, null)], ResumenNoches: '2 noches Navidad × 80.000, 2 noches sin temporada (sin precio)' });
    expect((await buscarTarifa(pedido, 'Doble')).aviso).toBe('No hay tarifa para Doble en CLP en todas las noches (2 noches Navidad × 80.000, 2 noches sin temporada (sin precio)): ingrese el precio.');
    responder({ HasValue: false, Value: null });
    expect((await buscarTarifa(pedido, 'Doble')).aviso).toBe('No hay tarifa para Doble en CLP el 29-11-2026: ingrese el precio.');
  });

  it('asks night by night only for a line with nights', () => {
    expect(checkOutDeEstadia({ CheckIn: '2026-11-29', CheckOut: '2026-12-03' })).toEqual({ CheckOut: '2026-12-03' });
    expect(checkOutDeEstadia({ CheckIn: '2026-11-29', CheckOut: '' })).toEqual({});
  });
});
