import type { EventoReservaPublicado } from '@recepcion/contracts';
import { plegar } from '@recepcion/platform';
import { evolucionarCalendario, type FilaCalendario } from './calendario.evolucionar';
import { proyeccionCalendario } from './calendario.proyeccion';
import { sentenciasCalendario } from './calendario.sql';

const general = { CheckIn: '2027-03-01', CheckOut: '2027-03-04', ClienteId: 7, MonedaId: 'CLP', ClienteNombre: 'Ana Soto', NombreGrupo: null, CantidadPasajeros: 2, Comentario: null };
const linea = { Id: 1, HabitacionId: 11, TipoHabitacionId: 3, CheckIn: '2027-03-01', CheckOut: '2027-03-04', CantidadPasajero: 2, Total: 120000 };
const creada: EventoReservaPublicado = { type: 'ReservaCreada', data: { id: 5, hotelId: 9, estadoId: 1, general, habitaciones: [linea] } };

/** Given these events of stream `reserva-5`, the row the calendar keeps. */
const dado = (...eventos: EventoReservaPublicado[]): FilaCalendario | null => eventos.reduce<FilaCalendario | null>((f, e) => evolucionarCalendario(f, e, 'reserva-5'), null);

describe('the calendar’s rows of a reservation', () => {
  it('given a new reservation: its row with the client and stay, and one cell per room line', () => {
    expect(dado(creada)).toEqual({
      tipo: 'reserva',
      reservaId: 5,
      hotelId: 9,
      estadoId: 1,
      cliente: 'Ana Soto',
      nombreGrupo: null,
      pasajerosTotales: 2,
      importante: false,
      checkIn: '2027-03-01',
      checkOut: '2027-03-04',
      celdas: [{ lineaId: 1, habitacionId: 11, tipoHabitacionId: 3, pasajeros: 2, desde: '2027-03-01', hasta: '2027-03-04' }],
    });
  });

  it('when a stay is resized or moved: the cell and the reservation’s own dates follow', () => {
    const fila = dado(creada, { type: 'EstadiaRedimensionada', data: { linea: { ...linea, CheckOut: '2027-03-02' } } });
    expect(fila).toMatchObject({ checkIn: '2027-03-01', checkOut: '2027-03-02', celdas: [{ lineaId: 1, desde: '2027-03-01', hasta: '2027-03-02' }] });
    const movida = dado(creada, { type: 'ReservaTrasladada', data: { linea: { ...linea, HabitacionId: 12, CheckIn: '2027-03-10', CheckOut: '2027-03-13' } } });
    expect(movida).toMatchObject({ checkIn: '2027-03-10', checkOut: '2027-03-13', celdas: [{ habitacionId: 12, desde: '2027-03-10' }] });
  });

  it('when a comment, a status, a cancellation or a removed line come: the row says so; deleted, nothing is left', () => {
    expect(dado(creada, { type: 'DatosGeneralesModificados', data: { general: { ...general, Comentario: 'Llegan tarde', NombreGrupo: 'Congreso' } } })).toMatchObject({ importante: true, nombreGrupo: 'Congreso' });
    expect(dado(creada, { type: 'EstadoCambiado', data: { de: 1, a: 7 } })).toMatchObject({ estadoId: 7 });
    expect(dado(creada, { type: 'ReservaAnulada', data: { motivo: 'No vino', estadoAnterior: 1 } })).toMatchObject({ estadoId: 4, celdas: [expect.anything()] });
    expect(dado(creada, { type: 'HabitacionQuitada', data: { lineaId: 1 } })).toMatchObject({ celdas: [] });
    expect(dado(creada, { type: 'ReservaEliminada', data: {} })).toBeNull();
  });

  it('ignores what comes before its creation', () => {
    expect(dado({ type: 'EstadoCambiado', data: { de: 1, a: 2 } })).toBeNull();
  });
});

describe('the calendar’s rows of a block', () => {
  it('given a saved block: its nights; saved again: moved; deleted: gone', () => {
    const guardado = { type: 'BloqueoGuardado', data: { id: 3, hotelId: 9, habitacionId: 11, fecha: '2027-04-01', noches: 2 } };
    const bloqueo = evolucionarCalendario(null, guardado, 'bloqueo-3');
    expect(bloqueo).toEqual({ tipo: 'bloqueo', bloqueoId: 3, hotelId: 9, habitacionId: 11, desde: '2027-04-01', hasta: '2027-04-03', canal: null });
    const deCanal = { ...guardado, data: { ...guardado.data, canal: { id: 5, nombre: 'Booking.com', uid: 'abc@booking.com', tipo: 'reserva' } } };
    expect(evolucionarCalendario(null, deCanal, 'bloqueo-3')).toMatchObject({ canal: 'Booking.com' });
    const cerrado = { ...guardado, data: { ...guardado.data, canal: { id: 6, nombre: 'Airbnb', uid: 'x@airbnb.com', tipo: 'no-disponible' } } };
    expect(evolucionarCalendario(null, cerrado, 'bloqueo-3')).toMatchObject({ canal: 'Airbnb (no disponible)' });
    expect(evolucionarCalendario(bloqueo, { ...guardado, data: { ...guardado.data, habitacionId: 12, noches: 3 } }, 'bloqueo-3')).toMatchObject({ habitacionId: 12, hasta: '2027-04-04' });
    expect(evolucionarCalendario(bloqueo, { type: 'BloqueoEliminado', data: { id: 3 } }, 'bloqueo-3')).toBeNull();
  });
});

describe('the statements that write them', () => {
  it('for a new reservation: two plain inserts (its row and its cells), nothing read or deleted', () => {
    const filas = plegar(proyeccionCalendario, new Map(), [{ streamId: 'reserva-5', ...creada }]);
    const sentencias = sentenciasCalendario(filas, 'nuevas');
    expect(sentencias.map((s) => s.sql.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual(['insert into calendario_reserva', 'insert into calendario_celda']);
  });

  it('for an edit: the cells replaced and the row upserted; for a deleted reservation: both deleted', () => {
    const fila = dado(creada)!;
    const editada = sentenciasCalendario(new Map([['reserva-5', fila]]), 'reemplazar').map((s) => s.sql);
    expect(editada[0]).toMatch(/^delete from calendario_celda/);
    expect(editada[1]).toMatch(/on conflict \(reserva_id\) do update/);
    const borrada = sentenciasCalendario(new Map([['reserva-5', null]]), 'reemplazar').map((s) => s.sql);
    expect(borrada).toEqual(['delete from calendario_celda where reserva_id = any($1::int[])', 'delete from calendario_reserva where reserva_id = any($1::int[])']);
  });
});
