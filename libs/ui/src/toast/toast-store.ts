/**
 * The product's toasts. Module state: libs/ui is loaded once through the import map, so a toast
 * raised by any micro-frontend shows in the one host the portal renders.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastOptions {
  /** Milliseconds on screen; 0 keeps it until closed. */
  duration?: number;
}

export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  success: 4000,
  info: 4000,
  warning: 6000,
  error: 7000,
};
const MAX_VISIBLE = 5;

interface Timer {
  handle?: ReturnType<typeof setTimeout>;
  remaining: number;
  startedAt: number;
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, Timer>();
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

function startTimer(id: number, ms: number) {
  stopTimer(id);
  if (ms <= 0) return;
  timers.set(id, { handle: setTimeout(() => dismiss(id), ms), remaining: ms, startedAt: Date.now() });
}

function stopTimer(id: number) {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const duration = options.duration ?? TOAST_DURATION_MS[kind];
  // The same message still on screen (a failing call retried) restarts its time instead of stacking.
  const same = items.find((item) => item.kind === kind && item.message === message);
  if (same) {
    startTimer(same.id, duration);
    return same.id;
  }
  const id = nextId++;
  const next = [...items, { id, kind, message }];
  next.slice(0, Math.max(0, next.length - MAX_VISIBLE)).forEach((old) => stopTimer(old.id));
  publish(next.slice(-MAX_VISIBLE));
  startTimer(id, duration);
  return id;
}

export function dismiss(id: number): void {
  stopTimer(id);
  if (items.some((item) => item.id === id)) publish(items.filter((item) => item.id !== id));
}

/** Holds a toast while the pointer or focus is on it (time limits must be adjustable). */
export function pause(id: number): void {
  const timer = timers.get(id);
  if (!timer?.handle) return;
  clearTimeout(timer.handle);
  timers.set(id, { remaining: Math.max(0, timer.remaining - (Date.now() - timer.startedAt)), startedAt: Date.now() });
}

export function resume(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle) return;
  startTimer(id, Math.max(timer.remaining, 1000));
}

export function clear(): void {
  timers.forEach((_timer, id) => stopTimer(id));
  publish([]);
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

/** `toast.success('Guardado con éxito')` from anywhere. Returns the toast id. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss,
  clear,
};
