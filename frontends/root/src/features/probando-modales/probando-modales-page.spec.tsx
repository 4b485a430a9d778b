import { screen, waitFor, within } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

const dato = (termino: string) => within(screen.getByLabelText('Valores enviados', { selector: 'dl' })).getByText(termino, { selector: 'dt' }).nextElementSibling;

describe('Prueba: ventanas modales', () => {
  it('validates the form in Spanish, keeps it open until it is right and shows what it sent', async () => {
    const { user, api } = renderRoot('/root/probando-modales');
    await user.click(screen.getByRole('button', { name: 'Abrir el formulario' }));
    const dialogo = screen.getByRole('dialog', { name: 'Reserva de prueba' });
    const campo = (nombre: string) => within(dialogo).getByLabelText(nombre, { exact: false, selector: 'input, select' });

    await user.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    expect(campo('Nombre')).toHaveAccessibleDescription('Falta el nombre');
    expect(campo('Nombre')).toHaveFocus();
    expect(campo('Llegada')).toHaveAccessibleDescription('Falta la fecha de llegada');
    expect(campo('Salida')).toHaveAccessibleDescription('Falta la fecha de salida');
    expect(campo('Monto')).toHaveAccessibleDescription('El monto debe ser mayor que cero');
    expect(campo('Habitación')).toHaveAccessibleDescription('Seleccione una habitación');
    // The first message also as a warning toast.
    expect(screen.getByText('Falta el nombre', { selector: '.rc-toast__message' })).toBeInTheDocument();

    await user.type(campo('Nombre'), 'Ana Pérez');
    await user.type(campo('Correo'), 'ana@');
    await user.type(campo('Llegada'), '10122026');
    await user.type(campo('Salida'), '09122026');
    await user.type(campo('Monto'), '1234,5');
    await user.selectOptions(campo('Habitación'), '201');
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    expect(campo('Correo')).toHaveAccessibleDescription(/El correo no es válido/);
    expect(campo('Salida')).toHaveAccessibleDescription('La salida debe ser posterior a la llegada');
    expect(screen.queryByLabelText('Valores enviados', { selector: 'dl' })).not.toBeInTheDocument();

    await user.type(campo('Correo'), 'lago.cl');
    await user.clear(campo('Salida'));
    await user.type(campo('Salida'), '12122026');
    await user.click(within(dialogo).getByRole('checkbox', { name: 'Confirmada' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reserva de prueba' })).not.toBeInTheDocument());

    expect(dato('Nombre')).toHaveTextContent('Ana Pérez');
    expect(dato('Correo')).toHaveTextContent('ana@lago.cl');
    expect(dato('Llegada')).toHaveTextContent('10-12-2026');
    expect(dato('Salida')).toHaveTextContent('12-12-2026');
    expect(dato('Pasajeros')).toHaveTextContent('1');
    expect(dato('Monto')).toHaveTextContent('$ 1.234,50');
    expect(dato('Habitación')).toHaveTextContent('201 (suite)');
    expect(dato('Confirmada')).toHaveTextContent('Sí');
    expect(screen.getByLabelText('Valores enviados en JSON')).toHaveTextContent('"Monto": 1234.5');
    expect(api.apiCalls()).toEqual([]);
  });

  it('says how the form was closed without sending', async () => {
    const { user } = renderRoot('/root/probando-modales');
    await user.click(screen.getByRole('button', { name: 'Abrir el formulario' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reserva de prueba' })).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Formulario: cancelado')).toBeInTheDocument();
  });

  it("shows each kit dialog's answer", async () => {
    const { user } = renderRoot('/root/probando-modales');
    await user.click(screen.getByRole('button', { name: 'Probar confirmación' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirmar' })).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Confirmación: aceptó')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Probar pregunta' }));
    const pregunta = screen.getByRole('dialog', { name: 'Pregunta' });
    await user.click(within(pregunta).getByRole('button', { name: 'Aceptar' }));
    expect(within(pregunta).getByLabelText('Motivo')).toHaveAccessibleDescription('Escriba el motivo');
    await user.type(within(pregunta).getByLabelText('Motivo'), 'lluvia{Enter}');
    expect(await screen.findByText('Pregunta: «lluvia»')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Probar aviso' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Aviso' })).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Aviso: cerrado')).toBeInTheDocument();
  });
});
