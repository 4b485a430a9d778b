import type { EventoReservaPublicado } from '@recepcion/contracts';
import type { EventoProyectado } from '@recepcion/platform';
import { evolucionarInformes, type FilaInforme } from './informes.evolucionar';
import { sentenciasInformes } from './informes.sql';

const general = { CheckIn: '2027-03-01', CheckOut: '2027-03-04', ClienteId: 7, MonedaId: 'CLP', ClienteNombre: 'Ana Soto', NombreGrupo: null, CantidadPasajeros: 2, Comentario: null };
const linea = { Id: 1, HabitacionId: 11, TipoHabitacionId: 3, CheckIn: '2027-03-01', CheckOut: '2027-03-04', CantidadPasajero: 2, Total: 120000 };
const creada: EventoReservaPublicado = { type: 'ReservaCreada', data: { id: 5, hotelId: 9, estadoId: 1, general, habitaciones: [linea] } };

/** Given these events of stream `streamId`, the row the reports keep. */
const dadoEn = (streamId: string, ...eventos: EventoProyectado[]): FilaInforme | null => eventos.reduce<FilaInforme | null>((f, e) => evolucionarInformes(f, e, streamId), null);
const dado = (...eventos: EventoReservaPublicado[]) => dadoEn('reserva-5', ...eventos);
const guardado = (fecha: string, noches: number, habitacionId = 11, hotelId = 9) => ({ type: 'BloqueoGuardado', data: { id: 8, hotelId, habitacionId, fecha, noches } });

describe('the reports’ rows of a reservation', () => {
  it('given a new reservation: its published state, with its stay and room line', () => {
    expect(dado(creada)).toEqual({
      tipo: 'reserva',
      reserva: { id: 5, hotelId: 9, estadoId: 1, eliminada: false, general, habitaciones: [linea], cargos: [], ingresos: [], pasajeros: [] },
    });
  });

  it('when a stay is moved or resized: the line and the reservation’s own dates follow', () => {
    const movida = dado(creada, { type: 'ReservaTrasladada', data: { linea: { ...linea, HabitacionId: 12, CheckIn: '2027-03-10', CheckOut: '2027-03-13' } } });
    expect(movida).toMatchObject({ reserva: { general: { CheckIn: '2027-03-10', CheckOut: '2027-03-13' }, habitaciones: [{ HabitacionId: 12 }] } });
    const acortada = dado(creada, { type: 'EstadiaRedimensionada', data: { linea: { ...linea, CheckOut: '2027-03-02' } } });
    expect(acortada).toMatchObject({ reserva: { general: { CheckIn: '2027-03-01', CheckOut: '2027-03-02' } } });
  });

  it('when charges and payments come and go: the account follows', () => {
    const fila = dado(
      creada,
      { type: 'CargoAgregado', data: { cargo: { Id: 1, Fecha: '2027-03-02', Total: 5000, MonedaId: 'CLP' } } },
      { type: 'IngresoRegistrado', data: { ingreso: { Id: 1, Fecha: '2027-03-01', Valor: 20000, MonedaId: 'CLP' } } },
      { type: 'CargoQuitado', data: { cargoId: 1 } },
    );
    expect(fila).toMatchObject({ reserva: { cargos: [], ingresos: [{ Id: 1, Valor: 20000 }] } });
  });

  it('when it is cancelled, checked in or deleted: the row stays, with its status', () => {
    expect(dado(creada, { type: 'EstadoCambiado', data: { de: 1, a: 7 } })).toMatchObject({ reserva: { estadoId: 7 } });
    expect(dado(creada, { type: 'ReservaAnulada', data: { motivo: 'No vino', estadoAnterior: 1 } })).toMatchObject({ reserva: { estadoId: 4 } });
    expect(dado(creada, { type: 'ReservaEliminada', data: {} })).toMatchObject({ reserva: { eliminada: true } });
  });

  it('ignores what comes before its creation', () => {
    expect(dado({ type: 'EstadoCambiado', data: { de: 1, a: 2 } })).toBeNull();
  });
});

