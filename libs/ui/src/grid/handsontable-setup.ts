import { registerLanguageDictionary } from 'handsontable/i18n/registry';
import esMX from 'handsontable/i18n/languages/es-MX';
import { registerPlugin } from 'handsontable/plugins/registry';
import { AutoColumnSize } from 'handsontable/plugins/autoColumnSize';
import { StretchColumns } from 'handsontable/plugins/stretchColumns';

/** The only modules our grids use (the base package brings the text cell type). */
let registrado = false;
export function registrarHandsontable(): void {
  if (registrado) return;
  registrado = true;
  registerPlugin(AutoColumnSize);
  registerPlugin(StretchColumns);
  registerLanguageDictionary(esMX);
}

export const IDIOMA_GRID = 'es-MX';
const CLAVE_EVALUACION = 'non-commercial-and-evaluation';

/** `<meta name="handsontable-license-key" content="...">` set by the shell, or the evaluation key. */
export function licenciaHandsontable(): string {
  if (typeof document === 'undefined') return CLAVE_EVALUACION;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="handsontable-license-key"]');
  const clave = meta?.content.trim();
  // A plain static server leaves the shell's placeholder as it is.
  return clave && !clave.startsWith('__') ? clave : CLAVE_EVALUACION;
}
