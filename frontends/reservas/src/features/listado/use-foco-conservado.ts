import { useCallback, useEffect, useRef } from 'react';

/**
 * The grid (Handsontable) focuses its selected cell when new rows arrive. Call the answer just
 * before asking for other rows from a control (the pager's buttons): when they have arrived
 * (`cargando` false again) the focus goes back to that control, so the keyboard can go on.
 */
export function useFocoConservado(cargando: boolean): () => void {
  const foco = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const control = foco.current;
    if (cargando || !control) return;
    foco.current = null;
    // Only from where the grid put it: the user may have moved on meanwhile.
    const devolver = () => {
      const activo = document.activeElement;
      const enLaGrilla = !activo || activo === document.body || activo.closest('.handsontable, [role="grid"], [role="treegrid"]') !== null;
      if (control.isConnected && activo !== control && enLaGrilla) control.focus();
    };
    devolver();
    // Handsontable may move it once more on its next frame.
    const cuadro = requestAnimationFrame(devolver);
    return () => cancelAnimationFrame(cuadro);
  }, [cargando]);

  return useCallback(() => {
    const activo = document.activeElement;
    foco.current = activo instanceof HTMLElement && activo !== document.body ? activo : null;
  }, []);
}
