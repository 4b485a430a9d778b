import { useSyncExternalStore } from 'react';
import { dismiss, getToasts, pause, resume, subscribe, type ToastItem, type ToastKind } from './toast-store';

const ICON: Record<ToastKind, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

/** Renders the toasts raised with `toast.*`. Mount it once (the portal does). */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  return (
    <section className="rc-toasts" aria-label="Notificaciones">
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
    </section>
  );
}

function ToastView({ item }: { item: ToastItem }) {
  const urgent = item.kind === 'error' || item.kind === 'warning';
  return (
    <div
      className={`rc-toast rc-toast--${item.kind}`}
      role={urgent ? 'alert' : 'status'}
      onMouseEnter={() => pause(item.id)}
      onMouseLeave={() => resume(item.id)}
      onFocus={() => pause(item.id)}
      onBlur={() => resume(item.id)}
    >
      <span className="rc-toast__icon" aria-hidden="true">
        {ICON[item.kind]}
      </span>
      <p className="rc-toast__message">{item.message}</p>
      <button type="button" className="rc-toast__close" aria-label="Cerrar notificación" onClick={() => dismiss(item.id)}>
        ×
      </button>
    </div>
  );
}
