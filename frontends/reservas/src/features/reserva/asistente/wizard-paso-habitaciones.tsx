import { checkOutMinimo, formatearMonto } from '@recepcion/domain';
import { DateInput, NumberInput, SelectField } from '@recepcion/ui';
import { type ContextoPrecios, lineaConTotales } from '../comun/calculos';
import { type HabitacionLista, type ItemLista, type TipoHabitacionLista, useLista } from '../comun/listas';
import { MENSAJES } from '../comun/mensajes';
import { nochesDelPrecio } from '../comun/noches-por-temporada';
import { sinPrecio } from '../comun/tarifa';
import type { Reserva } from '../comun/tipos';
import type { useLineasWizard } from './use-lineas-wizard';

interface PasoHabitacionesProps {
  reserva: Reserva;
  lineas: ReturnType<typeof useLineasWizard>;
  habitaciones: readonly HabitacionLista[];
  tipos: readonly TipoHabitacionLista[];
  ctx: ContextoPrecios;
}

/** Step 2: one line per room with its type, stay, guests, accommodation price, meal plan and total. */
export function WizardPasoHabitaciones({ reserva, lineas, habitaciones, tipos, ctx }: PasoHabitacionesProps) {
  const regimenes = useLista<ItemLista>('Regimenes');
  const centavos = ctx.centavosDe(reserva.MonedaId);
  return (
    <div className="rs-wizard__lineas">
      {reserva.Habitaciones.length === 0 && <p className="rs-vacio">{MENSAJES.faltanHabitaciones}</p>}
      {reserva.Habitaciones.map((l, i) => {
        const e = lineas.errores[i] ?? {};
        const avisos = lineas.avisos[i] ?? {};
        const nombre = l.HabitacionNombre || String(i + 1);
        const total = lineaConTotales(l, reserva, ctx).Total ?? 0;
        return (
          <fieldset key={i} className="rs-wizard__linea" aria-label={`Habitación ${nombre}`}>
            <legend>Habitación {l.HabitacionNombre ?? ''}</legend>
            <div className="rs-fila">
              <SelectField
                label={`Habitación línea ${i + 1}`}
                placeholder="Seleccione una habitación"
                options={habitaciones.map((h) => ({ value: h.Id, label: h.Nombre }))}
                value={l.HabitacionId || ''}
                error={e.HabitacionId}
                onChange={(ev) => lineas.cambiarHabitacion(i, Number(ev.target.value) || null)}
              />
              <SelectField
                label={`Tipo habitación ${nombre}`}
                placeholder="Seleccione un tipo"
                options={tipos.map((t) => ({ value: t.Id, label: t.Nombre }))}
                value={l.TipoHabitacionId ?? ''}
                error={e.TipoHabitacionId}
                onChange={(ev) => lineas.cambiarTipo(i, Number(ev.target.value) || null)}
              />
              <DateInput label={`Check-In habitación ${nombre}`} value={l.CheckIn || null} error={e.CheckIn} onChange={(v) => lineas.cambiarLinea(i, { CheckIn: v ?? '' })} />
              <DateInput label={`Check-Out habitación ${nombre}`} value={l.CheckOut || null} min={checkOutMinimo(l.CheckIn)} emitirFueraDeRango error={e.CheckOut} onChange={(v) => lineas.cambiarLinea(i, { CheckOut: v ?? '' })} />
            </div>
            <div className="rs-fila">
              <NumberInput label={`Pasajeros habitación ${nombre}`} decimales={0} value={l.CantidadPasajero} error={e.CantidadPasajero} onChange={(v) => lineas.cambiarLinea(i, { CantidadPasajero: v ?? 0 })} />
              <NumberInput
                label={`Precio por noche habitación ${nombre}`}
                decimales={centavos ? 2 : 0}
                moneda={reserva.MonedaId}
                value={l.AlojamientoPrecioUnitario}
                error={e.AlojamientoPrecioUnitario}
                hint={
                  l.AlojamientoPrecioUnitario === null && avisos.AlojamientoPrecioUnitario ? <span className="rs-aviso">{avisos.AlojamientoPrecioUnitario}</span> : nochesDelPrecio(l, 'AlojamientoPrecioUnitario', centavos)
                }
                onChange={(v) => lineas.cambiarLinea(i, { AlojamientoPrecioUnitario: v })}
              />
              <SelectField
                label={`Régimen habitación ${nombre}`}
                placeholder="Sin régimen"
                options={regimenes.map((r) => ({ value: r.Id, label: r.Nombre }))}
                value={l.IDServicioRegimen ?? ''}
                onChange={(ev) => lineas.cambiarRegimen(i, Number(ev.target.value) || null)}
              />
              <NumberInput
                label={`Precio régimen habitación ${nombre}`}
                decimales={centavos ? 2 : 0}
                moneda={reserva.MonedaId}
                disabled={!l.IDServicioRegimen}
                value={l.IDServicioRegimen ? (l.RegimenPrecioUnitario ?? null) : null}
                error={e.RegimenPrecioUnitario}
                hint={
                  l.IDServicioRegimen && l.RegimenPrecioUnitario === null && avisos.RegimenPrecioUnitario ? (
                    <span className="rs-aviso">{avisos.RegimenPrecioUnitario}</span>
                  ) : l.IDServicioRegimen ? (
                    nochesDelPrecio(l, 'RegimenPrecioUnitario', centavos)
                  ) : undefined
                }
                onChange={(v) => lineas.cambiarLinea(i, { RegimenPrecioUnitario: v })}
              />
              <p className="rs-dato" aria-label={`Total habitación ${nombre}`}>
                <span className="rs-dato__etiqueta">Total</span> {sinPrecio(l) ? MENSAJES.sinPrecio : formatearMonto(total, centavos)}
              </p>
              <button type="button" className="rc-button rc-button--danger rs-wizard__quitar" aria-label={`Quitar habitación ${nombre}`} onClick={() => lineas.quitar(i)}>
                Quitar
              </button>
            </div>
          </fieldset>
        );
      })}
      <button type="button" className="rc-button" onClick={lineas.agregar}>
        Agregar habitación
      </button>
    </div>
  );
}
