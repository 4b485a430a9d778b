import { formatearFecha } from '@recepcion/domain';
import { hoyDelHotel, useLista as useListaSesion } from '@recepcion/session';
import { CheckboxField, DateInput, DialogFooter, DraggableModal, NumberInput, SelectField, TextField, toast } from '@recepcion/ui';
import { useRef, useState } from 'react';
import { ACargoDe, type ACargo, quien } from '../comun/a-cargo-de';
import { getPrecioCalculado } from '../comun/api/get-precio-calculado';
import { totalCargo } from '../comun/calculos';
import { type ItemLista, type TipoImpuestoLista, useLista, useOpcionesMoneda } from '../comun/listas';
import type { CargoReserva, LineaHabitacion, Reserva } from '../comun/tipos';
import { useConfig, useContextoPrecios } from '../comun/use-precios';
import { MENSAJES, noHayTarifa } from '../comun/mensajes';
import { type CampoCargo, type Errores, ORDEN_CARGO, validarCargo } from '../comun/validacion';

export interface CargoDialogProps {
  /** The charge to edit, or null for a new one. */
  cargo: CargoReserva | null;
  reserva: Pick<Reserva, 'MonedaId' | 'TipoImpuestoId' | 'ImpuestoIncluido' | 'ClienteId' | 'ClienteNombre' | 'CheckIn' | 'CheckOut'>;
  lineas: readonly LineaHabitacion[];
  onAceptar: (cargo: CargoReserva) => void;
  onClose: () => void;
}

/** A new charge's default day: today during the stay, else the stay's nearest day (its check-in or check-out). */
export function diaDeLaEstadia(hoy: string, estadia: { CheckIn: string; CheckOut: string }): string {
  const desde = estadia.CheckIn.slice(0, 10);
  const hasta = estadia.CheckOut.slice(0, 10);
  if (!desde || !hasta) return hoy;
  return hoy < desde ? desde : hoy > hasta ? hasta : hoy;
}

/**
 * The charge dialog (spec sections 3 and 5): date, room or client, charge, tax type, currency,
 * price, quantity (1 by default) and the total; choosing a charge asks the price list (kind 7).
 */
