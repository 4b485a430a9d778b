import type { Sesion } from '@recepcion/session';
import { Suspense } from 'react';
import { DialogoAbierto } from '../app/diferidos';
import { usePortalDialog } from './dialog-store';

/** The open portal dialog, if any (its code loads when the first one opens). */
export function PortalDialogs({ sesion }: { sesion: Sesion }) {
  const dialog = usePortalDialog();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <DialogoAbierto dialog={dialog} sesion={sesion} />
    </Suspense>
  );
}
