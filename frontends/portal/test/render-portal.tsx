import { toast } from '@recepcion/ui';
import { act, render } from '@testing-library/react';
import { closePortalDialog } from '../src/dialogs/dialog-store';
import { cargarCodigoDiferido } from '../src/app/diferidos';
import { PortalApp } from '../src/app/portal-app';
import { clearCookies } from './fake-api';

/**
 * Renders the portal at `path` and lets the startup call answer. The dialogs' and the mailed
 * links' chunk is loaded first, so they open at once as after their first use in a browser.
 */
export async function renderPortalAt(path: string) {
  window.history.replaceState(null, '', path);
  await cargarCodigoDiferido();
  const result = render(<PortalApp name="@recepcion/portal" />);
  // session.iniciar() answers after the fake fetch resolves.
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
  return result;
}

/** Between tests: no dialog, no toast, no cookie, back at '/'. */
export function resetPortal(): void {
  act(() => {
    closePortalDialog();
    toast.clear();
  });
  clearCookies();
  window.history.replaceState(null, '', '/');
}
