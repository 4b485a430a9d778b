import { primeraFechaAfectada } from './fecha-afectada';
import type { EstadoReserva, LineaHabitacion } from './reserva.types';

const linea = (datos: Partial<LineaHabitacion> = {}): LineaHabitacion => ({
  Id: 1,
  TipoHabitacionId: 1,
  TipoHabitacionNombre: 'Doble',
  HabitacionId: 10,
  HabitacionNombre: '101',
  CheckIn: '2026-11-20',
  CheckOut: '2026-11-30',
  CantidadPasajero: 2,
  AlojamientoPrecioUnitario: 50_000,
  AlojamientoTotal: 500_000,
  IDServicioRegimen: null,
  RegimenPrecioUnitario: null,
  RegimenTotal: 0,
  Base: 500_000,
  Impuesto: 0,
  Total: 500_000,
  IDDocumentoVenta: null,
  ...datos,
});

const estado = (habitaciones: LineaHabitacion[]): EstadoReserva => ({
  existe: true,
  id: 7,
  hotelId: 1,
  estadoId: 2,
  general: { CheckIn: '2026-11-20', CheckOut: '2026-11-30', MonedaId: 'CLP', TipoImpuestoId: 1, ImpuestoIncluido: true, FormaPagoId: 1, Comentario: null, ClienteId: 1, ClienteNombre: 'Ana', ContactoClienteNombre: null, ContactoClienteEmail: null, NombreGrupo: null, CantidadPasajeros: 2 },
  habitaciones,
  cargos: [{ Id: 3, Fecha: '2026-11-21', ContactoClienteId: null, ClienteNombre: null, CargoId: 1, CargoNombre: 'Bar', Precio: 5000, Cantidad: 1, Total: 5000, ImpuestoIncluido: true, TipoImpuestoId: 1, MonedaId: 'CLP', MonedaNombre: 'Peso', Comentario: null, HabitacionId: 10, HabitacionNombre: '101', DocumentoVentaId: null }],
  ingresos: [],
  pasajeros: [],
  eliminada: false,
});

describe('the earliest date a change touches (the day’s close refuses it when closed)', () => {
  const antes = estado([linea()]);

  it('an early check-out touches only the nights it gives back', () => {
    expect(primeraFechaAfectada(antes, [{ type: 'EstadiaRedimensionada', data: { linea: linea({ CheckOut: '2026-11-27', AlojamientoTotal: 350_000, Total: 350_000 }) } }])).toBe('2026-11-27');
  });

  it('a move to another room touches every night from the first one', () => {
    expect(primeraFechaAfectada(antes, [{ type: 'ReservaTrasladada', data: { linea: linea({ HabitacionId: 11, HabitacionNombre: '102' }) } }])).toBe('2026-11-20');
  });

  it('a later arrival touches the nights it leaves, a price change on one season only its nights', () => {
    expect(primeraFechaAfectada(antes, [{ type: 'HabitacionModificada', data: { linea: linea({ CheckIn: '2026-11-22' }) } }])).toBe('2026-11-20');
    const porTemporada = linea({ AlojamientoNoches: [
      { Desde: '2026-11-20', Hasta: '2026-11-25', Noches: 5, TemporadaId: 1, TemporadaNombre: 'Baja', Precio: 40_000 },
      { Desde: '2026-11-25', Hasta: '2026-11-30', Noches: 5, TemporadaId: 2, TemporadaNombre: 'Alta', Precio: 60_000 },
    ] });
    const subida = linea({ AlojamientoNoches: [porTemporada.AlojamientoNoches![0], { ...porTemporada.AlojamientoNoches![1], Precio: 70_000 }] });
    expect(primeraFechaAfectada(estado([porTemporada]), [{ type: 'HabitacionModificada', data: { linea: subida } }])).toBe('2026-11-25');
  });

  it('a renamed room or a status change touches no date', () => {
    expect(primeraFechaAfectada(antes, [{ type: 'HabitacionModificada', data: { linea: linea({ HabitacionNombre: '101 A' }) } }])).toBeNull();
    expect(primeraFechaAfectada(antes, [{ type: 'EstadoCambiado', data: { de: 2, a: 7 } }])).toBeNull();
  });

  it('charges and payments touch their dates, the old one too when the date moves', () => {
    const cargo = (antes as Extract<EstadoReserva, { existe: true }>).cargos[0];
    expect(primeraFechaAfectada(antes, [{ type: 'CargoModificado', data: { cargo: { ...cargo, Fecha: '2026-11-28' } } }])).toBe('2026-11-21');
    expect(primeraFechaAfectada(antes, [{ type: 'CargoQuitado', data: { cargoId: 3 } }])).toBe('2026-11-21');
    expect(primeraFechaAfectada(antes, [{ type: 'IngresoRegistrado', data: { ingreso: { Id: 9, Fecha: '2026-11-26', ClienteId: null, ClienteNombre: null, Concepto: 'Abono', Valor: 1, MonedaId: 'CLP', MonedaNombre: 'Peso', FormaPagoId: 1, HabitacionId: null, HabitacionNombre: null, DocumentoVentaId: null } } }])).toBe('2026-11-26');
  });

  it('a new, cancelled or deleted reservation touches its first night', () => {
    expect(primeraFechaAfectada({ existe: false }, [{ type: 'ReservaCreada', data: { id: 7, hotelId: 1, estadoId: 1, general: (antes as Extract<EstadoReserva, { existe: true }>).general, habitaciones: [linea({ Id: 2, CheckIn: '2026-12-01', CheckOut: '2026-12-03' }), linea({ CheckIn: '2026-11-29' })] } }])).toBe('2026-11-29');
    expect(primeraFechaAfectada(antes, [{ type: 'ReservaAnulada', data: { motivo: 'No presentado', estadoAnterior: 2 } }])).toBe('2026-11-20');
    expect(primeraFechaAfectada(antes, [{ type: 'ReservaEliminada', data: {} }])).toBe('2026-11-20');
  });
});
