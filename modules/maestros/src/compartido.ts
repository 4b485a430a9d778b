import { Transform } from 'class-transformer';

/** Trims strings before validation, so "   " counts as empty; "" becomes null for optional text. */
export const Recortar = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
export const textoOpcional = (valor: string | null | undefined) => (valor && valor.trim() ? valor.trim() : null);
