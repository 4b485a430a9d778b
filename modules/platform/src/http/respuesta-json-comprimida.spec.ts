import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { codificacionAceptada, RespuestaJsonComprimida } from './respuesta-json-comprimida';

describe('codificacionAceptada', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['BR;q=0.5, gzip', 'br'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', 'identity'],
  ])('%s → %s', (cabecera, esperada) => {
    expect(codificacionAceptada(cabecera)).toBe(esperada);
  });
});

describe('RespuestaJsonComprimida', () => {
  it('keeps the JSON and compresses it once per coding, with an ETag of its content', async () => {
    const valor = { data: Array.from({ length: 200 }, (_, i) => ({ id: `${i}-1`, cliente: 'Ana Soto' })) };
    const r = new RespuestaJsonComprimida(valor);
    expect(JSON.parse((await r.cuerpo('identity')).toString())).toEqual(valor);
    expect(JSON.parse(brotliDecompressSync(await r.cuerpo('br')).toString())).toEqual(valor);
    expect(JSON.parse(gunzipSync(await r.cuerpo('gzip')).toString())).toEqual(valor);
    expect(r.cuerpo('br')).toBe(r.cuerpo('br'));
    expect(new RespuestaJsonComprimida(valor).etag).toBe(r.etag);
    expect(new RespuestaJsonComprimida({ ...valor, otro: 1 }).etag).not.toBe(r.etag);
  });
});
