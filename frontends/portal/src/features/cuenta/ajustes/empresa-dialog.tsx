import { MENSAJES_CUENTA as M, type Configuracion } from '@recepcion/contracts';
import { CheckboxField, DraggableModal, SelectField, TextField, toast } from '@recepcion/ui';
import { useCallback } from 'react';
import { DialogActions } from '../../../dialogs/dialog-actions';
import { useForm } from '../../../forms/use-form';
import { usePaises } from '../registro/get-paises';
import { type EmpresaDatos, getConfiguracion, getEmpresa, getHotel, putConfiguracion, putEmpresa, useRegistro } from './ajustes-api';
import { AreaTexto } from './area-texto';
import { type EmpresaForm, GUARDADO, numero, texto, validarEmpresa } from './validar-ajustes';

interface Cargado {
  empresa: EmpresaDatos;
  tieneClave: boolean;
}

/**
 * Empresa: the company that owns the hotel (address, phone, contact), the message reception sees
 * after a check-out (empty is sent as null), the check-out password and the reservation caps.
 */
export function EmpresaDialog({ config, onClose }: { config: Configuracion; onClose: () => void }) {
  const leer = useCallback(
    async (signal?: AbortSignal): Promise<Cargado> => {
      const [hotel, configuracion] = await Promise.all([getHotel(config.HotelId, signal), getConfiguracion(config.Id, signal)]);
      return { empresa: await getEmpresa(hotel.EmpresaId, signal), tieneClave: Boolean(configuracion.TieneClaveCheckOut) };
    },
    [config.HotelId, config.Id],
  );
  const datos = useRegistro(`Empresa/${config.HotelId}`, leer);
  return datos ? <EmpresaFormulario {...datos} config={config} onClose={onClose} /> : null;
}

const t = (v: string | null) => v ?? '';

function EmpresaFormulario({ empresa, tieneClave, config, onClose }: Cargado & { config: Configuracion; onClose: () => void }) {
  const paises = usePaises();
  const form = useForm<EmpresaForm>(
    {
      Nombre: empresa.Nombre,
      Direccion: t(empresa.Direccion),
      Ciudad: t(empresa.Ciudad),
      PaisId: empresa.PaisId === null ? '' : String(empresa.PaisId),
      Telefono1: t(empresa.Telefono1),
      PersonaContacto: t(empresa.PersonaContacto),
      Giro: t(empresa.Giro),
      MensajeCheckOut: t(empresa.MensajeCheckOut),
      ClaveCheckOut: '',
      QuitarClave: false,
      TopeReservas: empresa.TopeReservas === null ? '' : String(empresa.TopeReservas),
      TopeReservasVigentes: empresa.TopeReservasVigentes === null ? '' : String(empresa.TopeReservasVigentes),
    },
    validarEmpresa,
  );

  const submit = form.onSubmit(
    async (v) => {
      await putEmpresa(empresa.Id, {
        Nombre: v.Nombre.trim(),
        Direccion: texto(v.Direccion),
        Ciudad: texto(v.Ciudad),
        PaisId: numero(v.PaisId),
        Telefono1: texto(v.Telefono1),
        PersonaContacto: texto(v.PersonaContacto),
        Giro: texto(v.Giro),
        // Spec section 5: an empty check-out message is sent as null.
        MensajeCheckOut: texto(v.MensajeCheckOut),
        TopeReservas: numero(v.TopeReservas),
        TopeReservasVigentes: numero(v.TopeReservasVigentes),
      });
      // The check-out password belongs to the configuration; only sent when changed.
      if (v.QuitarClave || v.ClaveCheckOut !== '') {
        await putConfiguracion(config.Id, { Nombre: config.Nombre, ClaveCheckOut: v.QuitarClave ? '' : v.ClaveCheckOut });
      }
      toast.success(GUARDADO);
      onClose();
    },
    { [M.nombreVacio]: 'Nombre' },
  );

  return (
    <DraggableModal open title="Empresa" onClose={onClose} onSubmit={submit} footer={<DialogActions submitLabel="Guardar" pendingLabel="Guardando…" pending={form.pending} onCancel={onClose} />}>
      <TextField label="Nombre" {...form.field('Nombre')} />
      <div className="pt-form-row">
        <TextField label="Dirección" {...form.field('Direccion')} />
        <TextField label="Ciudad" {...form.field('Ciudad')} />
      </div>
      <div className="pt-form-row">
        <SelectField label="País" placeholder="Seleccione un país" options={(paises ?? []).map((p) => ({ value: p.Id, label: p.Nombre }))} {...form.field('PaisId')} />
        <TextField label="Teléfono" type="tel" {...form.field('Telefono1')} />
      </div>
      <div className="pt-form-row">
        <TextField label="Persona de contacto" {...form.field('PersonaContacto')} />
        <TextField label="Giro" {...form.field('Giro')} />
      </div>
      <AreaTexto label="Mensaje de check-out" hint="Se muestra a recepción al hacer el check-out. Vacío: ninguno." value={String(form.values.MensajeCheckOut)} onChange={(valor) => form.setValue('MensajeCheckOut', valor)} rows={3} />
      <TextField
        label="Clave de check-out"
        type="password"
        autoComplete="new-password"
        hint={tieneClave ? 'Hay una clave. Escriba otra para cambiarla.' : 'Sin clave: el check-out no la pide.'}
        {...form.field('ClaveCheckOut')}
      />
      {tieneClave && <CheckboxField label="Quitar la clave de check-out" {...form.checkbox('QuitarClave')} />}
      <div className="pt-form-row">
        <TextField label="Tope de reservas" inputMode="numeric" {...form.field('TopeReservas')} />
        <TextField label="Tope de reservas vigentes" inputMode="numeric" {...form.field('TopeReservasVigentes')} />
      </div>
    </DraggableModal>
  );
}
