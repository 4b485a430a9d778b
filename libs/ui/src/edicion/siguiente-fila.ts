const FILAS_POR_PAGINA = 10;

/** The row a key moves the selection to, or undefined when the key does not move it. */
export function siguienteFila(key: string, actual: number, total: number): number | undefined {
  const ultima = total - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(actual + 1, ultima);
    case 'ArrowUp':
      return Math.max(actual - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return ultima;
    case 'PageDown':
      return Math.min(actual + FILAS_POR_PAGINA, ultima);
    case 'PageUp':
      return Math.max(actual - FILAS_POR_PAGINA, 0);
    default:
      return undefined;
  }
}
