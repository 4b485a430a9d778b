import { setPageTitle } from '@recepcion/ui';
import { useEffect } from 'react';

export interface PageHeaderProps {
  /** The page title; the document title is `<titulo> - <domain>`. */
  titulo: string;
  descripcion: string;
}

/** The page's heading under the Reservas area, and its document title. */
export function PageHeader({ titulo, descripcion }: PageHeaderProps) {
  useEffect(() => setPageTitle(titulo), [titulo]);
  return (
    <header className="rs-page-header">
      <p className="rs-page-header__area">Reservas</p>
      <h1 className="rs-page-header__title">{titulo}</h1>
      <p className="rs-page-header__lead">{descripcion}</p>
    </header>
  );
}
