import type { HotelUsuario } from '@recepcion/contracts';
import { DialogFooter, DraggableModal, SelectField, TextField } from '@recepcion/ui';
import { useForm } from '../../lib/use-form';
import { useCrearUsuario } from './api/crear-usuario';
import { errorDeCampo } from './negativa';
import { esTipoUsuario, TIPO_NUEVO, TIPOS_USUARIO } from './tipos-usuario';
import { CONTRASENA_MINIMA_USUARIO, validarNuevoUsuario, type NuevoUsuarioForm } from './validacion';

const ORDEN = ['nombre', 'email', 'password', 'confirmacion'] as const;

export interface CrearUsuarioDialogProps {
  onClose: () => void;
  onGuardado: (usuario: HotelUsuario) => void;
}

/** "Create hotel user": a new person who can sign in to this hotel, of the type chosen (Recepción unless changed). */
export function CrearUsuarioDialog({ onClose, onGuardado }: CrearUsuarioDialogProps) {
  const { values, field, showErrors } = useForm<NuevoUsuarioForm & { tipo: string }>({ nombre: '', email: '', password: '', confirmacion: '', tipo: TIPO_NUEVO });
  const { mutate, pending } = useCrearUsuario();

  const guardar = async () => {
    if (pending || !showErrors(validarNuevoUsuario(values), ORDEN)) return;
    try {
      onGuardado(await mutate({
        nombre: values.nombre.trim(),
        email: values.email.trim(),
        password: values.password,
        IDTipoUsuario: esTipoUsuario(values.tipo) ? values.tipo : TIPO_NUEVO,
      }));
    } catch (error) {
      const negativa = errorDeCampo(error);
      if (negativa) showErrors({ [negativa.campo]: negativa.mensaje }, ORDEN);
    }
  };

  return (
    <DraggableModal open title="Crear usuario" onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <TextField label="Nombre" required autoComplete="off" maxLength={120} {...field('nombre')} />
      <TextField label="Correo" type="email" required autoComplete="off" maxLength={200} hint="Con este correo ingresará a Recepción." {...field('email')} />
      <TextField
        label="Contraseña"
        type="password"
        required
        autoComplete="new-password"
        maxLength={200}
        hint={`Al menos ${CONTRASENA_MINIMA_USUARIO} caracteres.`}
        {...field('password')}
      />
      <TextField label="Confirmar contraseña" type="password" required autoComplete="new-password" maxLength={200} {...field('confirmacion')} />
      <SelectField label="Tipo" options={TIPOS_USUARIO} hint="Administrador cambia todo; Recepción, el trabajo diario; Consulta solo mira; Camarería ve solo el tablero de pisos." {...field('tipo')} />
    </DraggableModal>
  );
}
