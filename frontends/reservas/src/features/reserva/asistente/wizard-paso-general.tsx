import { checkOutMinimo } from '@recepcion/domain';
import { Autocomplete, DateInput, SelectField, TextField } from '@recepcion/ui';
import { useState } from 'react';
import { buscarClientes } from '../comun/api/buscar-clientes';
import { ClienteRapido } from '../comun/cliente-rapido';
import { ESTADOS, FORMAS_PAGO_BASE, PAIS_CON_CIUDAD } from '../comun/estados';
import { type TipoImpuestoLista, useLista, useOpcionesMoneda } from '../comun/listas';
import type { ItemNombre, Reserva } from '../comun/tipos';
import type { CampoGeneral, Errores } from '../comun/validacion';

/** The statuses a new reservation may start in (check-out and cancelled come later). */
const ESTADOS_INICIALES = ESTADOS.filter((e) => [1, 2, 3, 7].includes(e.id));

interface PasoGeneralProps {
  reserva: Reserva;
  cliente: ItemNombre | null;
  errores: Errores<CampoGeneral>;
  /** The hotel's country and currency (configuration). */
  paisId: number | null | undefined;
  monedaHotel: string | null | undefined;
  cambiar: (cambio: Partial<Reserva>, campos?: CampoGeneral[]) => void;
  cambiarCheckIn: (nuevo: string | null) => void;
  cambiarCheckOut: (nuevo: string | null) => void;
  elegirCliente: (cliente: ItemNombre | null) => void;
}

/** Step 1: stay, client (or a new one), group, contact, currency, tax, payment form and status. */
export function WizardPasoGeneral({ reserva, cliente, errores, paisId, monedaHotel, cambiar, cambiarCheckIn, cambiarCheckOut, elegirCliente }: PasoGeneralProps) {
  const [nuevoCliente, setNuevoCliente] = useState(false);
  // A name typed into Cliente that matched nobody: the new client's form starts with it.
  const [nombreEscrito, setNombreEscrito] = useState('');
  const impuestos = useLista<TipoImpuestoLista>('TipoImpuestos');
  // The reservation's condition: Contado or Crédito (the hotel's payment methods are for its payments).
  const formas = FORMAS_PAGO_BASE;
  const monedas = useOpcionesMoneda(reserva.MonedaId, monedaHotel);
  return (
    <div className="rs-general">
      <div className="rs-fila">
        <DateInput label="Check-In" required value={reserva.CheckIn || null} error={errores.CheckIn} onChange={cambiarCheckIn} />
        <DateInput label="Check-Out" required value={reserva.CheckOut || null} min={checkOutMinimo(reserva.CheckIn)} emitirFueraDeRango error={errores.CheckOut} onChange={cambiarCheckOut} />
      </div>
      <div className="rs-fila rs-fila--abajo">
        <Autocomplete<ItemNombre> label="Cliente" required value={cliente} buscar={buscarClientes} error={errores.ClienteId} onChange={elegirCliente} onTextoSinElegir={setNombreEscrito} />
        <div className="rs-botonera rs-botonera--campo">
          <button type="button" className="rc-button" onClick={() => setNuevoCliente((v) => !v)} aria-expanded={nuevoCliente}>
            Nuevo cliente
          </button>
        </div>
      </div>
      {nuevoCliente && (
        <ClienteRapido
          sujeto="cliente"
          giroId={1}
          nombreInicial={nombreEscrito}
          paisInicial={paisId ?? PAIS_CON_CIUDAD}
          onCreado={(c) => {
            elegirCliente(c);
            setNuevoCliente(false);
          }}
        />
      )}
      <div className="rs-fila">
        <TextField label="Nombre del grupo" maxLength={200} value={reserva.NombreGrupo ?? ''} onChange={(e) => cambiar({ NombreGrupo: e.target.value })} />
        <TextField label="Contacto" maxLength={200} value={reserva.ContactoClienteNombre ?? ''} onChange={(e) => cambiar({ ContactoClienteNombre: e.target.value })} />
      </div>
      <div className="rs-fila">
        <SelectField label="Moneda" required placeholder="Seleccione una moneda" options={monedas} value={reserva.MonedaId ?? ''} error={errores.MonedaId} onChange={(e) => cambiar({ MonedaId: e.target.value }, ['MonedaId'])} />
        <SelectField
          label="Tipo de impuesto"
          required
          placeholder="Seleccione un impuesto"
          options={impuestos.map((t) => ({ value: t.Id, label: t.Nombre }))}
          value={reserva.TipoImpuestoId ?? ''}
          error={errores.TipoImpuestoId}
          onChange={(e) => cambiar({ TipoImpuestoId: Number(e.target.value) || null }, ['TipoImpuestoId'])}
        />
        <SelectField
          label="Forma de pago"
          required
          options={formas.map((f) => ({ value: f.Id, label: f.Nombre }))}
          value={reserva.FormaPagoId || ''}
          error={errores.FormaPagoId}
          onChange={(e) => cambiar({ FormaPagoId: Number(e.target.value) || 0 }, ['FormaPagoId'])}
        />
        <SelectField
          label="Estado"
          required
          options={ESTADOS_INICIALES.map((e) => ({ value: e.id, label: e.nombre }))}
          value={reserva.EstadoId}
          error={errores.EstadoId}
          onChange={(e) => cambiar({ EstadoId: Number(e.target.value) }, ['EstadoId'])}
        />
      </div>
    </div>
  );
}
