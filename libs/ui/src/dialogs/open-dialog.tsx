import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Shows a dialog outside any micro-frontend's tree and resolves with the value it closes with.
 * Each dialog gets its own React root under `<body>`, removed on close; libs/ui is one shared
 * instance, so dialogs opened by different areas stack like any other modal.
 */
export function openDialog<T>(render: (close: (value: T) => void) => ReactNode): Promise<T> {
  return new Promise<T>((resolve) => {
    const container = document.createElement('div');
    container.dataset.rcDialog = '';
    document.body.appendChild(container);
    const root = createRoot(container);
    let closed = false;
    const close = (value: T) => {
      if (closed) return;
      closed = true;
      // After the click that closed it has finished: a root cannot unmount itself mid-event.
      queueMicrotask(() => {
        root.unmount();
        container.remove();
        resolve(value);
      });
    };
    root.render(render(close));
  });
}
