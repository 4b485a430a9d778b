import type { AreaPageProps } from '../../routing/area-routes';

// Placeholder until the page is built.
export function ListadoPage(_props: AreaPageProps) {
  return <h1 className="rs-titulo">Listado de reservas</h1>;
}
