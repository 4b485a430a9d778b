import { useEffect } from 'react';
import { setPageTitle } from '../document/document-title';

export interface PageHeaderProps {
  /** The menu area (Configuración, Tarifario, Reservas...). */
  area: string;
  /** The page title; the document title is `<titulo> - <domain>`. */
  titulo: string;
  descripcion: string;
}

/** The page's heading, and its document title. */
export function PageHeader({ area, titulo, descripcion }: PageHeaderProps) {
  useEffect(() => setPageTitle(titulo), [titulo]);
  return (
    <header className="rc-page-header">
      <p className="rc-page-header__area">{area}</p>
      <h1 className="rc-page-header__title">{titulo}</h1>
      <p className="rc-page-header__lead">{descripcion}</p>
    </header>
  );
}
