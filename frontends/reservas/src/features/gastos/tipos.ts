import type { GastoDetalle } from '@recepcion/contracts';

/** An expense as `/api/Gastos` answers it (spec section 3, Gasto): the contract's type. */
export type Gasto = GastoDetalle;
