import { navigate, useCurrentPath } from '@recepcion/ui';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An in-app link: a real `<a href>` (open in new tab works) that navigates without reloading. */
export function Link({ href, onClick, children, ...rest }: LinkProps) {
  const path = useCurrentPath();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick || rest.target) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} aria-current={path === href ? 'page' : undefined} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
