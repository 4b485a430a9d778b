import { PRODUCTO_NOMBRE } from '@recepcion/contracts';
import { Link } from '../routing/link';

export interface NavbarProps {
  /** Opens the login dialog; until the accounts work wires it, the button is shown disabled. */
  onIngresar?: () => void;
}

export function Navbar({ onIngresar }: NavbarProps) {
  return (
    <header className="pt-navbar">
      <div className="pt-navbar__inner">
        <Link href="/" className="pt-brand" aria-label={`${PRODUCTO_NOMBRE}, inicio`}>
          <span className="pt-brand__mark" aria-hidden="true">
            R
          </span>
          <span className="pt-brand__name">{PRODUCTO_NOMBRE}</span>
        </Link>
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
        <button
          type="button"
          className="rc-button rc-button--primary pt-navbar__login"
          aria-disabled={onIngresar ? undefined : 'true'}
          title={onIngresar ? undefined : 'Disponible próximamente'}
          onClick={onIngresar}
        >
          Ingresar
        </button>
      </div>
    </header>
  );
}
