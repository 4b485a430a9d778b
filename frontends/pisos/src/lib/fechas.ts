import { isoDeFechaLocal } from '@recepcion/domain';

/** Today on the user's clock, `yyyy-MM-dd`. */
export const hoy = (): string => isoDeFechaLocal(new Date());
