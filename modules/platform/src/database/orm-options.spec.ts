import { ORM_POOL_MAX, tamanoDelPool } from './orm-options';

describe('tamanoDelPool', () => {
  it('gives one API process four PostgreSQL connections per core, at least 4', () => {
    expect(tamanoDelPool('postgresql', {}, 2)).toBe(8);
    expect(tamanoDelPool('postgresql', {}, 8)).toBe(32);
    expect(tamanoDelPool('postgresql', {}, 1)).toBe(4);
  });

  it("shares them among npm start's processes (RECEPCION_PROCESOS), still at least 4 each", () => {
    expect(tamanoDelPool('postgresql', { RECEPCION_PROCESOS: '2' }, 2)).toBe(4);
    expect(tamanoDelPool('postgresql', { RECEPCION_PROCESOS: '8' }, 8)).toBe(4);
    expect(tamanoDelPool('postgresql', { RECEPCION_PROCESOS: '3' }, 8)).toBe(11);
    expect(tamanoDelPool('postgresql', { RECEPCION_PROCESOS: 'dos' }, 2)).toBe(8);
  });

  it('takes DATABASE_POOL_MAX as given, and keeps the embedded database at its own size', () => {
    expect(tamanoDelPool('postgresql', { DATABASE_POOL_MAX: '20', RECEPCION_PROCESOS: '2' }, 2)).toBe(20);
    expect(tamanoDelPool('postgresql', { DATABASE_POOL_MAX: '0' }, 2)).toBe(8);
    expect(tamanoDelPool('pglite', { DATABASE_POOL_MAX: '20' }, 2)).toBe(ORM_POOL_MAX);
  });
});
