import { Transform } from 'class-transformer';

/** Trims strings before validation, so "   " counts as empty. */
export const Recortar = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
