import type { EventoProyectado } from '@recepcion/platform';
import { estadoDeDetalle, reservaDetalle } from '../../domain/reserva-detalle';
import type { CargoReserva, DatosGenerales, EventoReserva, IngresoReserva, LineaHabitacion } from '../../domain/reserva.types';
import { evolucionarReserva, type FilaReserva } from './reserva.evolucionar';
import { sentenciasReservas } from './reserva.sql';

const general: DatosGenerales = {
  CheckIn: '2027-03-01',
  CheckOut: '2027-03-04',
  MonedaId: 'CLP',
  TipoImpuestoId: 1,
  ImpuestoIncluido: true,
  FormaPagoId: 1,
  Comentario: null,
  ClienteId: 5,
  ClienteNombre: 'José Pérez',
  ContactoClienteNombre: null,
  ContactoClienteEmail: null,
  NombreGrupo: null,
  CantidadPasajeros: 2,
};
const linea = (cambios: Partial<LineaHabitacion> = {}): LineaHabitacion => ({
  Id: 1,
  TipoHabitacionId: 1,
  TipoHabitacionNombre: 'Doble',
  HabitacionId: 10,
  HabitacionNombre: '101',
  CheckIn: '2027-03-01',
  CheckOut: '2027-03-04',
  CantidadPasajero: 2,
  AlojamientoPrecioUnitario: 50000,
  AlojamientoTotal: 150000,
  IDServicioRegimen: null,
  RegimenPrecioUnitario: null,
  RegimenTotal: 0,
  Base: 126050,
  Impuesto: 23950,
  Total: 150000,
  IDDocumentoVenta: null,
  ...cambios,
});
const cargo: CargoReserva = {
  Id: 1,
  Fecha: '2027-03-02',
  ContactoClienteId: null,
  ClienteNombre: null,
  CargoId: 4,
  CargoNombre: 'Agua',
  Precio: 1500,
  Cantidad: 2,
  Total: 3000,
  ImpuestoIncluido: true,
  TipoImpuestoId: 1,
  MonedaId: 'CLP',
  MonedaNombre: 'Peso',
  Comentario: null,
  HabitacionId: 10,
  HabitacionNombre: '101',
  DocumentoVentaId: null,
};
const ingreso = { Id: 1, Fecha: '2027-03-01', Valor: 20000, MonedaId: 'CLP' } as IngresoReserva;
const creada: EventoReserva = { type: 'ReservaCreada', data: { id: 7, hotelId: 3, estadoId: 1, general, habitaciones: [linea()] } };

/** Each event at its own minute of 2027-02-01, in order. */
const en = (eventos: EventoReserva[]): EventoProyectado[] => eventos.map((e, i) => ({ ...e, momento: new Date(Date.UTC(2027, 1, 1, 10, i)) }));
/** Given these events of stream `reserva-7`, the row the read model keeps. */
const dado = (...eventos: EventoReserva[]): FilaReserva | null => en(eventos).reduce<FilaReserva | null>((f, e) => evolucionarReserva(f, e), null);
const detalle = (fila: FilaReserva | null) => fila && reservaDetalle(fila.estado, fila.version);

describe('the reservation’s row', () => {
  it('given a new reservation: version 1, created and changed at its moment, its detail as GET answers it', () => {
    const fila = dado(creada);
    expect(fila).toMatchObject({ version: 1, creadaEn: '2027-02-01T10:00:00.000Z', modificadaEn: '2027-02-01T10:00:00.000Z' });
    expect(detalle(fila)).toMatchObject({ Id: 7, HotelId: 3, EstadoId: 1, EstadoNombre: 'Sin confirmar', Total: 150000, Version: 1, CheckIn: '2027-03-01', Saldos: [{ MonedaId: 'CLP', Cargo: 150000, Ingreso: 0, Saldo: 150000 }] });
  });

  it('when it is moved or resized: the line and the reservation’s dates follow, one version more each, changed at the last one', () => {
    const fila = dado(
      creada,
      { type: 'ReservaTrasladada', data: { linea: linea({ HabitacionId: 11, CheckIn: '2027-03-10', CheckOut: '2027-03-13' }) } },
      { type: 'EstadiaRedimensionada', data: { linea: linea({ HabitacionId: 11, CheckIn: '2027-03-10', CheckOut: '2027-03-15' }) } },
    );
    expect(fila).toMatchObject({ version: 3, creadaEn: '2027-02-01T10:00:00.000Z', modificadaEn: '2027-02-01T10:02:00.000Z' });
    expect(detalle(fila)).toMatchObject({ CheckIn: '2027-03-10', CheckOut: '2027-03-15', Habitaciones: [{ HabitacionId: 11 }] });
  });

  it('when charges and payments come: the balance follows', () => {
    const fila = dado(creada, { type: 'CargoAgregado', data: { cargo } }, { type: 'IngresoRegistrado', data: { ingreso } });
    expect(detalle(fila)?.Saldos).toEqual([{ MonedaId: 'CLP', Cargo: 153000, Ingreso: 20000, Saldo: 133000 }]);
  });

  it('when it is a no-show or deleted: the row stays, says so', () => {
    expect(detalle(dado(creada, { type: 'ReservaAnulada', data: { motivo: 'No presentado', estadoAnterior: 1, noPresentado: true } }))).toMatchObject({ EstadoId: 4, NoPresentado: true });
    expect(dado(creada, { type: 'ReservaEliminada', data: {} })?.estado.eliminada).toBe(true);
  });

  it('ignores what comes before its creation', () => {
    expect(dado({ type: 'EstadoCambiado', data: { de: 1, a: 2 } })).toBeNull();
  });

  it('read back from its detail, evolves as the stream does', () => {
    const eventos: EventoReserva[] = [creada, { type: 'CargoAgregado', data: { cargo } }, { type: 'ReservaAnulada', data: { motivo: 'x', estadoAnterior: 1, noPresentado: true } }];
    const hasta = (n: number) => dado(...eventos.slice(0, n))!;
    const leida: FilaReserva = { ...hasta(2), estado: estadoDeDetalle(detalle(hasta(2))!, false) };
    const siguiente = evolucionarReserva(leida, en(eventos)[2]);
    expect(detalle(siguiente)).toEqual(detalle(hasta(3)));
  });
});

describe('the statements that write it', () => {
  it('a create: one plain insert of its row, the detail in `datos`', () => {
    const [insercion, ...resto] = sentenciasReservas(new Map([['reserva-7', dado(creada)]]), 'nuevas');
    expect(resto).toEqual([]);
    expect(insercion.sql).not.toMatch(/on conflict/);
    expect(JSON.parse(insercion.params[16] as string)).toEqual(detalle(dado(creada)));
  });

  it('an edit: one upsert for the rows, a delete for a stream that leaves none; a replay page (rows emptied before) deletes nothing', () => {
    const filas = new Map([['reserva-7', dado(creada)], ['reserva-8', null]]);
    const primera = (modo: 'reemplazar' | 'reconstruir') => sentenciasReservas(filas, modo).map((s) => s.sql.match(/^\s*(\w+ \w+ \w+)/)?.[1]);
    expect(primera('reemplazar')).toEqual(['delete from reserva', 'insert into reserva']);
    expect(primera('reconstruir')).toEqual(['insert into reserva']);
    expect(sentenciasReservas(filas, 'reconstruir')[0].sql).toMatch(/on conflict \(id\) do update/);
  });
});