export function CargoDialog({ cargo, reserva, lineas, onAceptar, onClose }: CargoDialogProps) {
  const ctx = useContextoPrecios();
  const config = useConfig();
  // With whether it is still being read: an empty list read is the hotel's (no charges yet).
  const { filas: cargos, cargando: cargandoCargos } = useListaSesion<ItemLista>('Cargos');
  const impuestos = useLista<TipoImpuestoLista>('TipoImpuestos');
  const [c, setC] = useState<CargoReserva>(
    () =>
      cargo ?? {
        Fecha: diaDeLaEstadia(hoyDelHotel(), reserva),
        ContactoClienteId: null,
        ClienteNombre: null,
        CargoId: 0,
        CargoNombre: '',
        Precio: 0,
        Cantidad: 1,
        Total: 0,
        ImpuestoIncluido: config?.ImpuestoIncluidoSA ?? reserva.ImpuestoIncluido ?? true,
        TipoImpuestoId: config?.TipoImpuestoSAId ?? reserva.TipoImpuestoId ?? 0,
        MonedaId: reserva.MonedaId,
        Comentario: null,
        HabitacionId: lineas[0]?.HabitacionId ?? null,
        HabitacionNombre: lineas[0]?.HabitacionNombre ?? null,
      },
  );
  const [precio, setPrecio] = useState<number | null>(cargo ? cargo.Precio : null);
  // The price list had no price for the charge in the currency just chosen.
  const [sinTarifa, setSinTarifa] = useState<string | null>(null);
  const [cantidad, setCantidad] = useState<number | null>(cargo ? cargo.Cantidad : 1);
  const [aCargo, setACargo] = useState<ACargo>(() => ({
    modo: c.ContactoClienteId && !c.HabitacionId ? 'cliente' : 'habitacion',
    HabitacionId: c.HabitacionId,
    cliente: c.ContactoClienteId ? { Id: c.ContactoClienteId, Nombre: c.ClienteNombre ?? '' } : null,
  }));
  const [errores, setErrores] = useState<Errores<CampoCargo>>({});
  const consulta = useRef(0);
  const monedas = useOpcionesMoneda(reserva.MonedaId, c.MonedaId);
  const decimales = ctx.centavosDe(c.MonedaId) ? 2 : 0;
  const total = precio !== null && cantidad !== null ? totalCargo({ ...c, Precio: precio, Cantidad: cantidad }, ctx) : null;

  const cambiar = (cambio: Partial<CargoReserva>, campos: CampoCargo[] = []) => {
    setC((x) => ({ ...x, ...cambio }));
    if (campos.some((k) => errores[k])) setErrores((e) => ({ ...e, ...Object.fromEntries(campos.map((k) => [k, undefined])) }));
  };

  /**
   * Asks the price list for the charge's price on that date, in that currency. `vaciar`: the price
   * shown is in another currency, so it is emptied first and, without a price there, stays empty
   * with a note (a CLP 3.000 must not become USD 3.000,00).
   */
  const buscarPrecio = (d: Pick<CargoReserva, 'CargoId' | 'Fecha' | 'MonedaId' | 'ImpuestoIncluido' | 'TipoImpuestoId'>, vaciar: boolean) => {
    const n = ++consulta.current;
    if (vaciar) setPrecio(null);
    setSinTarifa(null);
    if (!d.CargoId || !d.MonedaId || !d.Fecha) return;
    getPrecioCalculado({
      Fecha: d.Fecha,
      MonedaId: d.MonedaId,
      ServicioId: d.CargoId,
      CantidadPasajeros: 1,
      DarIVAIncluido: d.ImpuestoIncluido,
      DarPrecioPorPasajero: false,
      TipoImpuestoId: d.TipoImpuestoId || null,
      TipoServicioId: 7,
    }).then(
      (r) => {
        if (n !== consulta.current) return;
        if (r.HasValue && r.Value !== null) setPrecio(r.Value);
        else if (vaciar) setSinTarifa(noHayTarifa(cargos.find((x) => x.Id === d.CargoId)?.Nombre ?? 'el cargo', d.MonedaId, formatearFecha(d.Fecha)));
      },
      () => undefined,
    );
  };

  const elegirCargo = (id: number | null) => {
    const elegido = cargos.find((x) => x.Id === id);
    cambiar({ CargoId: id ?? 0, CargoNombre: elegido?.Nombre ?? '' }, ['CargoId']);
    buscarPrecio({ ...c, CargoId: id ?? 0 }, false);
  };

  const elegirMoneda = (monedaId: string) => {
    cambiar({ MonedaId: monedaId }, ['MonedaId', 'Precio', 'Total']);
    if (monedaId !== c.MonedaId) buscarPrecio({ ...c, MonedaId: monedaId }, true);
  };


  const aceptar = () => {
    const e = validarCargo({
      Fecha: c.Fecha,
      ...quien(aCargo),
      CargoId: c.CargoId || null,
      TipoImpuestoId: c.TipoImpuestoId || null,
      MonedaId: c.MonedaId,
      Precio: precio,
      Cantidad: cantidad,
      Total: total,
    }, { monedaId: c.MonedaId, centavos: decimales > 0 });
    setErrores(e);
    const primero = ORDEN_CARGO.find((k) => e[k]);
    if (primero || precio === null || cantidad === null || total === null) {
      if (primero) toast.error(e[primero] ?? '');
      return;
    }
    const elegido = quien(aCargo);
    onAceptar({
      ...c,
      HabitacionId: elegido.HabitacionId,
      HabitacionNombre: lineas.find((l) => l.HabitacionId === elegido.HabitacionId)?.HabitacionNombre ?? null,
      ContactoClienteId: elegido.ClienteId,
      ClienteNombre: elegido.ClienteId ? (aCargo.cliente?.Nombre ?? null) : null,
      Precio: precio,
      Cantidad: cantidad,
      Total: total,
      Comentario: c.Comentario?.trim() || null,
    });
  };

  return (
    <DraggableModal
      open
      size="lg"
      title={cargo ? 'Modificar cargo' : 'Agregar cargo'}
      onClose={onClose}
      closeOnEscape
      onSubmit={aceptar}
      footer={<DialogFooter texto="Aceptar" onCancel={onClose} />}
    >
      <div className="rs-fila">
        <DateInput label="Fecha" required value={c.Fecha || null} error={errores.Fecha} onChange={(v) => cambiar({ Fecha: v ?? '' }, ['Fecha'])} />
        <SelectField
          label="Cargo"
          required
          placeholder="Seleccione un cargo"
          hint={!cargandoCargos && cargos.length === 0 ? MENSAJES.sinCargosConfigurados : undefined}
          options={cargos.map((x) => ({ value: x.Id, label: x.Nombre }))}
          value={c.CargoId || ''}
          error={errores.CargoId}
          onChange={(e) => elegirCargo(Number(e.target.value) || null)}
        />
      </div>
      <ACargoDe
        valor={aCargo}
        lineas={lineas}
        error={errores.ACargo}
        onChange={(v) => {
          setACargo(v);
          cambiar({}, ['ACargo']);
        }}
      />
      <div className="rs-fila">
        <SelectField
          label="Tipo de impuesto"
          required
          placeholder="Seleccione un impuesto"
          options={impuestos.map((t) => ({ value: t.Id, label: t.Nombre }))}
          value={c.TipoImpuestoId || ''}
          error={errores.TipoImpuestoId}
          onChange={(e) => cambiar({ TipoImpuestoId: Number(e.target.value) || 0 }, ['TipoImpuestoId'])}
        />
        <CheckboxField label="Impuesto incluido" checked={c.ImpuestoIncluido} onChange={(e) => cambiar({ ImpuestoIncluido: e.target.checked })} />
        <SelectField label="Moneda" required placeholder="Seleccione una moneda" options={monedas} value={c.MonedaId} error={errores.MonedaId} onChange={(e) => elegirMoneda(e.target.value)} />
      </div>
      <div className="rs-fila">
        <NumberInput
          label="Precio"
          required
          decimales={decimales}
          negativos
          moneda={c.MonedaId}
          hint={sinTarifa ? <span className="rs-aviso">{sinTarifa}</span> : 'Un descuento se ingresa con precio negativo.'}
          value={precio}
          error={errores.Precio}
          onChange={(v) => {
            setPrecio(v);
            setSinTarifa(null);
            cambiar({}, ['Precio', 'Total']);
          }}
        />
        <NumberInput
          label="Cantidad"
          required
          decimales={0}
          value={cantidad}
          error={errores.Cantidad}
          onChange={(v) => {
            setCantidad(v);
            cambiar({}, ['Cantidad', 'Total']);
          }}
        />
        <NumberInput label="Total" required readOnly negativos moneda={c.MonedaId} decimales={decimales} value={total} error={errores.Total} onChange={() => undefined} />
      </div>
      <TextField label="Comentario" maxLength={1000} value={c.Comentario ?? ''} onChange={(e) => cambiar({ Comentario: e.target.value })} />
    </DraggableModal>
  );
}
