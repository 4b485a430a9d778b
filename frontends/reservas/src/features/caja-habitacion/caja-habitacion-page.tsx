import type { AreaPageProps } from '../../routing/area-routes';

// Placeholder until the page is built.
export function CajaHabitacionPage(_props: AreaPageProps) {
  return <h1 className="rs-titulo">Caja por habitación</h1>;
}
