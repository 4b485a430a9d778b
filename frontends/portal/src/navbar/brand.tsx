import { PRODUCTO_NOMBRE } from '@recepcion/contracts';
import { Link } from '../routing/link';

export function Brand({ href }: { href: string }) {
  return (
    <Link href={href} className="pt-brand" aria-label={`${PRODUCTO_NOMBRE}, inicio`}>
      <span className="pt-brand__mark" aria-hidden="true">
        R
      </span>
      <span className="pt-brand__name">{PRODUCTO_NOMBRE}</span>
    </Link>
  );
}
