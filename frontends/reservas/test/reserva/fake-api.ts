/** A stand-in for `fetch` answering the reservation calls from memory; every call is recorded. */
export interface RecordedCall {
  method: string;
  url: string;
  body?: unknown;
  /** The request's own headers (the client's X-Requested-With among them). */
  headers?: Record<string, string>;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type Handler = (call: RecordedCall) => FakeAnswer | undefined;

export interface FakeApi {
  calls: RecordedCall[];
  apiCalls(method?: string): RecordedCall[];
  on(handler: Handler): void;
}

export function installFakeApi(handlers: Handler[] = []): FakeApi {
  const state: FakeApi = {
    calls: [],
    apiCalls: (method) => state.calls.filter((c) => c.url !== '/api/Logger' && (!method || c.method === method)),
    on: (handler) => handlers.unshift(handler),
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call: RecordedCall = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    const headers = init?.headers ? Object.fromEntries(new Headers(init.headers).entries()) : {};
    // Recorded under their usual spelling (Headers lower-cases names), and only when sent.
    const clave = headers['x-clave-checkout'];
    if (clave !== undefined) Object.defineProperty(call, 'headers', { value: { 'X-Clave-CheckOut': clave }, enumerable: false });
    state.calls.push(call);
    const answer = handlers.map((h) => h(call)).find((a) => a !== undefined) ?? { status: url === '/api/Logger' ? 200 : 404, body: { Message: 'No se encontro' } };
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: () => 'application/json' },
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    } as unknown as Response;
  }) as typeof fetch;
  return state;
}
