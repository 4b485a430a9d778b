import { useState } from 'react';
import type { ContextoPrecios } from '../comun/calculos';
import { type HabitacionLista, type ItemLista, type TipoHabitacionLista, useLista } from '../comun/listas';
import { type AvisosLinea, buscarTarifa, CAMPO_NOCHES, checkOutDeEstadia } from '../comun/tarifa';
import type { LineaHabitacion, Reserva } from '../comun/tipos';
import type { CampoLinea, Errores } from '../comun/validacion';

interface LineasOpciones {
  /** The wizard's reservation as it is now (stay included). */
  reserva: Reserva | null;
  /** Changes the draft's room lines. */
  cambiarLineas: (cambio: (lineas: LineaHabitacion[]) => LineaHabitacion[]) => void;
  habitaciones: readonly HabitacionLista[];
  tipos: readonly TipoHabitacionLista[];
  ctx: ContextoPrecios;
}

/**
 * Step 2's room lines: room, type (its default guests and the price list's price), meal plan (its
 * price), guests and prices; lines added and removed; each line's messages.
 */
export function useLineasWizard({ reserva, cambiarLineas, habitaciones, tipos, ctx }: LineasOpciones) {
  const [errores, setErrores] = useState<Errores<CampoLinea>[]>([]);
  /** Per line, the price list's 'No hay tarifa para ...' warnings. */
  const [avisos, setAvisos] = useState<AvisosLinea[]>([]);
  const regimenes = useLista<ItemLista>('Regimenes');

  const avisar = (i: number, campo: keyof AvisosLinea, aviso: string | undefined) =>
    setAvisos((todos) => {
      const copia = [...todos];
      copia[i] = { ...copia[i], [campo]: aviso };
      return copia;
    });

  const cambiarLinea = (i: number, cambio: Partial<LineaHabitacion>) => {
    cambiarLineas((lineas) => lineas.map((l, j) => (j === i ? { ...l, ...cambio } : l)));
    setErrores((e) => e.map((x, j) => (j === i ? {} : x)));
  };

  /**
   * The price list's price of a line's room type (or meal plan), put into the line when there is
   * one; without one the price is left empty with the warning 'No hay tarifa para ...'.
   */
  const buscarPrecio = (i: number, linea: LineaHabitacion, tipo: 5 | 6) => {
    const servicioId = tipo === 6 ? linea.TipoHabitacionId : linea.IDServicioRegimen;
    if (!reserva || !servicioId || !linea.CheckIn || !reserva.MonedaId) return;
    const campo = tipo === 6 ? 'AlojamientoPrecioUnitario' : 'RegimenPrecioUnitario';
    const servicio = tipo === 6 ? (linea.TipoHabitacionNombre ?? tipos.find((t) => t.Id === servicioId)?.Nombre ?? '') : `el régimen ${regimenes.find((r) => r.Id === servicioId)?.Nombre ?? ''}`;
    buscarTarifa(
      {
        Fecha: linea.CheckIn,
        MonedaId: reserva.MonedaId,
        ServicioId: servicioId,
        CantidadPasajeros: Math.max(1, linea.CantidadPasajero),
        DarIVAIncluido: reserva.ImpuestoIncluido,
        DarPrecioPorPasajero: tipo === 6 ? ctx.porPersona.habitacion : ctx.porPersona.regimen,
        TipoImpuestoId: reserva.TipoImpuestoId,
        TipoServicioId: tipo,
        ...checkOutDeEstadia(linea),
      },
      servicio.trim(),
    ).then(
      (tarifa) => {
        // A price typed while the price list was asked wins over its late answer. The line keeps the
        // nights per season of a proposed price: it totals their sum, and they show under the price.
        cambiarLineas((lineas) => lineas.map((l, j) => (j === i && l[campo] === linea[campo] ? { ...l, [campo]: tarifa.precio, [CAMPO_NOCHES[campo]]: tarifa.detalle } : l)));
        avisar(i, campo, tarifa.aviso);
      },
      () => undefined,
    );
  };

  const cambiarTipo = (i: number, tipoId: number | null, extra: Partial<LineaHabitacion> = {}) => {
    if (!reserva) return;
    const tipo = tipos.find((t) => t.Id === tipoId);
    const cambio = { ...extra, TipoHabitacionId: tipoId ?? undefined, TipoHabitacionNombre: tipo?.Nombre, CantidadPasajero: tipo?.CantidadPasajerosPredeterminado ?? 1 };
    cambiarLinea(i, cambio);
    buscarPrecio(i, { ...reserva.Habitaciones[i], ...cambio }, 6);
  };

  const cambiarHabitacion = (i: number, id: number | null) => {
    if (!reserva) return;
    const h = habitaciones.find((x) => x.Id === id);
    const extra = { HabitacionId: id ?? 0, HabitacionNombre: h?.Nombre };
    if (h && h.TipoHabitacionId !== reserva.Habitaciones[i].TipoHabitacionId) cambiarTipo(i, h.TipoHabitacionId, extra);
    else cambiarLinea(i, extra);
  };

  const cambiarRegimen = (i: number, id: number | null) => {
    if (!reserva) return;
    if (!id) {
      avisar(i, 'RegimenPrecioUnitario', undefined);
      return cambiarLinea(i, { IDServicioRegimen: null, RegimenPrecioUnitario: null });
    }
    const cambio = { IDServicioRegimen: id, RegimenPrecioUnitario: null };
    cambiarLinea(i, cambio);
    buscarPrecio(i, { ...reserva.Habitaciones[i], ...cambio }, 5);
  };

  /** A new line over the general stay. */
  const agregar = () => {
    if (!reserva) return;
    const { CheckIn, CheckOut } = reserva;
    cambiarLineas((lineas) => [...lineas, { HabitacionId: 0, CheckIn, CheckOut, CantidadPasajero: 1, AlojamientoPrecioUnitario: null, IDServicioRegimen: null, RegimenPrecioUnitario: null }]);
  };

  const quitar = (i: number) => {
    cambiarLineas((lineas) => lineas.filter((_, j) => j !== i));
    setErrores((e) => e.filter((_, j) => j !== i));
    setAvisos((a) => a.filter((_, j) => j !== i));
  };

  /** Lines still without a price ask the price list once (on reaching step 2). */
  const preciosFaltantes = () =>
    reserva?.Habitaciones.forEach((l, i) => {
      if (l.AlojamientoPrecioUnitario === null) buscarPrecio(i, l, 6);
    });

  return { errores, setErrores, avisos, cambiarLinea, cambiarTipo, cambiarHabitacion, cambiarRegimen, agregar, quitar, preciosFaltantes };
}
