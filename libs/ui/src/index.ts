import { ensureUiStyles } from './styles/ui-styles';

export { toast, TOAST_DURATION_MS, type ToastItem, type ToastKind, type ToastOptions } from './toast/toast-store';
export { ToastHost } from './toast/toast-host';
export { DraggableModal, type DraggableModalProps } from './modal/draggable-modal';
export { injectStyle, ensureStyle } from './styles/inject-style';
export { DOMINIO_POR_DEFECTO, pageTitle, productDomain, setPageTitle } from './document/document-title';

// Loaded once through the import map: the kit's CSS (tokens, toasts, modals) goes in once.
ensureUiStyles();
