/**
 * A stand-in for `fetch` in the component tests: every call recorded, answered by the test's
 * handlers first, then by the area's in-memory server (`servir`), else 404 (the client log: 200).
 */
export interface RecordedCall {
  method: string;
  url: string;
  body?: unknown;
  /** The request's own headers the fake keeps (X-Clave-CheckOut), not enumerable. */
  headers?: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Response headers besides Content-Type (`X-Datos-Al`). */
  headers?: Record<string, string>;
}

/** An answer, a promise of one (to hold the call), or undefined to let the next handler or the server answer. */
export type Handler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer | undefined> | undefined;

export interface FakeApi {
  calls: RecordedCall[];
  /** The calls other than the client log (and whatever `esRuido` leaves out). */
  apiCalls(method?: string): RecordedCall[];
  /** Answers matching calls before every handler given so far. */
  on(handler: Handler): void;
  /** Answers matching calls after the handlers given so far, before the in-memory server. */
  override(handler: Handler): void;
}

export interface FakeApiOpciones {
  /** The first handlers, in order. */
  handlers?: Handler[];
  /** The area's in-memory server: answers what no handler did; undefined falls to 404. */
  servir?: (call: RecordedCall) => FakeAnswer | undefined;
  /** Calls `apiCalls` leaves out besides the client log (reference lists...). */
  esRuido?: (call: RecordedCall) => boolean;
  /** Record the url decoded (`decodeURI`), as the pages' fake server reads it. */
  decodificarUrl?: boolean;
}

export const LOGGER_URL = '/api/Logger';
const NO_ENCONTRADO: FakeAnswer = { status: 404, body: { Message: 'No se encontro' } };

/** A refusal as the API sends it (400 with its message). */
export const refusal = (Message: string): FakeAnswer => ({ status: 400, body: { Message } });

/** Installs the fake as `globalThis.fetch`. */
export function installFetchFalso({ handlers = [], servir, esRuido, decodificarUrl = false }: FakeApiOpciones = {}): FakeApi {
  const lista = [...handlers];
  const state: FakeApi = {
    calls: [],
    apiCalls: (method) => state.calls.filter((c) => c.url !== LOGGER_URL && !esRuido?.(c) && (!method || c.method === method)),
    on: (handler) => lista.unshift(handler),
    override: (handler) => lista.push(handler),
  };

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = decodificarUrl ? decodeURI(String(input)) : String(input);
    const call: RecordedCall = { method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    const headers = init.headers ? Object.fromEntries(new Headers(init.headers).entries()) : {};
    // Recorded under their usual spelling (Headers lower-cases names), and only when sent.
    const clave = headers['x-clave-checkout'];
    if (clave !== undefined) Object.defineProperty(call, 'headers', { value: { 'X-Clave-CheckOut': clave }, enumerable: false });
    state.calls.push(call);
    let answer: FakeAnswer | Promise<FakeAnswer | undefined> | undefined;
    for (const handler of lista) answer ??= handler(call);
    const { status = 200, body, headers: cabeceras = {} } = (await answer) ?? servir?.(call) ?? (url === LOGGER_URL ? { status: 200 } : NO_ENCONTRADO);
    const porNombre = new Map(Object.entries(cabeceras).map(([k, v]) => [k.toLowerCase(), v]));
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : (porNombre.get(name.toLowerCase()) ?? null)) },
      text: async () => text,
    } as unknown as Response;
  }) as unknown as typeof fetch;

  return state;
}

/** The fake answering only from `handlers` (the first that answers), as the calendar and reservation dialogs' tests use it. */
export function installFakeApi(handlers: Handler[] = []): FakeApi {
  return installFetchFalso({ handlers });
}

/** Clears every cookie of the page (between tests). */
export function clearCookies(): void {
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
}
