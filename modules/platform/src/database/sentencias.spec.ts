import { combinarSentencias, unaSeleccion } from './sentencias';

describe('combinarSentencias', () => {
  const principal = { sql: 'insert into a (x, y) values ($1, $2) returning id', params: [1, 2] };
  const junto = [
    { sql: 'insert into b (id, z) select id, $1 from p', params: ['z'] },
    { sql: 'insert into c (id, u, v) select id, $1, $2 from p', params: ['u', 'v'] },
  ];

  it("shifts each part's placeholders past the ones before it, and keeps every parameter in order", () => {
    const { sql, params } = combinarSentencias(principal, junto);
    expect(sql).toBe(
      'with p as (insert into a (x, y) values ($1, $2) returning id), j0 as (insert into b (id, z) select id, $3 from p), j1 as (insert into c (id, u, v) select id, $4, $5 from p) select * from p',
    );
    expect(params).toEqual([1, 2, 'z', 'u', 'v']);
  });

  it('answers the very same text for the same parts, and the right one when a part has another number of parameters', () => {
    const primera = combinarSentencias(principal, junto);
    const segunda = combinarSentencias({ ...principal, params: [3, 4] }, junto.map((s) => ({ ...s })));
    expect(Object.is(primera.sql, segunda.sql)).toBe(true);
    expect(segunda.params).toEqual([3, 4, 'z', 'u', 'v']);
    // Same texts, one parameter more in the principal: everything after it moves by one.
    const otra = combinarSentencias({ sql: principal.sql, params: [1, 2, 9] }, junto);
    expect(otra.sql).toContain('select id, $4 from p');
    expect(otra.sql).toContain('select id, $5, $6 from p');
    expect(combinarSentencias(principal, junto).sql).toBe(primera.sql);
  });

  it('answers the principal alone when nothing goes with it', () => {
    expect(combinarSentencias(principal, [])).toBe(principal);
  });

  it('still builds the right text for texts that change every time, past what it keeps', () => {
    for (let i = 0; i < 1200; i++) {
      const { sql, params } = combinarSentencias({ sql: `select $1::int as n${i}`, params: [i] }, [{ sql: `select $1::int as m${i}`, params: [i + 1] }]);
      expect(sql).toBe(`with p as (select $1::int as n${i}), j0 as (select $2::int as m${i}) select * from p`);
      expect(params).toEqual([i, i + 1]);
    }
  });
});

describe('unaSeleccion', () => {
  it('selects each part in order as a column of one statement, its placeholders shifted past the ones before', () => {
    const { sql, params } = unaSeleccion([
      { sql: 'select count(pg_advisory_xact_lock($1::int, h)) from unnest($2::int[]) as h', params: [7, [1, 2]] },
      { sql: 'select exigir_fecha_abierta($1::int, $2::date)', params: [3, '2026-11-27'] },
    ]);
    expect(sql).toBe('select (select count(pg_advisory_xact_lock($1::int, h)) from unnest($2::int[]) as h) as s0, (select exigir_fecha_abierta($3::int, $4::date)) as s1');
    expect(params).toEqual([7, [1, 2], 3, '2026-11-27']);
  });

  it('answers a lone part as it is', () => {
    const sola = { sql: 'select 1', params: [] };
    expect(unaSeleccion([sola])).toBe(sola);
  });
});
