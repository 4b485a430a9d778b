import { COOKIE_HOTEL_UI, VERSION_CLIENTE, type LoggerEntradaDto } from '@recepcion/contracts';
import { ApiError } from './api-error';
import { browserName, operatingSystem } from './browser-info';
import { readCookie } from './cookies';
import { REQUESTED_WITH_HEADER } from './headers';

export const LOGGER_PATH = '/api/Logger';
/** The same message is logged once in this window; a page logs at most MAX_PER_PAGE entries. */
const REPEAT_WINDOW_MS = 10_000;
const MAX_PER_PAGE = 50;

let lastClick: string | undefined;
let sentThisPage = 0;
const recentlySent = new Map<string, number>();

export type ClientLogEntry = Pick<LoggerEntradaDto, 'message'> & Partial<LoggerEntradaDto>;

/**
 * Sends one entry to `POST /api/Logger` with the page, user and browser details filled in.
 * Never throws and never reports its own failure, so logging cannot loop.
 */
export async function sendClientLog(entry: ClientLogEntry): Promise<void> {
  if (!shouldSend(entry.message)) return;
  const userAgent = navigator.userAgent;
  const body: LoggerEntradaDto = {
    url: window.location.href,
    userAgent,
    hotelIdClient: readCookie(COOKIE_HOTEL_UI) ?? null,
    userIdClient: readCookie('u') ?? null,
    versionClient: VERSION_CLIENTE,
    navegador: browserName(userAgent),
    sistemaOperativo: operatingSystem(userAgent),
    lastClick,
    ...entry,
  };
  try {
    await fetch(LOGGER_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', ...REQUESTED_WITH_HEADER },
      body: JSON.stringify(truncate(body)),
      keepalive: true,
    });
  } catch {
    // The log is best effort: a failure here is dropped on purpose.
  }
}

/** Logs an uncaught error or rejection (window.onerror, unhandledrejection). */
export function logClientError(error: unknown, details: Partial<LoggerEntradaDto> = {}): Promise<void> {
  if (error instanceof ApiError) return Promise.resolve(); // already logged when it was shown
  const message = error instanceof Error ? `${error.name}: ${error.message}` : describe(error);
  const stackTrace = error instanceof Error ? error.stack : undefined;
  return sendClientLog({ message, stackTrace, category: 'javascript', tag: 'error', ...details });
}

/**
 * Logs uncaught errors and unhandled rejections of the page and remembers the last click for
 * each log entry. Call once per page (the portal does on bootstrap); returns the uninstaller.
 */
export function installClientErrorLogging(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    void logClientError(event.error ?? event.message, {
      lineNumber: event.lineno || undefined,
      columnNumber: event.colno || undefined,
      tag: event.filename ? `error ${event.filename}` : 'error',
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    void logClientError(event.reason, { tag: 'unhandledrejection' });
  };
  const onClick = (event: MouseEvent) => {
    lastClick = describeElement(event.target);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.document.addEventListener('click', onClick, true);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.document.removeEventListener('click', onClick, true);
  };
}

/** Forgets what was sent (tests). */
export function resetClientLog(): void {
  sentThisPage = 0;
  recentlySent.clear();
  lastClick = undefined;
}

function shouldSend(message: string): boolean {
  const now = Date.now();
  const last = recentlySent.get(message);
  if (sentThisPage >= MAX_PER_PAGE || (last !== undefined && now - last < REPEAT_WINDOW_MS)) return false;
  recentlySent.set(message, now);
  sentThisPage += 1;
  return true;
}

/** `button "Guardar"`, `a#precios "Precios"`: enough to know what the user last clicked. */
function describeElement(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const element = target.closest('button, a, [role="button"], input, select, textarea, label') ?? target;
  const id = element.id ? `#${element.id}` : '';
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${element.tagName.toLowerCase()}${id}${text ? ` "${text}"` : ''}`;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The server caps each field; cut long values instead of having the entry refused. */
const LIMITS: Partial<Record<keyof LoggerEntradaDto, number>> = {
  message: 4000,
  url: 2000,
  tag: 200,
  userAgent: 1000,
  navegador: 200,
  sistemaOperativo: 200,
  lastClick: 1000,
  category: 200,
  stackTrace: 16000,
};

function truncate(body: LoggerEntradaDto): LoggerEntradaDto {
  const copy: Record<string, unknown> = { ...body };
  for (const [field, max] of Object.entries(LIMITS)) {
    const value = copy[field];
    if (typeof value === 'string' && value.length > (max as number)) copy[field] = value.slice(0, max as number);
  }
  return copy as unknown as LoggerEntradaDto;
}
