import type { AreaPageProps } from '../../routing/area-routes';

// Placeholder until the page is built.
export function BloqueosPage(_props: AreaPageProps) {
  return <h1 className="rs-titulo">Bloqueo de habitaciones</h1>;
}
