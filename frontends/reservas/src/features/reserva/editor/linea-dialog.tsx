import { checkOutMinimo, formatearMonto, precioUnitarioDesdeTotal, redondearMonto } from '@recepcion/domain';
import { DateInput, DraggableModal, NumberInput, SelectField, toast } from '@recepcion/ui';
import { useRef, useState } from 'react';
import { habitacionDisponible } from './api/habitacion-disponible';
import { lineaConTotales } from '../comun/calculos';
import { type HabitacionLista, type ItemLista, type TipoHabitacionLista, useLista } from '../comun/listas';
import { MENSAJES } from '../comun/mensajes';
import { nochesDelPrecio } from '../comun/noches-por-temporada';
import { type AvisosLinea, buscarTarifa, CAMPO_NOCHES, checkOutDeEstadia, sinPrecio } from '../comun/tarifa';
import type { LineaHabitacion, Reserva } from '../comun/tipos';
import { useContextoPrecios } from '../comun/use-precios';
import { type CampoLinea, contextoLinea, type Errores, ORDEN_LINEA, validarLinea } from '../comun/validacion';

export interface LineaDialogProps {
  /** The line to edit, or a new one (prefilled with the reservation's stay). */
  linea: LineaHabitacion;
  /** Its position among `lineas`, -1 when new. */
  indice: number;
  lineas: readonly LineaHabitacion[];
  reserva: Pick<Reserva, 'Id' | 'MonedaId' | 'TipoImpuestoId' | 'ImpuestoIncluido'>;
  onAceptar: (linea: LineaHabitacion) => void;
  onClose: () => void;
}

/**
 * The room line dialog (spec sections 2, 4 and 5): room, room type, stay, guests, accommodation
 * and meal-plan prices, and the total. A new room type resets the guests to the type's default and
 * asks the price list; editing the total recomputes the unit price. Accepting checks the line and
 * the room's availability with the server.
 */
