import { MENSAJES_INFORMES } from '@recepcion/contracts';
import { DateInput } from '@recepcion/ui';
import { formatearFecha, periodo } from './fechas';
import type { FiltroImpreso } from '@recepcion/ui';

export interface RangoFechas {
  desde: string | null;
  hasta: string | null;
}

/** The from and to fields of a report; the from-date is required ('Seleccione la fecha Desde'). */
export function CamposRango({ valores, cambiar, hastaRequerida = false }: { valores: RangoFechas; cambiar: (cambio: Partial<RangoFechas>) => void; hastaRequerida?: boolean }) {
  return (
    <>
      <DateInput className="inf-filtros__fecha" label="Desde" required value={valores.desde} onChange={(desde) => cambiar({ desde })} error={valores.desde ? null : MENSAJES_INFORMES.seleccioneDesde} />
      <DateInput className="inf-filtros__fecha" label="Hasta" required={hastaRequerida} value={valores.hasta} onChange={(hasta) => cambiar({ hasta })} />
    </>
  );
}

/** What a window covers (`Período: 01-03-2026 al 31-05-2026`), and why it differs from what was asked. */
export function Alcance({ desde, hasta, nota }: { desde: string; hasta: string; nota?: string | null }) {
  return (
    <>
      Período: <strong>{formatearFecha(desde)}</strong> al <strong>{formatearFecha(hasta)}</strong>
      {nota && <span className="inf-alcance__nota"> ({nota})</span>}
    </>
  );
}

/** The period as printed on a report's paper copy, the adjustment's reason beside it. */
export function periodoImpreso(desde: string, hasta: string, nota?: string | null): FiltroImpreso {
  return { etiqueta: 'Período', valor: `${periodo(desde, hasta)}${nota ? ` (${nota})` : ''}` };
}

/** Why the window read is not the one typed: the months snapped, the end moved or capped (spec section 5). */
export function notaAjuste(pedido: RangoFechas, leido: { desde: string; hasta: string }, porMeses: boolean): string | null {
  if (pedido.hasta && leido.hasta < pedido.hasta) return 'un informe abarca como máximo 13 meses';
  if (pedido.hasta && pedido.hasta < (pedido.desde ?? '')) return 'Hasta no puede ser anterior a Desde: se muestra hasta el fin de ese mes';
  if (!pedido.hasta) return 'sin fecha Hasta: hasta el fin del mes de Desde';
  if (porMeses && (pedido.desde !== leido.desde || pedido.hasta !== leido.hasta)) return 'el informe abarca meses completos';
  return null;
}
