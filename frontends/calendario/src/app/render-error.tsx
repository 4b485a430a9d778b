import { logClientError } from '@recepcion/api-client';
import { useEffect } from 'react';

/** Shown by single-spa-react's error boundary when the calendar fails to render. */
export function RenderError({ error }: { error: Error }) {
  useEffect(() => void logClientError(error, { tag: 'calendario' }), [error]);
  return (
    <p role="alert" className="cal-render-error">
      No se pudo mostrar el calendario. Recargue la página e intente nuevamente.
    </p>
  );
}
