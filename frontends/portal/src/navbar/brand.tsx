import { PRODUCTO_NOMBRE } from '@recepcion/contracts';
import { Link } from '../routing/link';

export function Brand({ href }: { href: string }) {
  return (
    <Link href={href} className="pt-brand" aria-label={`${PRODUCTO_NOMBRE}, inicio`}>
      {/* The letter is drawn by the stylesheet: as text it would join the name's visible words. */}
      <span className="pt-brand__mark" aria-hidden="true" />
      <span className="pt-brand__name">{PRODUCTO_NOMBRE}</span>
    </Link>
  );
}
