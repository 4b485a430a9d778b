// What counts as a failure: any 5xx (or no answer at all), and any 4xx whose body is not JSON
// `{Message: string}` with a Spanish message.
//
// "Spanish" is a heuristic, kept simple on purpose:
//   1. the Message is not empty;
//   2. it is not one of the framework defaults nor has their tell-tale phrases (class-validator's
//      "must be", "should not", Nest and Fastify's "Bad Request", "Not Found", "Internal Server
//      Error", "Validation failed", "Unexpected token", "Cannot GET"...);
//   3. a Message written only in ASCII whose every word is a common English word (the list below) is
//      English: "Forbidden resource", "Too Many Requests", "Unsupported Media Type". A Spanish
//      message nearly always has a word outside that list ("No se encontro"), or an accent.
// It can miss an English sentence with a word outside the list; it does not flag our Spanish ones.

const DEFECTOS_EN_INGLES = [
  /\bmust\b/i,
  /\bshould( not)?\b/i,
  /^bad request$/i,
  /^not found$/i,
  /^internal server error$/i,
  /validation failed/i,
  /unexpected (token|end)/i,
  /^cannot (get|post|put|delete|patch)\b/i,
  /\bis (not )?(a|an|expected|required|invalid|allowed)\b/i,
  /\bbody\b.*\b(json|empty|valid)\b/i,
  /^[A-Z][A-Z_]+$/, // error codes as messages: FST_ERR_CTP_EMPTY_JSON_BODY
];

const PALABRAS_EN_INGLES = new Set(
  `the an is are was be been being must should not found bad request requests internal server error errors invalid
  failed validation expected string number numeric integer boolean array object value values field fields required
  missing unexpected token json body forbidden unauthorized too many payload large entity unsupported media type
  method allowed property properties each in of to for with or and than equal longer shorter length empty format
  date cannot can could does do exist exists undefined null conflict timeout limit exceeded rate at position
  resource access denied unknown parse syntax content header headers range out gone precondition gateway service
  unavailable bad implemented teapot locked too early upgrade unprocessable this that it has have`.split(/\s+/),
);

/** The reason why `respuesta` fails, or null. */
function fallo(respuesta) {
  if (respuesta.error) return `sin respuesta (${respuesta.error})`;
  const { status } = respuesta;
  if (status >= 500) return `respuesta ${status}`;
  if (status < 400) return null;
  let cuerpo;
  try {
    cuerpo = JSON.parse(respuesta.texto);
  } catch {
    return `${status} sin JSON`;
  }
  if (!cuerpo || typeof cuerpo !== 'object' || Array.isArray(cuerpo)) return `${status} sin {Message}`;
  if (typeof cuerpo.Message !== 'string') return `${status} sin Message de texto`;
  const problema = noEsEspanol(cuerpo.Message);
  return problema ? `${status} ${problema}` : null;
}

function noEsEspanol(mensaje) {
  if (mensaje.trim() === '') return 'Message vacío';
  if (DEFECTOS_EN_INGLES.some((r) => r.test(mensaje))) return 'Message en inglés (texto de la plataforma)';
  const palabras = mensaje.toLowerCase().match(/[a-záéíóúüñ]+/g) ?? [];
  // eslint-disable-next-line no-control-regex
  const soloAscii = /^[\x00-\x7F]*$/.test(mensaje);
  if (soloAscii && palabras.length > 0 && palabras.every((p) => PALABRAS_EN_INGLES.has(p))) return 'Message en inglés';
  return null;
}

module.exports = { fallo, noEsEspanol };
