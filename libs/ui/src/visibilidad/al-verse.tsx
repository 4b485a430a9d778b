import { useRef, type ReactNode } from 'react';
import { useAlVerse } from './use-al-verse';

export interface AlVerseProps {
  /** Drawn once the place comes near the viewport. */
  children: ReactNode;
  /** Holds the place until then, as high as what replaces it (no layout shift). */
  reserva: ReactNode;
  className?: string;
  /** How near the viewport its place must come (a CSS length); `0px`: only once in view. */
  margen?: string;
}

/** `children` only once its place is near the viewport (useAlVerse); `reserva` until then. */
export function AlVerse({ children, reserva, className, margen }: AlVerseProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visto = useAlVerse(ref, true, margen);
  return (
    <div ref={ref} className={className}>
      {visto ? children : reserva}
    </div>
  );
}
