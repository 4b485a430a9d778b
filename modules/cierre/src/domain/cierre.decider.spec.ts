import { MENSAJES_CIERRE as M } from '@recepcion/contracts';
import { CierreRechazadoError, decidirCierre, decidirReapertura, type EstadoCierres, proximaFecha } from './cierre.decider';

const HOY = '2026-12-10';
const sinCierres: EstadoCierres = { cerradoHasta: null, primeraFecha: null };
const cerradoDel1Al5: EstadoCierres = { cerradoHasta: '2026-12-05', primeraFecha: '2026-12-01' };

const rechazo = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof CierreRechazadoError) return error.message;
    throw error;
  }
  throw new Error('no fue rechazado');
};

describe('closing a date', () => {
  describe('cuando el hotel nunca cerró un día', () => {
    it('closes any past date as its first close', () => {
      expect(decidirCierre('2026-12-09', HOY, sinCierres)).toEqual({ tipo: 'cerrar', primerCierre: true });
      expect(decidirCierre('2025-01-31', HOY, sinCierres)).toEqual({ tipo: 'cerrar', primerCierre: true });
    });

    it('refuses today and the future', () => {
      expect(rechazo(() => decidirCierre(HOY, HOY, sinCierres))).toBe(M.soloFechasPasadas('10-12-2026'));
      expect(rechazo(() => decidirCierre('2026-12-11', HOY, sinCierres))).toBe(M.soloFechasPasadas('10-12-2026'));
    });

    it('proposes yesterday', () => {
      expect(proximaFecha(HOY, sinCierres)).toBe('2026-12-09');
    });
  });

  describe('cuando el hotel cerró del 1 al 5', () => {
    it('closes the 6th, the day after the last closed one', () => {
      expect(decidirCierre('2026-12-06', HOY, cerradoDel1Al5)).toEqual({ tipo: 'cerrar', primerCierre: false });
      expect(proximaFecha(HOY, cerradoDel1Al5)).toBe('2026-12-06');
    });

    it('refuses a gap, naming the expected date', () => {
      expect(rechazo(() => decidirCierre('2026-12-07', HOY, cerradoDel1Al5))).toBe(M.siguienteEnOrden('06-12-2026'));
    });

    it('answers a closed date as already closed (idempotent), the last one and earlier ones', () => {
      expect(decidirCierre('2026-12-05', HOY, cerradoDel1Al5)).toEqual({ tipo: 'yaCerrada' });
      expect(decidirCierre('2026-12-01', HOY, cerradoDel1Al5)).toEqual({ tipo: 'yaCerrada' });
    });

    it('refuses a date before the first close, which was never closed', () => {
      expect(rechazo(() => decidirCierre('2026-11-30', HOY, cerradoDel1Al5))).toBe(M.anteriorAlPrimerCierre('01-12-2026'));
    });

    it('still refuses today once the run reaches yesterday', () => {
      expect(rechazo(() => decidirCierre(HOY, HOY, { cerradoHasta: '2026-12-09', primeraFecha: '2026-12-01' }))).toBe(M.soloFechasPasadas('10-12-2026'));
    });
  });
});

describe('reopening a date', () => {
  it('reopens only the last closed date, moving the run back a day', () => {
    expect(decidirReapertura('2026-12-05', cerradoDel1Al5)).toEqual({ cerradoHasta: '2026-12-04' });
    expect(rechazo(() => decidirReapertura('2026-12-04', cerradoDel1Al5))).toBe(M.soloUltimoSeReabre('05-12-2026'));
    expect(rechazo(() => decidirReapertura('2026-12-06', cerradoDel1Al5))).toBe(M.soloUltimoSeReabre('05-12-2026'));
  });

  it('leaves nothing closed when it reopens the run’s only date', () => {
    expect(decidirReapertura('2026-12-01', { cerradoHasta: '2026-12-01', primeraFecha: '2026-12-01' })).toEqual({ cerradoHasta: null });
  });

  it('refuses when nothing is closed', () => {
    expect(rechazo(() => decidirReapertura('2026-12-01', sinCierres))).toBe(M.soloUltimoSeReabre(null));
  });
});
