import { conDialogoReserva, type DialogoReserva, leerDialogoReserva, sinDialogoReserva } from './dialogos-reserva';

describe('the address of the reservation dialogs', () => {
  it('round-trips each dialog through the query string', () => {
    const dialogos: DialogoReserva[] = [
      { tipo: 'editar', reservaId: 12 },
      { tipo: 'editar', reservaId: 12, pestana: 'Cuenta' },
      { tipo: 'estado-cuenta', reservaId: 7 },
      { tipo: 'nueva', desde: '2026-11-22', hasta: '2026-11-24', habitaciones: [3, 4] },
      { tipo: 'nueva', habitaciones: [] },
    ];
    for (const dialogo of dialogos) {
      expect(leerDialogoReserva(conDialogoReserva('', dialogo))).toEqual(dialogo);
    }
  });

  it('keeps the page\'s own parameters and replaces another dialog', () => {
    const search = conDialogoReserva('?desde=x&vista=mes&estado-cuenta=3', { tipo: 'editar', reservaId: 5 });
    expect(new URLSearchParams(search).get('vista')).toBe('mes');
    expect(leerDialogoReserva(search)).toEqual({ tipo: 'editar', reservaId: 5 });
    expect(sinDialogoReserva(search)).toBe('?vista=mes');
    expect(sinDialogoReserva('?reserva=5')).toBe('');
  });

  it('ignores malformed values', () => {
    expect(leerDialogoReserva('?reserva=abc')).toBeNull();
    expect(leerDialogoReserva('?reserva=0')).toBeNull();
    expect(leerDialogoReserva('')).toBeNull();
    expect(leerDialogoReserva('?reserva=9&pestana=Nada')).toEqual({ tipo: 'editar', reservaId: 9 });
    expect(leerDialogoReserva('?nueva-reserva=1&desde=22-11-2026&habitaciones=2,x,-1')).toEqual({ tipo: 'nueva', habitaciones: [2] });
  });
});
