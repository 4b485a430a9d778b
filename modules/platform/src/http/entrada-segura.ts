import { MENSAJE_CARACTERES_NO_VALIDOS, MENSAJE_CONTENIDO_DEMASIADO_ANIDADO, MENSAJE_NUMERO_FUERA_DE_RANGO } from '@recepcion/contracts';

/** Deeper than any body of ours (a reservation with its lines is 3 levels). */
export const PROFUNDIDAD_MAXIMA = 16;
/** Larger than any amount or id of ours; beyond it a number stops being exact or fitting its column. */
export const NUMERO_MAXIMO = 1e15;

/**
 * What no handler can take, checked once for every route before validation: a NUL character or
 * a lone UTF-16 surrogate in any text, key, path or query value (PostgreSQL and jsonb reject
 * them), a body nested deeper than `PROFUNDIDAD_MAXIMA`, a number beyond `NUMERO_MAXIMO`. Answers
 * the Spanish message to send back with a 400, or null. Iterative, so a deep body cannot
 * overflow the stack here.
 */
export function problemaDeEntrada(...valores: unknown[]): string | null {
  const pendientes: { valor: unknown; nivel: number }[] = valores.map((valor) => ({ valor, nivel: 0 }));
  while (pendientes.length > 0) {
    const { valor, nivel } = pendientes.pop()!;
    if (typeof valor === 'string') {
      if (!textoAdmisible(valor)) return MENSAJE_CARACTERES_NO_VALIDOS;
    } else if (typeof valor === 'number') {
      if (!Number.isFinite(valor) || Math.abs(valor) > NUMERO_MAXIMO) return MENSAJE_NUMERO_FUERA_DE_RANGO;
    } else if (valor !== null && typeof valor === 'object') {
      if (nivel >= PROFUNDIDAD_MAXIMA) return MENSAJE_CONTENIDO_DEMASIADO_ANIDADO;
      for (const [clave, hijo] of Object.entries(valor)) {
        if (!textoAdmisible(clave)) return MENSAJE_CARACTERES_NO_VALIDOS;
        pendientes.push({ valor: hijo, nivel: nivel + 1 });
      }
    }
  }
  return null;
}

const SUSTITUTO_SOLO = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textoAdmisible(texto: string): boolean {
  return !texto.includes('\u0000') && !SUSTITUTO_SOLO.test(texto);
}
