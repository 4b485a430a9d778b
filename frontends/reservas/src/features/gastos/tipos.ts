/** An expense as `/api/Gastos` answers it (spec section 3, Gasto). */
export interface Gasto {
  Id: number;
  /** `yyyy-MM-dd`. */
  Fecha: string;
  Concepto: string;
  Valor: number;
  Comentario: string | null;
}
