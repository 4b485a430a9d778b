import { Link } from '../routing/link';
import { Brand } from './brand';
import { SaltarAlContenido } from './saltar-al-contenido';

export interface PublicNavbarProps {
  /** Opens the login dialog; without it (while the session loads) there is no Ingresar button. */
  onIngresar?: () => void;
}

/** The navbar of the public pages: Inicio, Precios and Ingresar. */
export function PublicNavbar({ onIngresar }: PublicNavbarProps) {
  return (
    <header className="pt-navbar">
      <SaltarAlContenido />
      <div className="pt-navbar__inner">
        <Brand href="/" />
        <nav className="pt-nav" aria-label="Principal">
          <ul>
            <li>
              <Link href="/" className="pt-nav__link">
                Inicio
              </Link>
            </li>
            <li>
              <Link href="/precios" className="pt-nav__link">
                Precios
              </Link>
            </li>
          </ul>
        </nav>
        {onIngresar && (
          <button type="button" className="rc-button rc-button--primary pt-navbar__login" onClick={onIngresar}>
            Ingresar
          </button>
        )}
      </div>
    </header>
  );
}
