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
export { NumberInput, type NumberInputProps } from './inputs/number-input';
export { DateInput, MENSAJE_FECHA_NO_VALIDA, type DateInputProps } from './inputs/date-input';
export { Autocomplete, TEXTO_BUSCANDO, TEXTO_SIN_RESULTADOS, type AutocompleteProps, type ItemAutocomplete } from './inputs/autocomplete';
export { Tabs, type Tab, type TabsProps } from './tabs/tabs';
export { Grid, ALTO_GRID, TEXTO_EXPORTAR_CSV, TEXTO_SIN_DATOS } from './grid/grid';
export type { GridColumn, GridHandle, GridProps, TipoColumna } from './grid/grid-types';
export { generarCsv, descargarCsv, BOM, SEPARADOR_CSV } from './grid/csv';
export { textoCelda } from './grid/valor-celda';
export { useEdicionEnLinea, type EdicionEnLinea, type EdicionEnLineaOpciones, type ModoEdicion } from './edicion/use-edicion-en-linea';
export { EditableTable, TEXTOS_EDICION, type ColumnaEditable, type EditableTableProps, type TipoColumnaEditable } from './edicion/editable-table';
export { injectStyle, ensureStyle } from './styles/inject-style';
export { useQuery, type QueryResult, type QueryState } from './datos/use-query';
export { useMutation, type MutationResult } from './datos/use-mutation';
export { useSeleccion } from './datos/use-seleccion';
export { DOMINIO_POR_DEFECTO, pageTitle, productDomain, setPageTitle } from './document/document-title';

// Loaded once through the import map: the kit's CSS (tokens, toasts, modals) goes in once.
ensureUiStyles();
