import { LARGO_MAXIMO_NUMERO_DOCUMENTO } from '@recepcion/contracts';
import { DialogFooter, DraggableModal, SelectField, TextField, useFormulario } from '@recepcion/ui';
import { useListaReferencia } from '../../lib/listas-referencia';
import { idElegido } from '../../lib/validacion';
import { useGuardarCliente } from './api/guardar-cliente';
import { clienteDatos, clienteForm, clienteNuevo, ORDEN_CLIENTE, PAIS_CHILE, validarCliente } from './cliente-form';
import { type ClienteConDocumento as Cliente, OPCIONES_TIPO_DOCUMENTO } from './documento';
import { GIROS } from './giros';

export interface ClienteDialogProps {
  hotelId: number;
  /** The client to edit; without it, a new one of `giroInicial` in `paisInicial`. */
  cliente?: Cliente;
  giroInicial: number | null;
  paisInicial: number | null;
  onClose: () => void;
  onGuardado: (cliente: Cliente) => void;
}

/** The client dialog (spec section 3, Cliente). */
export function ClienteDialog({ hotelId, cliente, giroInicial, paisInicial, onClose, onGuardado }: ClienteDialogProps) {
  const form = useFormulario(cliente ? clienteForm(cliente) : clienteNuevo(giroInicial, paisInicial));
  const paises = useListaReferencia('Paises', hotelId);
  const { mutate, pending } = useGuardarCliente();
  const esChile = idElegido(form.valores.PaisId) === PAIS_CHILE;

  const guardar = async () => {
    if (pending || !form.mostrarErrores(validarCliente(form.valores), ORDEN_CLIENTE)) return;
    try {
      onGuardado(await mutate(clienteDatos(cliente?.Id ?? 0, form.valores)));
    } catch {
      // The portal shows the refusal; the dialog stays open.
    }
  };

  return (
    <DraggableModal open size="lg" title="Cliente" onClose={onClose} onSubmit={guardar} footer={<DialogFooter pending={pending} onCancel={onClose} />}>
      <TextField label="Nombre" required autoComplete="off" maxLength={200} {...form.texto('Nombre')} />
      <div className="ms-fila-campos">
        <SelectField label="Giro" required placeholder="Seleccione un giro" options={GIROS} {...form.texto('GiroId')} />
        <SelectField
          label="País"
          required
          placeholder={paises.cargando ? 'Cargando países…' : 'Seleccione un país'}
          options={paises.filas.map((p) => ({ value: p.Id, label: p.Nombre }))}
          {...form.texto('PaisId')}
          // Until the countries arrive the chosen id has no option: keep it, do not show it as empty.
          value={paises.cargando ? '' : form.valores.PaisId}
        />
      </div>
      <div className="ms-fila-campos">
        <SelectField label="Tipo de documento" placeholder="Sin documento" options={OPCIONES_TIPO_DOCUMENTO} {...form.texto('TipoDocumento')} />
        <TextField
          label="Número de documento"
          hint="Letras, dígitos, puntos y guiones."
          required={Boolean(form.valores.TipoDocumento)}
          autoComplete="off"
          maxLength={LARGO_MAXIMO_NUMERO_DOCUMENTO}
          {...form.texto('NumeroDocumento')}
        />
      </div>
      <div className="ms-fila-campos">
        <TextField label="Ciudad" required={esChile} autoComplete="off" maxLength={120} {...form.texto('Ciudad')} />
        <TextField label="Dirección" autoComplete="off" maxLength={200} {...form.texto('Direccion')} />
      </div>
      <div className="ms-fila-campos">
        <TextField label="Rut" autoComplete="off" maxLength={40} {...form.texto('Rut')} />
        <TextField label="Pasaporte" autoComplete="off" maxLength={40} {...form.texto('Pasaporte')} />
      </div>
      <div className="ms-fila-campos">
        <TextField label="Email" type="email" autoComplete="off" maxLength={200} {...form.texto('Email')} />
        <TextField label="Teléfono" type="tel" autoComplete="off" maxLength={60} {...form.texto('Telefono')} />
      </div>
      <TextField label="Contacto" hint="La persona con quien se trata." autoComplete="off" maxLength={120} {...form.texto('Contacto')} />
    </DraggableModal>
  );
}
