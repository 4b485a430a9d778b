import { type DocumentoCliente, TIPOS_DOCUMENTO } from '@recepcion/contracts';
import type { Cliente } from '../../lib/tipos';

/** A client as the API answers it, with its identity document (both null without one). */
export type ClienteConDocumento = Cliente & DocumentoCliente;

/** The select's options: the types of libs/contracts, by name, the code as value. */
export const OPCIONES_TIPO_DOCUMENTO = TIPOS_DOCUMENTO.map((t) => ({ value: t.Codigo, label: t.Nombre }));