describe('the reports’ row of a block', () => {
  it('given a saved block: its room and nights; saved again: the new ones, in its first hotel', () => {
    expect(dadoEn('bloqueo-8', guardado('2027-04-01', 2))).toEqual({ tipo: 'bloqueo', bloqueoId: 8, hotelId: 9, habitacionId: 11, desde: '2027-04-01', hasta: '2027-04-03', motivoFueraServicio: null, canal: null });
    expect(dadoEn('bloqueo-8', guardado('2027-04-01', 2), guardado('2027-04-02', 3, 12, 10))).toEqual({ tipo: 'bloqueo', bloqueoId: 8, hotelId: 9, habitacionId: 12, desde: '2027-04-02', hasta: '2027-04-05', motivoFueraServicio: null, canal: null });
  });

  it('out of order: its reason; a channel’s stay: the channel’s name', () => {
    const fuera = { type: 'BloqueoGuardado', data: { ...guardado('2027-04-01', 2).data, fueraServicio: { motivo: 'Pintura' } } };
    expect(dadoEn('bloqueo-8', fuera)).toMatchObject({ motivoFueraServicio: 'Pintura', canal: null });
    const canal = { type: 'BloqueoGuardado', data: { ...guardado('2027-04-01', 2).data, canal: { id: 3, nombre: 'Airbnb', uid: 'x@airbnb.com', tipo: 'reserva' } } };
    expect(dadoEn('bloqueo-8', canal)).toMatchObject({ motivoFueraServicio: null, canal: 'Airbnb' });
  });

  it('when it is removed: nothing is left', () => {
    expect(dadoEn('bloqueo-8', guardado('2027-04-01', 2), { type: 'BloqueoEliminado', data: { id: 8 } })).toBeNull();
  });
});

describe('the statements that write them', () => {
  const filas = (...pares: [string, FilaInforme | null][]) => new Map(pares);
  const tablas = (sql: string) => sql.match(/(?:insert into|delete from) (\w+)/)?.[1];

  it('a new reservation that counts: plain inserts of its row, nights and guests, nothing deleted', () => {
    const sentencias = sentenciasInformes(filas(['reserva-5', dado(creada)]), 'nuevas');
    expect(sentencias.map((s) => tablas(s.sql))).toEqual(['informe_reserva', 'informe_noche', 'informe_huesped']);
    expect(sentencias.some((s) => /on conflict/.test(s.sql))).toBe(false);
  });

  it('an edit: the derived rows replaced, the reservation upserted; a cancelled one keeps only its row', () => {
    const anulada = dado(creada, { type: 'ReservaAnulada', data: { motivo: 'No vino', estadoAnterior: 1 } });
    const sentencias = sentenciasInformes(filas(['reserva-5', anulada]), 'reemplazar');
    expect(sentencias.map((s) => tablas(s.sql))).toEqual(['informe_noche', 'informe_huesped', 'informe_movimiento', 'informe_reserva']);
    expect(sentencias[3].sql).toMatch(/on conflict \(reserva_id\) do update/);
  });

  it('a cancelled reservation that was paid keeps its payments’ movements (the day’s cash), and nothing else', () => {
    const ingreso = { Id: 1, Fecha: '2027-02-20', HabitacionId: 11, Concepto: 'Anticipo', Valor: 60000, MonedaId: 'CLP', FormaPagoId: 1 };
    const cargo = { Id: 1, Fecha: '2027-02-20', CargoId: 4, Cantidad: 1, Precio: 5000, Total: 5000, MonedaId: 'CLP', HabitacionId: 11 };
    const pagada = dado(
      creada,
      { type: 'IngresoRegistrado', data: { ingreso } } as unknown as EventoReservaPublicado,
      { type: 'CargoAgregado', data: { cargo } } as unknown as EventoReservaPublicado,
      { type: 'ReservaAnulada', data: { motivo: 'Cambio de planes', estadoAnterior: 1 } },
    );
    const sentencias = sentenciasInformes(filas(['reserva-5', pagada]), 'reemplazar');
    expect(sentencias.map((s) => tablas(s.sql))).toEqual(['informe_noche', 'informe_huesped', 'informe_movimiento', 'informe_reserva', 'informe_movimiento']);
    expect(JSON.parse(String(sentencias[4].params[0]))).toEqual([{ hotel_id: 9, reserva_id: 5, tipo: 'i', fecha: '2027-02-20', moneda_id: 'CLP', importe: 60000 }]);
  });

  it('a replay page: the rows were emptied, so nothing is deleted; the reservation is upserted', () => {
    const sentencias = sentenciasInformes(filas(['reserva-5', dado(creada)], ['reserva-6', null]), 'reconstruir');
    expect(sentencias.map((s) => tablas(s.sql))).toEqual(['informe_reserva', 'informe_noche', 'informe_huesped']);
    expect(sentencias[0].sql).toMatch(/on conflict \(reserva_id\) do update/);
  });

  it('a removed block: its row deleted', () => {
    expect(sentenciasInformes(filas(['bloqueo-8', null]), 'reemplazar')).toEqual([{ sql: 'delete from informe_bloqueo where bloqueo_id = any($1::int[])', params: [[8]] }]);
  });
});
