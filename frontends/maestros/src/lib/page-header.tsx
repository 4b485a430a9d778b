import { setPageTitle } from '@recepcion/ui';
import { useEffect } from 'react';

export interface PageHeaderProps {
  /** The menu area (Configuración, Tarifario, Clientes...). */
  area: string;
  /** The page title; the document title is `<titulo> - <domain>`. */
  titulo: string;
  descripcion: string;
}

/** The page's heading, and its document title. */
export function PageHeader({ area, titulo, descripcion }: PageHeaderProps) {
  useEffect(() => setPageTitle(titulo), [titulo]);
  return (
    <header className="ms-page-header">
      <p className="ms-page-header__area">{area}</p>
      <h1 className="ms-page-header__title">{titulo}</h1>
      <p className="ms-page-header__lead">{descripcion}</p>
    </header>
  );
}
