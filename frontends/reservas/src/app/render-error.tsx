import { logClientError } from '@recepcion/api-client';
import { useEffect } from 'react';

/** Shown by single-spa-react's error boundary when the area fails to render. */
export function RenderError({ error }: { error: Error }) {
  useEffect(() => void logClientError(error, { tag: 'reservas' }), [error]);
  return (
    <p role="alert" className="rs-render-error">
      No se pudo mostrar esta sección. Recargue la página e intente nuevamente.
    </p>
  );
}
