import { session } from '@recepcion/session';
import { DraggableModal, SelectField, TextField, toast } from '@recepcion/ui';
import { DialogActions } from '../../../dialogs/dialog-actions';
import { openPortalDialog } from '../../../dialogs/dialog-store';
import { useForm } from '../../../forms/use-form';
import { EXITO_CUENTA } from '../mensajes-exito';
import { usePaises } from './get-paises';
import { register } from './register';
import { REGISTRO_SERVER_FIELDS, validarRegistro, type RegistroForm } from './validar-registro';

/** Crear una cuenta: the hotel and its first user. Then the setup dialog opens. */
export function RegistroDialog({ onClose }: { onClose: () => void }) {
  const paises = usePaises();
  const form = useForm<RegistroForm>({ nombre: '', email: '', password: '', confirmacion: '', nombreHotel: '', paisId: '' }, validarRegistro);

  const submit = form.onSubmit(async (values) => {
    const respuesta = await register({
      nombre: values.nombre.trim(),
      email: values.email.trim(),
      password: values.password,
      nombreHotel: values.nombreHotel.trim(),
      paisId: Number(values.paisId),
    });
    toast.success(EXITO_CUENTA.registrado);
    onClose();
    // Signed in, not configured yet: the setup dialog follows.
    session.establecer(respuesta);
  }, REGISTRO_SERVER_FIELDS);

  return (
    <DraggableModal
      open
      title="Crear una cuenta"
      onClose={onClose}
      onSubmit={submit}
      footer={<DialogActions submitLabel="Crear cuenta" pendingLabel="Creando cuenta…" pending={form.pending} onCancel={onClose} />}
    >
      <TextField label="Su nombre" autoComplete="name" {...form.field('nombre')} />
      <TextField label="Correo electrónico" type="email" autoComplete="email" {...form.field('email')} />
      <div className="pt-form-row">
        <TextField label="Contraseña" type="password" autoComplete="new-password" hint="Al menos 6 caracteres." {...form.field('password')} />
        <TextField label="Repita la contraseña" type="password" autoComplete="new-password" {...form.field('confirmacion')} />
      </div>
      <TextField label="Nombre del hotel" autoComplete="organization" {...form.field('nombreHotel')} />
      <SelectField
        label="País"
        placeholder={paises ? 'Seleccione un país' : 'Cargando países…'}
        options={paises?.map((pais) => ({ value: pais.Id, label: pais.Nombre })) ?? []}
        {...form.field('paisId')}
      />
      <p className="pt-dialog-links">
        ¿Ya tiene una cuenta?{' '}
        <button type="button" className="pt-link-button" onClick={() => openPortalDialog({ name: 'login', email: form.values.email })}>
          Ingresar
        </button>
      </p>
    </DraggableModal>
  );
}