export function LineaDialog({ linea: inicial, indice, lineas, reserva, onAceptar, onClose }: LineaDialogProps) {
  const ctx = useContextoPrecios();
  const habitaciones = useLista<HabitacionLista>('Habitaciones');
  const tipos = useLista<TipoHabitacionLista>('TiposHabitacion');
  const regimenes = useLista<ItemLista>('Regimenes');
  const [lineaActual, setLinea] = useState<LineaHabitacion>(inicial);
  const linea = lineaActual;
  // The total as typed, applied when the field is left (or on Aceptar): typing digit by digit must not re-price.
  const [totalEscrito, setTotalEscrito] = useState<number | null | undefined>(undefined);
  // Said under the total when the typed one could not be kept exactly (1.000,01 over 3 nights).
  const [ajuste, setAjuste] = useState<string | null>(null);
  const [errores, setErrores] = useState<Errores<CampoLinea>>({});
  /** The price list's 'No hay tarifa para ...' warnings, by price field. */
  const [avisos, setAvisos] = useState<AvisosLinea>({});
  const [comprobando, setComprobando] = useState(false);
  const consulta = useRef(0);
  const centavos = ctx.centavosDe(reserva.MonedaId);
  const decimales = centavos ? 2 : 0;
  const totales = lineaConTotales(linea, reserva, ctx);
  const subtotal = (totales.AlojamientoTotal ?? 0) + (totales.RegimenTotal ?? 0);

  const cambiar = (cambio: Partial<LineaHabitacion>) => {
    setLinea((l) => ({ ...l, ...cambio }));
    setAjuste(null);
    setErrores((e) => {
      const campos = Object.keys(cambio) as CampoLinea[];
      return campos.some((c) => e[c]) ? { ...e, ...Object.fromEntries(campos.map((c) => [c, undefined])) } : e;
    });
  };

  /**
   * Asks the price list for a service's price and puts it into `campo`; without one the field is
   * left empty with the warning 'No hay tarifa para ...'.
   */
  const buscarPrecio = (pedido: { servicioId: number; servicio: string; tipo: 5 | 6; fecha: string; checkOut: string; pasajeros: number }, campo: keyof AvisosLinea, antes: number | null | undefined) => {
    if (!pedido.fecha || !reserva.MonedaId) return;
    const n = ++consulta.current;
    buscarTarifa(
      {
        Fecha: pedido.fecha,
        MonedaId: reserva.MonedaId,
        ServicioId: pedido.servicioId,
        CantidadPasajeros: Math.max(1, pedido.pasajeros),
        DarIVAIncluido: reserva.ImpuestoIncluido,
        DarPrecioPorPasajero: pedido.tipo === 6 ? ctx.porPersona.habitacion : ctx.porPersona.regimen,
        TipoImpuestoId: reserva.TipoImpuestoId,
        TipoServicioId: pedido.tipo,
        ...checkOutDeEstadia({ CheckIn: pedido.fecha, CheckOut: pedido.checkOut }),
      },
      pedido.servicio,
    ).then(
      (tarifa) => {
        if (n !== consulta.current) return;
        // A price typed while the price list was asked wins over its late answer. The line keeps the
        // nights per season of a proposed price: it totals their sum, and they show under the price.
        setLinea((l) => ((l[campo] ?? null) === (antes ?? null) ? { ...l, [campo]: tarifa.precio, [CAMPO_NOCHES[campo]]: tarifa.detalle } : l));
        setErrores((e) => (e[campo] ? { ...e, [campo]: undefined } : e));
        setAvisos((a) => ({ ...a, [campo]: tarifa.aviso }));
      },
      () => undefined,
    );
  };

  const cambiarTipo = (tipoId: number | null, extra: Partial<LineaHabitacion> = {}) => {
    const tipo = tipos.find((t) => t.Id === tipoId);
    const pasajeros = tipo?.CantidadPasajerosPredeterminado ?? 1;
    cambiar({ ...extra, TipoHabitacionId: tipoId ?? undefined, TipoHabitacionNombre: tipo?.Nombre, CantidadPasajero: pasajeros });
    if (tipoId) buscarPrecio({ servicioId: tipoId, servicio: tipo?.Nombre ?? '', tipo: 6, fecha: linea.CheckIn, checkOut: linea.CheckOut, pasajeros }, 'AlojamientoPrecioUnitario', linea.AlojamientoPrecioUnitario);
  };

  const cambiarHabitacion = (id: number | null) => {
    const habitacion = habitaciones.find((h) => h.Id === id);
    const extra = { HabitacionId: id ?? 0, HabitacionNombre: habitacion?.Nombre };
    if (habitacion && habitacion.TipoHabitacionId !== linea.TipoHabitacionId) cambiarTipo(habitacion.TipoHabitacionId, extra);
    else cambiar(extra);
  };

  const cambiarRegimen = (id: number | null) => {
    if (!id) {
      cambiar({ IDServicioRegimen: null, RegimenPrecioUnitario: null });
      setAvisos((a) => ({ ...a, RegimenPrecioUnitario: undefined }));
      return;
    }
    cambiar({ IDServicioRegimen: id, RegimenPrecioUnitario: null });
    const regimen = regimenes.find((r) => r.Id === id)?.Nombre ?? '';
    buscarPrecio({ servicioId: id, servicio: `el régimen ${regimen}`, tipo: 5, fecha: linea.CheckIn, checkOut: linea.CheckOut, pasajeros: linea.CantidadPasajero }, 'RegimenPrecioUnitario', null);
  };

  /** The line with the unit price the typed total gives (the meal plan keeps its own). */
  const conTotalEscrito = (l: LineaHabitacion): LineaHabitacion => {
    if (totalEscrito === undefined || totalEscrito === null) return l;
    const alojamiento = Math.max(0, totalEscrito - (totales.RegimenTotal ?? 0));
    const precio = precioUnitarioDesdeTotal(alojamiento, { checkIn: l.CheckIn, checkOut: l.CheckOut, cantidadPasajeros: l.CantidadPasajero }, ctx.porPersona.habitacion, centavos);
    return { ...l, AlojamientoPrecioUnitario: precio };
  };

  const fijarTotal = () => {
    if (totalEscrito === undefined) return;
    const nueva = conTotalEscrito(lineaActual);
    setLinea(nueva);
    setTotalEscrito(undefined);
    setAjuste(totalEscrito === null ? null : avisoDeAjuste(nueva, totalEscrito));
  };

  /** The notice when the unit price the typed total gives adds up to another total. */
  const avisoDeAjuste = (nueva: LineaHabitacion, escrito: number): string | null => {
    const t = lineaConTotales(nueva, reserva, ctx);
    const total = (t.AlojamientoTotal ?? 0) + (t.RegimenTotal ?? 0);
    if (redondearMonto(total, centavos) === redondearMonto(escrito, centavos)) return null;
    return MENSAJES.totalAjustado(formatearMonto(total, centavos), formatearMonto(escrito, centavos), ctx.porPersona.habitacion);
  };

  const aceptar = async () => {
    if (comprobando) return;
    const linea = conTotalEscrito(lineaActual);
    if (totalEscrito !== undefined) {
      setLinea(linea);
      setTotalEscrito(undefined);
    }
    const nombre = habitaciones.find((h) => h.Id === linea.HabitacionId)?.Nombre ?? linea.HabitacionNombre;
    const e = validarLinea(linea, lineas, indice, contextoLinea({ ...linea, HabitacionNombre: nombre }, tipos, { monedaId: reserva.MonedaId, centavos }));
    setErrores(e);
    const primero = ORDEN_LINEA.find((c) => e[c]);
    if (primero) {
      toast.error(e[primero] ?? '');
      return;
    }
    setComprobando(true);
    try {
      const libre = await habitacionDisponible(linea.HabitacionId, linea.CheckIn, linea.CheckOut, reserva.Id);
      if (!libre) {
        toast.warning(MENSAJES.noDisponible);
        setErrores({ HabitacionId: MENSAJES.noDisponible });
        return;
      }
      onAceptar(lineaConTotales(linea, reserva, ctx));
    } catch {
      // The API client has shown the error; the dialog keeps the line.
    } finally {
      setComprobando(false);
    }
  };

  const opcionesHabitacion = habitaciones.map((h) => ({ value: h.Id, label: h.Nombre }));
  if (linea.HabitacionId && !habitaciones.some((h) => h.Id === linea.HabitacionId)) opcionesHabitacion.unshift({ value: linea.HabitacionId, label: linea.HabitacionNombre ?? String(linea.HabitacionId) });
  const opcionesTipo = tipos.map((t) => ({ value: t.Id, label: t.Nombre }));
  if (linea.TipoHabitacionId && !tipos.some((t) => t.Id === linea.TipoHabitacionId)) opcionesTipo.unshift({ value: linea.TipoHabitacionId, label: linea.TipoHabitacionNombre ?? String(linea.TipoHabitacionId) });

  return (
    <DraggableModal
      open
      size="lg"
      title={indice < 0 ? 'Agregar habitación' : `Habitación ${linea.HabitacionNombre ?? ''}`.trim()}
      onClose={onClose}
      closeOnEscape
      onSubmit={() => void aceptar()}
      footer={
        <>
          <button type="button" className="rc-button" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="rc-button rc-button--primary" aria-busy={comprobando || undefined}>
            Aceptar
          </button>
        </>
      }
    >
      <div className="rs-fila">
        <SelectField
          label="Habitación"
          required
          placeholder="Seleccione una habitación"
          options={opcionesHabitacion}
          value={linea.HabitacionId || ''}
          error={errores.HabitacionId}
          onChange={(e) => cambiarHabitacion(Number(e.target.value) || null)}
        />
        <SelectField
          label="Tipo de habitación"
          required
          placeholder="Seleccione un tipo"
          options={opcionesTipo}
          value={linea.TipoHabitacionId ?? ''}
          error={errores.TipoHabitacionId}
          onChange={(e) => cambiarTipo(Number(e.target.value) || null)}
        />
      </div>
      <div className="rs-fila">
        <DateInput label="Check-In" required value={linea.CheckIn || null} error={errores.CheckIn} onChange={(v) => cambiar({ CheckIn: v ?? '' })} />
        <DateInput label="Check-Out" required value={linea.CheckOut || null} min={checkOutMinimo(linea.CheckIn)} emitirFueraDeRango error={errores.CheckOut} onChange={(v) => cambiar({ CheckOut: v ?? '' })} />
        <NumberInput label="Pasajeros" required decimales={0} value={linea.CantidadPasajero} error={errores.CantidadPasajero} onChange={(v) => cambiar({ CantidadPasajero: v ?? 0 })} />
      </div>
      <div className="rs-fila">
        <NumberInput
          label="Precio unitario alojamiento"
          required
          decimales={decimales}
          moneda={reserva.MonedaId}
          value={linea.AlojamientoPrecioUnitario}
          error={errores.AlojamientoPrecioUnitario}
          hint={
            linea.AlojamientoPrecioUnitario === null && avisos.AlojamientoPrecioUnitario ? (
              <span className="rs-aviso">{avisos.AlojamientoPrecioUnitario}</span>
            ) : (
              nochesDelPrecio(linea, 'AlojamientoPrecioUnitario', centavos)
            )
          }
          onChange={(v) => cambiar({ AlojamientoPrecioUnitario: v })}
        />
        <SelectField
          label="Régimen"
          placeholder="Sin régimen"
          options={regimenes.map((r) => ({ value: r.Id, label: r.Nombre }))}
          value={linea.IDServicioRegimen ?? ''}
          onChange={(e) => cambiarRegimen(Number(e.target.value) || null)}
        />
        <NumberInput
          label="Precio régimen"
          decimales={decimales}
          moneda={reserva.MonedaId}
          disabled={!linea.IDServicioRegimen}
          value={linea.IDServicioRegimen ? (linea.RegimenPrecioUnitario ?? null) : null}
          error={errores.RegimenPrecioUnitario}
          hint={
            linea.IDServicioRegimen && linea.RegimenPrecioUnitario === null && avisos.RegimenPrecioUnitario ? (
              <span className="rs-aviso">{avisos.RegimenPrecioUnitario}</span>
            ) : linea.IDServicioRegimen ? (
              nochesDelPrecio(linea, 'RegimenPrecioUnitario', centavos)
            ) : undefined
          }
          onChange={(v) => cambiar({ RegimenPrecioUnitario: v })}
        />
      </div>
      <div className="rs-fila">
        <NumberInput
          label="Total"
          decimales={decimales}
          moneda={reserva.MonedaId}
          value={totalEscrito !== undefined ? totalEscrito : sinPrecio(linea) ? null : subtotal}
          hint={
            ajuste ? (
              <span className="rs-aviso" role="status">
                {ajuste}
              </span>
            ) : (
              'Cambiar el total recalcula el precio unitario.'
            )
          }
          onChange={(v) => {
            setTotalEscrito(v);
            setAjuste(null);
          }}
          onBlur={fijarTotal}
        />
        {!reserva.ImpuestoIncluido && (
          <p className="rs-dato">
            <span className="rs-dato__etiqueta">Total con impuesto</span> {sinPrecio(linea) ? MENSAJES.sinPrecio : formatearMonto(totales.Total ?? 0, centavos)}
          </p>
        )}
      </div>
    </DraggableModal>
  );
}
