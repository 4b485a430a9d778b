import { PageHeader } from '@recepcion/ui';

export const TITULO_PISOS = 'Pisos';

/** The area's first page, on `/pisos`. */
export function PisosPage() {
  return (
    <main id="pisos-contenido" className="pisos-root" tabIndex={-1}>
      <PageHeader area="Pisos" titulo={TITULO_PISOS} descripcion="Esta sección está en preparación." />
    </main>
  );
}
