/**
 * Copies `texto` to the clipboard: the Clipboard API, else the selected field and `execCommand`
 * (an insecure origin or a denied permission). True when it was copied.
 */
export async function copiar(texto: string, campo: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(texto);
      return true;
    }
  } catch {
    // Denied (an insecure origin, no permission): the older way below.
  }
  if (!campo) return false;
  campo.focus();
  campo.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
