import { type Configuracion, MENSAJES_CUENTA as M } from '@recepcion/contracts';
import { session } from '@recepcion/session';
import { CheckboxField, DraggableModal, SelectField, TextField, toast } from '@recepcion/ui';
import { useCallback } from 'react';
import { DialogActions } from '../../../dialogs/dialog-actions';
import { useForm } from '../../../forms/use-form';
import { useMonedas } from '../configuracion/get-monedas';
import { usePaises } from '../registro/get-paises';
import { type ConfiguracionDatos, getConfiguracion, putConfiguracion, useRegistro, useTiposImpuesto } from './ajustes-api';
import { AreaTexto } from './area-texto';
import { type ConfiguracionEmpresaForm, GUARDADO, numero, texto, validarConfiguracionEmpresa } from './validar-ajustes';

/**
 * Configuración de la empresa (spec section 3, Configuracion): currency, the taxes of rooms and of
 * charges with their tax-included flags, per-person prices of rooms and meal plans, the account
 * statement's header, country and e-mail. The pricing and the statement read them.
 */
export function ConfiguracionEmpresaDialog({ config, onClose }: { config: Configuracion; onClose: () => void }) {
  const datos = useRegistro(`Configuraciones/${config.Id}`, useCallback((signal?: AbortSignal) => getConfiguracion(config.Id, signal), [config.Id]));
  return datos ? <ConfiguracionForm datos={datos} onClose={onClose} /> : null;
}

const opcion = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Every time zone the browser knows (`America/Santiago` reads «America/Santiago»), and the hotel's own even if it does not. */
function opcionesDeZona(actual: string): { value: string; label: string }[] {
  const zonas = Intl.supportedValuesOf('timeZone');
  const todas = actual && !zonas.includes(actual) ? [actual, ...zonas] : zonas;
  return todas.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));
}

function ConfiguracionForm({ datos, onClose }: { datos: ConfiguracionDatos; onClose: () => void }) {
  const monedas = useMonedas();
  const paises = usePaises();
  const impuestos = useTiposImpuesto();
  const form = useForm<ConfiguracionEmpresaForm>(
    {
      Nombre: datos.Nombre,
      MonedaId: opcion(datos.MonedaId),
      TipoImpuestoId: opcion(datos.TipoImpuestoId),
      ImpuestoIncluido: datos.ImpuestoIncluido,
      TipoImpuestoSAId: opcion(datos.TipoImpuestoSAId),
      ImpuestoIncluidoSA: datos.ImpuestoIncluidoSA,
      PrecioHabitacionPorPersona: datos.PrecioHabitacionPorPersona,
      PrecioRegimenPorPersona: datos.PrecioRegimenPorPersona,
      Encabezado: datos.Encabezado ?? '',
      PaisId: opcion(datos.PaisId),
      Email: datos.Email ?? '',
      ZonaHoraria: datos.ZonaHoraria ?? '',
    },
    validarConfiguracionEmpresa,
  );

  const submit = form.onSubmit(
    async (v) => {
      const guardada = await putConfiguracion(datos.Id, {
        Nombre: v.Nombre.trim(),
        MonedaId: texto(v.MonedaId),
        TipoImpuestoId: numero(v.TipoImpuestoId),
        ImpuestoIncluido: v.ImpuestoIncluido,
        TipoImpuestoSAId: numero(v.TipoImpuestoSAId),
        ImpuestoIncluidoSA: v.ImpuestoIncluidoSA,
        PrecioHabitacionPorPersona: v.PrecioHabitacionPorPersona,
        PrecioRegimenPorPersona: v.PrecioRegimenPorPersona,
        Encabezado: texto(v.Encabezado),
        PaisId: numero(v.PaisId),
        Email: v.Email.trim() === '' ? null : v.Email.trim(),
        ZonaHoraria: texto(v.ZonaHoraria),
      });
      // The reservation dialogs price with the session's configuration.
      const { TieneClaveCheckOut: _clave, ...config } = guardada;
      // The support-access banner's hotel stays (only the start-up answer carries it).
      session.actualizarConfig({ ...config, HotelPropioId: session.get().config?.HotelPropioId ?? null });
      toast.success(GUARDADO);
      onClose();
    },
    { [M.nombreVacio]: 'Nombre', [M.emailInvalido]: 'Email', [M.zonaHorariaDesconocida]: 'ZonaHoraria' },
  );

  const impuestoOpciones = (impuestos ?? []).map((i) => ({ value: i.Id, label: i.Nombre }));
  return (
    <DraggableModal
      open
      title="Configuración de la empresa"
      onClose={onClose}
      onSubmit={submit}
      footer={<DialogActions submitLabel="Guardar" pendingLabel="Guardando…" pending={form.pending} onCancel={onClose} />}
    >
      <TextField label="Nombre" {...form.field('Nombre')} />
      <div className="pt-form-row">
        <SelectField label="Moneda" placeholder="Seleccione una moneda" options={(monedas ?? []).map((m) => ({ value: m.IDMoneda, label: m.Nombre }))} {...form.field('MonedaId')} />
        <SelectField label="País" placeholder="Seleccione un país" options={(paises ?? []).map((p) => ({ value: p.Id, label: p.Nombre }))} {...form.field('PaisId')} />
      </div>
      <SelectField
        label="Zona horaria"
        placeholder="La del navegador de cada recepción"
        hint="El día del hotel (cierre del día, check-in, servicio diario de pisos, página de reservas) cambia a la medianoche de esta zona."
        options={opcionesDeZona(String(form.values.ZonaHoraria))}
        {...form.field('ZonaHoraria')}
      />
      <div className="pt-form-row">
        <SelectField label="Impuesto de las habitaciones" placeholder="Sin impuesto" options={impuestoOpciones} {...form.field('TipoImpuestoId')} />
        <CheckboxField label="Precio de habitaciones con impuesto incluido" {...form.checkbox('ImpuestoIncluido')} />
      </div>
      <div className="pt-form-row">
        <SelectField label="Impuesto de los cargos" placeholder="Sin impuesto" options={impuestoOpciones} {...form.field('TipoImpuestoSAId')} />
        <CheckboxField label="Precio de cargos con impuesto incluido" {...form.checkbox('ImpuestoIncluidoSA')} />
      </div>
      <CheckboxField label="Precio de habitación por persona" {...form.checkbox('PrecioHabitacionPorPersona')} />
      <CheckboxField label="Precio de régimen por persona" {...form.checkbox('PrecioRegimenPorPersona')} />
      <AreaTexto label="Encabezado del estado de cuenta" hint="Varias líneas: nombre, dirección, RUT…" value={String(form.values.Encabezado)} onChange={(valor) => form.setValue('Encabezado', valor)} />
      <TextField label="Correo" type="email" autoComplete="email" {...form.field('Email')} />
    </DraggableModal>
  );
}
