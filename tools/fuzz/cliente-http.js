// The fuzzer's HTTP client: sends exactly the bytes it is given (a body may hold numbers JSON.stringify
// cannot write, like 2^53+1, or arrays nested 3000 deep) and never follows a new session cookie, so
// a sign-up or a login sent while fuzzing cannot change whose session a persona uses.
const { randomBytes } = require('node:crypto');

/** A piece of JSON written as is: `new Crudo('9007199254740993')`. */
class Crudo {
  constructor(texto) {
    this.texto = texto;
  }
}

/** JSON text of a value that may contain `Crudo` pieces. */
function aJson(valor) {
  const crudos = [];
  const marca = `@@crudo-${randomBytes(6).toString('hex')}-`;
  const texto = JSON.stringify(valor, (_clave, v) => {
    if (v instanceof Crudo) {
      crudos.push(v.texto);
      return `${marca}${crudos.length - 1}@@`;
    }
    return v;
  });
  if (texto === undefined) return '';
  if (crudos.length === 0) return texto;
  return texto.replace(new RegExp(`"${marca}(\\d+)@@"`, 'g'), (_m, i) => crudos[Number(i)]);
}

const LIMITE_MS = 30_000;

/**
 * A session's requests. `peticion`: {metodo, ruta (already encoded, with its query), cuerpo (JSON
 * text or undefined), cabeceras}. Answers {status, tipo, texto} or {error} when nothing came back.
 */
function sesion(url, cookie) {
  return async function enviar({ metodo, ruta, cuerpo, cabeceras = {}, tipoContenido = 'application/json' }) {
    const headers = { 'x-requested-with': 'Recepcion', accept: 'application/json', ...(cookie ? { cookie } : {}), ...cabeceras };
    if (cuerpo !== undefined) headers['content-type'] = tipoContenido;
    try {
      const respuesta = await fetch(url + ruta, { method: metodo, headers, body: cuerpo, signal: AbortSignal.timeout(LIMITE_MS), redirect: 'manual' });
      const texto = await respuesta.text();
      return { status: respuesta.status, tipo: respuesta.headers.get('content-type') ?? '', texto };
    } catch (error) {
      // fetch refuses some header values itself (a NUL, a character above U+00FF): not the API's answer.
      if (error instanceof TypeError && /header/i.test(String(error.message) + String(error.cause?.message ?? ''))) return { noEnviable: true };
      return { error: String(error?.cause?.code ?? error?.name ?? error) + ': ' + String(error?.message ?? '') };
    }
  };
}

/** Signs in (or up) through the API and keeps the `sid` cookie it set. */
async function iniciarSesion(url, ruta, datos) {
  const respuesta = await fetch(url + ruta, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'Recepcion' },
    body: JSON.stringify(datos),
  });
  const cuerpo = await respuesta.json();
  const sid = respuesta.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (respuesta.status !== 200 || !sid) throw new Error(`${ruta} respondió ${respuesta.status}: ${JSON.stringify(cuerpo)}`);
  return { cookie: sid.split(';')[0], cuerpo };
}

module.exports = { Crudo, aJson, sesion, iniciarSesion };
