import type { AreaPageProps } from '../../routing/area-routes';

// Placeholder until the page is built.
export function GastosPage(_props: AreaPageProps) {
  return <h1 className="rs-titulo">Gastos</h1>;
}
