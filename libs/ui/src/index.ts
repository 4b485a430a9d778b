import { ensureUiStyles } from './styles/ui-styles';

export { toast, TOAST_DURATION_MS, type ToastItem, type ToastKind, type ToastOptions } from './toast/toast-store';
export { ToastHost } from './toast/toast-host';
export { DraggableModal, type DraggableModalProps } from './modal/draggable-modal';
export { TextField, type TextFieldProps } from './form/text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/select-field';
export { CheckboxField, type CheckboxFieldProps } from './form/checkbox-field';
export { alerta, TITULO_ALERTA } from './dialogs/alerta';
export { confirmar, TITULO_CONFIRMAR } from './dialogs/confirmar';
export { preguntar, TITULO_PREGUNTAR, type PreguntarOpciones } from './dialogs/preguntar';
export { pedirContrasena, TITULO_CONTRASENA } from './dialogs/pedir-contrasena';
export { openDialog } from './dialogs/open-dialog';
export { injectStyle, ensureStyle } from './styles/inject-style';
export { DOMINIO_POR_DEFECTO, pageTitle, productDomain, setPageTitle } from './document/document-title';

// Loaded once through the import map: the kit's CSS (tokens, toasts, modals) goes in once.
ensureUiStyles();
