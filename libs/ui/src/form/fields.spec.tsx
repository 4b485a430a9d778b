import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from './checkbox-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

describe('form fields', () => {
  it('TextField is named by its label and reads its error and hint', () => {
    render(<TextField label="Correo" type="email" hint="El de su cuenta" error="Falta ingresar el correo" />);
    const input = screen.getByLabelText('Correo');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('El de su cuenta Falta ingresar el correo');
  });

  it('TextField without an error is valid and has no description', () => {
    render(<TextField label="Nombre" />);
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('TextField marks required fields for assistive technology', () => {
    render(<TextField label="Nombre" required />);
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toBeRequired();
  });

  it('TextField takes typing and a ref', async () => {
    const user = userEvent.setup();
    const ref = { current: null as HTMLInputElement | null };
    render(<TextField label="Contraseña" type="password" ref={ref} />);
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    expect(ref.current?.value).toBe('secreta');
  });

  it('SelectField lists its options after the placeholder and reads its error', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <SelectField
        label="País"
        placeholder="Seleccione un país"
        options={[
          { value: 35, label: 'Chile' },
          { value: 8, label: 'Argentina' },
        ]}
        error="Falta seleccionar el País"
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'País' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione un país', 'Chile', 'Argentina']);
    expect(select).toHaveAccessibleDescription('Falta seleccionar el País');
    await user.selectOptions(select, 'Argentina');
    expect(onChange).toHaveBeenCalledWith('8');
  });

  it('CheckboxField toggles from its label', async () => {
    const user = userEvent.setup();
    render(<CheckboxField label="Recordarme" />);
    await user.click(screen.getByText('Recordarme'));
    expect(screen.getByRole('checkbox', { name: 'Recordarme' })).toBeChecked();
  });
});
