import { chromium, type Browser, type BrowserContext, type BrowserServer, type Download, type Page, type Response } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium floods a closed network with requests. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless, for the whole run (global-setup.ts); test files connect to it. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface TestBrowser {
  /** The test file's own context: its own cookies and storage. */
  readonly context: BrowserContext;
  /** A new tab; page errors and console errors are collected in `errors`. */
  newPage(): Promise<Page & { errors: string[] }>;
}

/**
 * For a test file: a context of its own in the run's Chromium (E2E_WS_ENDPOINT, written by
 * global-setup.ts), opened before the file's tests and closed after them.
 */
export function usarNavegador(): TestBrowser {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    const endpoint = process.env.E2E_WS_ENDPOINT;
    if (!endpoint) throw new Error('E2E_WS_ENDPOINT is not set: run the browser tests through jest (apps/e2e/jest.config.js launches Chromium).');
    browser = await chromium.connect(endpoint);
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CL' });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  return {
    get context() {
      if (!context) throw new Error('The browser context opens in beforeAll: use it inside tests and hooks.');
      return context;
    },
    async newPage() {
      const page = (await this.context.newPage()) as Page & { errors: string[] };
      page.errors = [];
      page.on('pageerror', (error) => page.errors.push(error.message));
      page.on('console', (message) => {
        // With the resource's address: "Failed to load resource" alone does not say which one.
        if (message.type() === 'error') page.errors.push(message.location().url ? `${message.text()} (${message.location().url})` : message.text());
      });
      return page;
    },
  };
}

/** The bytes of a finished download (the browser runs in another process: read it as a stream). */
export async function bytesDe(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Counts the page's responses matching `predicate` from now on. */
export function countResponses(page: Page, predicate: (url: URL) => boolean): () => number {
  let count = 0;
  page.on('response', (response: Response) => {
    if (predicate(new URL(response.url()))) count += 1;
  });
  return () => count;
}
