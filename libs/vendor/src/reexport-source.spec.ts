import { passThroughSource, reexportSource } from './reexport-source.mjs';

describe('reexportSource', () => {
  it('re-exports the default and every key of a CommonJS module by name', () => {
    const source = reexportSource('react', ['useState', 'Children', 'version']);
    expect(source).toBe(
      "import m from \"react\";\nexport default m;\nexport const { Children, useState, version } = m;\n",
    );
  });

  it('skips keys that are not identifiers, duplicates and "default"', () => {
    const source = reexportSource('x', ['ok', 'default', 'not-valid', '1bad', 'ok', '__INTERNALS__']);
    expect(source).toContain('export const { __INTERNALS__, ok } = m;');
  });

  it('writes only the default export when there are no keys', () => {
    expect(reexportSource('x', [])).toBe('import m from "x";\nexport default m;\n');
  });
});

describe('passThroughSource', () => {
  it('re-exports an ES module package as it is', () => {
    expect(passThroughSource('single-spa')).toBe('export * from "single-spa";\n');
  });
});
