/**
 * A stand-in for `fetch` in the page's tests: every call recorded with its headers and body,
 * answered by the first handler that answers (an answer, or a promise to hold the call), or 404.
 * `red` makes a call fail as a lost connection does (fetch rejects).
 */
export interface Llamada {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface Respuesta {
  status?: number;
  body?: unknown;
  /** The connection is lost: fetch rejects. */
  red?: boolean;
}

export type Manejador = (llamada: Llamada) => Respuesta | Promise<Respuesta> | undefined;

export interface FetchFalso {
  llamadas: Llamada[];
  /** Answers matching calls before every handler given so far. */
  antes(manejador: Manejador): void;
}

export function instalarFetch(...manejadores: Manejador[]): FetchFalso {
  const lista = [...manejadores];
  const estado: FetchFalso = { llamadas: [], antes: (m) => lista.unshift(m) };
  globalThis.fetch = jest.fn(async (entrada: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const llamada: Llamada = { method: init.method ?? 'GET', url: String(entrada), headers, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    estado.llamadas.push(llamada);
    let respuesta: Respuesta | Promise<Respuesta> | undefined;
    for (const m of lista) respuesta ??= m(llamada);
    const { status = 200, body, red } = (await respuesta) ?? { status: 404, body: { Message: 'No se encontro' } };
    if (red) throw new TypeError('Failed to fetch');
    const texto = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => texto } as unknown as Response;
  }) as unknown as typeof fetch;
  return estado;
}

/** A handler answering `metodo url` (the url without its query, or a RegExp over the whole url). */
export function ruta(metodo: string, url: string | RegExp, respuesta: Respuesta | ((llamada: Llamada) => Respuesta | Promise<Respuesta>)): Manejador {
  return (llamada) => {
    if (llamada.method !== metodo) return undefined;
    const coincide = typeof url === 'string' ? llamada.url.split('?')[0] === url : url.test(llamada.url);
    if (!coincide) return undefined;
    return typeof respuesta === 'function' ? respuesta(llamada) : respuesta;
  };
}
