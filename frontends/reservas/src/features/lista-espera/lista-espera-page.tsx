import type { AreaPageProps } from '../../routing/area-routes';

// Placeholder until the page is built.
export function ListaEsperaPage(_props: AreaPageProps) {
  return <h1 className="rs-titulo">Lista de espera</h1>;
}
