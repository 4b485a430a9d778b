import { PageHeader } from '@recepcion/ui';
import type { ComponentType } from 'react';
import { AREA_ROOT } from '../../lib/area';

export const PENDIENTE = 'Esta sección estará disponible próximamente.';

/** A root page not built yet: its title and "próximamente". */
export function paginaPendiente(titulo: string): ComponentType {
  return function Pendiente() {
    return <PageHeader area={AREA_ROOT} titulo={titulo} descripcion={PENDIENTE} />;
  };
}
