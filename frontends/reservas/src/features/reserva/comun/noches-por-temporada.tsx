import type { TramoNoches } from '@recepcion/contracts';
import { agruparNoches, type FilaEstadoCuenta, type GrupoNoches, nochesQueExplican, textoGrupoNoches } from '@recepcion/domain';
import type { ReactNode } from 'react';

/**
 * A stay's nights per season and price, one to a line («2 noches × 60.000 (Temporada baja)»,
 * «1 noche × 80.000 (Temporada alta)»): under a line's price in the wizard and the line dialog,
 * and under its row in the account (screen and paper). Phrasing content only, so it fits a field's
 * hint as well as a table cell. Nothing for a stay at one price.
 */
export function NochesPorTemporada({ grupos, centavos, etiqueta }: { grupos: readonly GrupoNoches[]; centavos: boolean; etiqueta?: string }) {
  if (grupos.length === 0) return null;
  return (
    <span className="rs-noches">
      {grupos.map((g, i) => (
        <span key={i} className="rs-noches__grupo">
          {etiqueta ? `${etiqueta}: ` : ''}
          {textoGrupoNoches(g, centavos)}
        </span>
      ))}
    </span>
  );
}

/** What a line's price fields read: its stay, prices and the nights per season the price list gave them. */
interface LineaConNoches {
  CheckIn: string;
  CheckOut: string;
  AlojamientoPrecioUnitario: number | null;
  AlojamientoNoches?: readonly TramoNoches[] | null;
  RegimenPrecioUnitario?: number | null;
  RegimenNoches?: readonly TramoNoches[] | null;
}

/**
 * The hint under a line's price field: its nights per season while they still explain the price
 * (the proposed price of these very nights); undefined once a price is typed or the dates change.
 */
export function nochesDelPrecio(l: LineaConNoches, campo: 'AlojamientoPrecioUnitario' | 'RegimenPrecioUnitario', centavos: boolean): ReactNode | undefined {
  const detalle = campo === 'AlojamientoPrecioUnitario' ? l.AlojamientoNoches : l.RegimenNoches;
  const grupos = agruparNoches(nochesQueExplican(detalle, { checkIn: l.CheckIn, checkOut: l.CheckOut }, l[campo], centavos));
  return grupos.length > 0 ? <NochesPorTemporada grupos={grupos} centavos={centavos} /> : undefined;
}

/** An account row's concept with, for a stay priced across seasons, its nights per season (room and meal plan). */
export function ConceptoCuenta({ fila, centavos }: { fila: Pick<FilaEstadoCuenta, 'Concepto' | 'Noches' | 'NochesRegimen'>; centavos: boolean }) {
  return (
    <>
      {fila.Concepto}
      <NochesPorTemporada grupos={fila.Noches ?? []} centavos={centavos} />
      <NochesPorTemporada grupos={fila.NochesRegimen ?? []} centavos={centavos} etiqueta="Régimen" />
    </>
  );
}
