import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './free-port';

const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

export interface StaticServer {
  url(pathname: string): string;
  stop(): Promise<void>;
}

/**
 * Serves files from `roots` (first match wins) on a free local port, plus fixed `pages`
 * (pathname → HTML). Enough to load built ES modules through an import map.
 */
export async function startStaticServer(roots: string[], pages: Record<string, string> = {}): Promise<StaticServer> {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pages[pathname] !== undefined) {
      response.writeHead(200, { 'content-type': TIPOS['.html'] });
      response.end(pages[pathname]);
      return;
    }
    for (const root of roots) {
      const file = path.join(root, pathname);
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
        response.writeHead(200, { 'content-type': TIPOS[path.extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(response);
        return;
      }
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
