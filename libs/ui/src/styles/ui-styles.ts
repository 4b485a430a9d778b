import css from './ui.css?inline';
import { ensureStyle } from './inject-style';

/** The kit's own CSS (design tokens, toasts, modals), shared by every micro-frontend. */
export function ensureUiStyles(): void {
  ensureStyle('ui', css);
}
