/** A stand-in for `fetch` answering from a list of canned responses, recording every call. */
export interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** Reject like a network failure. */
  networkError?: boolean;
  /** Response headers besides Content-Type, by lower-case name. */
  headers?: Record<string, string>;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials?: string;
  body?: unknown;
}

export function installFakeFetch(answer: (url: string, init: RequestInit) => FakeAnswer = () => ({ status: 200 })) {
  const calls: RecordedCall[] = [];
  const fake = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    const { status = 200, statusText = '', body, networkError, headers = {} } = answer(url, init);
    if (networkError) throw new TypeError('Failed to fetch');
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && typeof body !== 'string' ? 'application/json; charset=utf-8' : (headers[name.toLowerCase()] ?? null)) },
      text: async () => text,
    } as unknown as Response;
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return {
    calls,
    apiCalls: () => calls.filter((c) => c.url !== '/api/Logger'),
    logCalls: () => calls.filter((c) => c.url === '/api/Logger'),
  };
}

/** Lets pending promise callbacks (the fire-and-forget log call) run; works under fake timers. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
