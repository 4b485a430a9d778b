import { ESTADO_RESERVA } from '@recepcion/contracts';
import { estadoDeLaEstadia, ORDEN_ESTADO_HABITACION } from './estado-de-la-estadia';

const linea = { CheckIn: '2027-10-10', CheckOut: '2027-10-13' };
const dias = ['2027-10-10', '2027-10-11', '2027-10-13'];
const de = (estadoId: number) => dias.map((fecha) => estadoDeLaEstadia(linea, estadoId, fecha));

describe('estadoDeLaEstadia: a room line on a day, by its dates and its reservation’s status', () => {
  it('not checked in (1, 2, 3): by its dates, Llega, Ocupada, Sale', () => {
    for (const e of [ESTADO_RESERVA.sinConfirmar, ESTADO_RESERVA.confirmado, ESTADO_RESERVA.reConfirmado]) expect(de(e)).toEqual(['Llega', 'Ocupada', 'Sale']);
  });

  it('checked in (7): in the house from its first day, Sale on its check-out date', () => {
    expect(de(ESTADO_RESERVA.checkIn)).toEqual(['Ocupada', 'Ocupada', 'Sale']);
  });

  it('checked out (8): Salió every day it still covers, so never Llega, Ocupada or Sale', () => {
    expect(de(ESTADO_RESERVA.checkOut)).toEqual(['Salió', 'Salió', 'Salió']);
  });

  it('departures come first in a room, then the stay, then the arrival', () => {
    expect(ORDEN_ESTADO_HABITACION.Salió).toBe(ORDEN_ESTADO_HABITACION.Sale);
    expect(ORDEN_ESTADO_HABITACION.Salió).toBeLessThan(ORDEN_ESTADO_HABITACION.Llega);
  });
});
