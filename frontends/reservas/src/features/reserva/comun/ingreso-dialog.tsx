import { hoyDelHotel } from '@recepcion/session';
import { DateInput, DialogFooter, DraggableModal, NumberInput, SelectField, TextField, toast } from '@recepcion/ui';
import { useState } from 'react';
import { ACargoDe, type ACargo, quien } from './a-cargo-de';
import { useFormasDePagoIngreso, useOpcionesMoneda } from './listas';
import type { IngresoReserva, LineaHabitacion, Reserva } from './tipos';
import { useContextoPrecios } from './use-precios';
import { type CampoIngreso, type Errores, ORDEN_INGRESO, validarIngreso } from './validacion';

export interface IngresoDialogProps {
  /** The payment to edit, or null for a new one. */
  ingreso: IngresoReserva | null;
  reserva: Pick<Reserva, 'MonedaId' | 'FormaPagoId'>;
  lineas: readonly LineaHabitacion[];
  onAceptar: (ingreso: IngresoReserva) => void;
  onClose: () => void;
}

/** The payment (income) dialog (spec sections 3 and 5): date, room or client, concept, value, currency, payment form. */
export function IngresoDialog({ ingreso, reserva, lineas, onAceptar, onClose }: IngresoDialogProps) {
  const ctx = useContextoPrecios();
  const formas = useFormasDePagoIngreso();
  const [i, setI] = useState<IngresoReserva>(
    () =>
      ingreso ?? {
        Fecha: hoyDelHotel(),
        ClienteId: null,
        ClienteNombre: null,
        Concepto: '',
        Valor: 0,
        MonedaId: reserva.MonedaId,
        FormaPagoId: reserva.FormaPagoId || 1,
        HabitacionId: lineas[0]?.HabitacionId ?? null,
        HabitacionNombre: lineas[0]?.HabitacionNombre ?? null,
      },
  );
  const [valor, setValor] = useState<number | null>(ingreso ? ingreso.Valor : null);
  const [aCargo, setACargo] = useState<ACargo>(() => ({
    modo: i.ClienteId && !i.HabitacionId ? 'cliente' : 'habitacion',
    HabitacionId: i.HabitacionId,
    cliente: i.ClienteId ? { Id: i.ClienteId, Nombre: i.ClienteNombre ?? '' } : null,
  }));
  const [errores, setErrores] = useState<Errores<CampoIngreso>>({});
  const monedas = useOpcionesMoneda(reserva.MonedaId, i.MonedaId);
  const decimales = ctx.centavosDe(i.MonedaId) ? 2 : 0;

  const cambiar = (cambio: Partial<IngresoReserva>, campos: CampoIngreso[] = []) => {
    setI((x) => ({ ...x, ...cambio }));
    if (campos.some((k) => errores[k])) setErrores((e) => ({ ...e, ...Object.fromEntries(campos.map((k) => [k, undefined])) }));
  };


  const aceptar = () => {
    const e = validarIngreso(
      { Fecha: i.Fecha, ...quien(aCargo), Concepto: i.Concepto, Valor: valor, MonedaId: i.MonedaId, FormaPagoId: i.FormaPagoId || null },
      { monedaId: i.MonedaId, centavos: decimales > 0 },
    );
    setErrores(e);
    const primero = ORDEN_INGRESO.find((k) => e[k]);
    if (primero || valor === null) {
      if (primero) toast.error(e[primero] ?? '');
      return;
    }
    const elegido = quien(aCargo);
    onAceptar({
      ...i,
      HabitacionId: elegido.HabitacionId,
      HabitacionNombre: lineas.find((l) => l.HabitacionId === elegido.HabitacionId)?.HabitacionNombre ?? null,
      ClienteId: elegido.ClienteId,
      ClienteNombre: elegido.ClienteId ? (aCargo.cliente?.Nombre ?? null) : null,
      Concepto: i.Concepto.trim(),
      Valor: valor,
    });
  };

  return (
    <DraggableModal
      open
      size="lg"
      title={ingreso ? 'Modificar pago' : 'Agregar pago'}
      onClose={onClose}
      closeOnEscape
      onSubmit={aceptar}
      footer={<DialogFooter texto="Aceptar" onCancel={onClose} />}
    >
      <div className="rs-fila">
        <DateInput label="Fecha" required value={i.Fecha || null} error={errores.Fecha} onChange={(v) => cambiar({ Fecha: v ?? '' }, ['Fecha'])} />
        <TextField label="Concepto" required maxLength={200} value={i.Concepto} error={errores.Concepto} onChange={(e) => cambiar({ Concepto: e.target.value }, ['Concepto'])} />
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
        <NumberInput
          label="Valor"
          required
          decimales={decimales}
          negativos
          moneda={i.MonedaId}
          hint="Una devolución se ingresa con valor negativo."
          value={valor}
          error={errores.Valor}
          onChange={(v) => {
            setValor(v);
            cambiar({}, ['Valor']);
          }}
        />
        <SelectField label="Moneda" required placeholder="Seleccione una moneda" options={monedas} value={i.MonedaId} error={errores.MonedaId} onChange={(e) => cambiar({ MonedaId: e.target.value }, ['MonedaId'])} />
        <SelectField
          label="Forma de pago"
          required
          placeholder="Seleccione una forma de pago"
          options={formas.map((f) => ({ value: f.Id, label: f.Nombre }))}
          value={i.FormaPagoId || ''}
          error={errores.FormaPagoId}
          onChange={(e) => cambiar({ FormaPagoId: Number(e.target.value) || 0 }, ['FormaPagoId'])}
        />
      </div>
    </DraggableModal>
  );
}
