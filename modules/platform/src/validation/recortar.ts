import { Transform } from 'class-transformer';

/** Trims strings before validation, so "   " counts as empty. Other values pass as they came. */
export const Recortar = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
