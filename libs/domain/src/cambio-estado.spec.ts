import { impedimentoCambioEstado, finSalidaAnticipada, preguntaCambioEstado } from './cambio-estado';

const reserva = { CheckIn: '2026-12-10', CheckOut: '2026-12-13', Saldos: [] };

describe('the question before a status change', () => {
  it('refuses a check-in or check-out before the stay begins, and asks nothing of a check-in from the arrival day on', () => {
    expect(impedimentoCambioEstado(7, reserva, '2026-12-08')).toBe('La llegada es el 10-12-2026: el check-in se registra desde ese día. Si el huésped llega antes, adelante primero la fecha de llegada.');
    expect(impedimentoCambioEstado(8, reserva, '2026-12-09')).toBe('La llegada es el 10-12-2026: la estadía aún no comienza y no tiene check-out.');
    expect(preguntaCambioEstado(8, reserva, '2026-12-09')).toBeNull();
    expect(impedimentoCambioEstado(7, reserva, '2026-12-10')).toBeNull();
    expect(impedimentoCambioEstado(2, reserva, '2026-11-01')).toBeNull();
    expect(preguntaCambioEstado(7, reserva, '2026-12-08')).toBeNull();
    expect(preguntaCambioEstado(7, reserva, '2026-12-10')).toBeNull();
  });

  it('asks before a check-out with a balance owing, showing it per currency', () => {
    const conSaldo = { ...reserva, Saldos: [{ MonedaId: 'CLP', Saldo: 54500 }, { MonedaId: 'USD', Saldo: 21.5 }, { MonedaId: 'EUR', Saldo: 0 }] };
    expect(preguntaCambioEstado(8, conSaldo, '2026-12-13', (m) => m !== 'CLP')).toBe('La reserva tiene saldo por pagar: CLP 54.500, USD 21,50.\n¿Confirma el check-out?');
  });

  it('says so when the check-out is before the departure day, and asks whether the stay ends today', () => {
    expect(preguntaCambioEstado(8, reserva, '2026-12-12')).toBe(
      'La salida es el 13-12-2026: el check-out es antes de la fecha de salida.\n¿Acorta la estadía hasta hoy, 12-12-2026, y libera las noches siguientes?',
    );
    expect(finSalidaAnticipada(8, reserva, '2026-12-12')).toBe('2026-12-12');
    // The balance it quotes is the whole booked stay's: shortening lowers it.
    expect(preguntaCambioEstado(8, { ...reserva, Saldos: [{ MonedaId: 'CLP', Saldo: 540000 }] }, '2026-12-12', () => false)).toBe(
      'La salida es el 13-12-2026: el check-out es antes de la fecha de salida.\nLa reserva tiene saldo por pagar: CLP 540.000 por la estadía reservada completa (al acortarla baja con las noches liberadas).\n¿Acorta la estadía hasta hoy, 12-12-2026, y libera las noches siguientes?',
    );
    // On the departure day nothing to free; before the arrival nothing to shorten; only a check-out.
    expect(finSalidaAnticipada(8, reserva, '2026-12-13')).toBeNull();
    expect(finSalidaAnticipada(8, reserva, '2026-12-09')).toBeNull();
    expect(finSalidaAnticipada(7, reserva, '2026-12-12')).toBeNull();
  });

  it('on the arrival day offers to keep the first night only and free the rest', () => {
    expect(finSalidaAnticipada(8, reserva, '2026-12-10')).toBe('2026-12-11');
    expect(preguntaCambioEstado(8, reserva, '2026-12-10')).toBe(
      'La salida es el 13-12-2026: el check-out es antes de la fecha de salida.\nLa llegada fue hoy: ¿Deja la estadía en una noche, con salida el 11-12-2026, y libera las noches siguientes?',
    );
    // A one-night stay has nothing after its first night.
    const unaNoche = { ...reserva, CheckOut: '2026-12-11' };
    expect(finSalidaAnticipada(8, unaNoche, '2026-12-10')).toBeNull();
    expect(preguntaCambioEstado(8, unaNoche, '2026-12-10')).toBe('La salida es el 11-12-2026: el check-out es antes de la fecha de salida.\n¿Confirma el check-out?');
  });

  it('asks nothing for a paid check-out on its day, a credit balance, or the other statuses', () => {
    expect(preguntaCambioEstado(8, reserva, '2026-12-13')).toBeNull();
    expect(preguntaCambioEstado(8, { ...reserva, Saldos: [{ MonedaId: 'CLP', Saldo: -100 }] }, '2026-12-14')).toBeNull();
    expect(preguntaCambioEstado(2, reserva, '2026-12-01')).toBeNull();
  });
});
