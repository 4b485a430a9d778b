import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Response } from 'playwright-core';

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

export interface TestBrowser {
  context: BrowserContext;
  /** A new tab; page errors and console errors are collected in `errors`. */
  newPage(): Promise<Page & { errors: string[] }>;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, on a fresh profile removed on close. */
export async function launchBrowser(): Promise<TestBrowser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'recepcion-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
    locale: 'es-CL',
  });
  return {
    context,
    async newPage() {
      const page = (await context.newPage()) as Page & { errors: string[] };
      page.errors = [];
      page.on('pageerror', (error) => page.errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') page.errors.push(message.text());
      });
      return page;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Counts the page's responses matching `predicate` from now on. */
export function countResponses(page: Page, predicate: (url: URL) => boolean): () => number {
  let count = 0;
  page.on('response', (response: Response) => {
    if (predicate(new URL(response.url()))) count += 1;
  });
  return () => count;
}
