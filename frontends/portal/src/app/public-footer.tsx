import { PRODUCTO_NOMBRE } from '@recepcion/contracts';
import { productDomain } from '@recepcion/ui';
import { Link } from '../routing/link';

export function PublicFooter() {
  return (
    <footer className="pt-footer">
      <div className="pt-container pt-footer__inner">
        <p>
          © {new Date().getFullYear()} {PRODUCTO_NOMBRE} · {productDomain()}
        </p>
        <nav aria-label="Pie de página">
          <Link href="/">Inicio</Link>
          <Link href="/precios">Precios</Link>
        </nav>
      </div>
    </footer>
  );
}
