import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NumberInput } from './number-input';
import { agruparEntradaNumero, avisoEntradaNumero, limpiarEntradaNumero } from './numero-entrada';

function Campo({
  inicial = null,
  decimales,
  negativos,
  moneda,
  onValor,
}: {
  inicial?: number | null;
  decimales?: number;
  negativos?: boolean;
  moneda?: string;
  onValor?: (v: number | null) => void;
}) {
  const [valor, setValor] = useState<number | null>(inicial);
  return (
    <>
      <NumberInput
        label="Valor"
        value={valor}
        decimales={decimales}
        negativos={negativos}
        moneda={moneda}
        onChange={(v) => {
          setValor(v);
          onValor?.(v);
        }}
      />
      <output>{String(valor)}</output>
      <button type="button" onClick={() => setValor(2500)}>
        Fijar
      </button>
    </>
  );
}

describe('NumberInput typing rules', () => {
  it('says what the field cannot take: a minus sign, or more decimals than the currency has (issues 14 and 26)', async () => {
    expect(avisoEntradaNumero('-100', 2)).toBe('No se admiten valores negativos');
    expect(avisoEntradaNumero('-100', 2, { negativos: true })).toBeNull();
    expect(avisoEntradaNumero('100.000,50', 0, { moneda: 'CLP' })).toBe('La moneda CLP no usa decimales');
    expect(avisoEntradaNumero('15,5', 0)).toBe('Ingrese un número entero');
    expect(avisoEntradaNumero('10,505', 2)).toBe('Se admiten 2 decimales como máximo');
    expect(avisoEntradaNumero('100.000,5', 2)).toBeNull();
    expect(avisoEntradaNumero('100.000,', 0)).toBeNull();

    const user = userEvent.setup();
    render(<Campo decimales={0} moneda="CLP" />);
    const campo = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(campo, '100.000,50');
    expect(campo).toHaveAccessibleDescription('La moneda CLP no usa decimales');
    await user.clear(campo);
    expect(campo).not.toHaveAccessibleDescription();
  });

  it('never flips a sign: -50.000 where a negative is meant (a refund) is handed out as -50000', async () => {
    const user = userEvent.setup();
    const onValor = jest.fn();
    render(<Campo decimales={0} negativos moneda="CLP" onValor={onValor} />);
    const campo = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(campo, '-50000');
    expect(campo).toHaveValue('-50.000');
    expect(onValor).toHaveBeenLastCalledWith(-50000);
    expect(campo).not.toHaveAccessibleDescription();
    await user.tab();
    expect(campo).toHaveValue('-50.000');
  });

  it('keeps a minus sign where no negative is meant, hands out the negative and says the field takes none', async () => {
    const user = userEvent.setup();
    const onValor = jest.fn();
    render(<Campo decimales={0} onValor={onValor} />);
    const campo = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(campo, '-50000');
    expect(campo).toHaveValue('-50.000');
    expect(onValor).toHaveBeenLastCalledWith(-50000);
    expect(onValor).not.toHaveBeenCalledWith(50000);
    expect(campo).toHaveAccessibleDescription('No se admiten valores negativos');
    // Taking the sign away takes the message away.
    await user.type(campo, '{Home}{Delete}');
    expect(campo).toHaveValue('50.000');
    expect(campo).not.toHaveAccessibleDescription();
  });

  it('keeps cents typed in a currency without them in sight: «18.500,50» is not 18.500', async () => {
    const user = userEvent.setup();
    const onValor = jest.fn();
    render(<Campo decimales={0} moneda="CLP" onValor={onValor} />);
    const campo = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(campo, '18500,50');
    expect(campo).toHaveValue('18.500,50');
    expect(onValor).toHaveBeenLastCalledWith(18500.5);
    expect(campo).toHaveAccessibleDescription('La moneda CLP no usa decimales');
    await user.tab();
    expect(campo).toHaveValue('18.500,5');
    expect(campo).toHaveAccessibleDescription('La moneda CLP no usa decimales');
  });

  it('keeps digits, dots, one comma and a leading minus only', () => {
    expect(limpiarEntradaNumero('a1b2.3,4,5x', 2)).toBe('12.3,45');
    expect(limpiarEntradaNumero('12,345', 2)).toBe('12,34');
    expect(limpiarEntradaNumero('12,5', 0)).toBe('12,');
    expect(limpiarEntradaNumero('12,5', 0, { moneda: 'CLP' })).toBe('12,5');
    expect(limpiarEntradaNumero('-1-2', 2)).toBe('-12');
    expect(limpiarEntradaNumero('1-2', 2)).toBe('12');
    expect(agruparEntradaNumero('-1234567,5')).toBe('-1.234.567,5');
  });

  it('regroups thousands as the user types', () => {
    expect(agruparEntradaNumero('1234567,5')).toBe('1.234.567,5');
    expect(agruparEntradaNumero('1.23.4')).toBe('1.234');
    expect(agruparEntradaNumero('0012')).toBe('12');
    expect(agruparEntradaNumero(',5')).toBe('0,5');
    expect(agruparEntradaNumero('')).toBe('');
  });
});

describe('NumberInput', () => {
  it('shows 1.234,5 while typing and hands out the number', async () => {
    const user = userEvent.setup();
    const onValor = jest.fn();
    render(<Campo onValor={onValor} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, '1234,5');
    expect(input).toHaveValue('1.234,5');
    expect(onValor).toHaveBeenLastCalledWith(1234.5);
    expect(screen.getByRole('status')).toHaveTextContent('1234.5');
  });

  it('ignores letters and a second comma', async () => {
    const user = userEvent.setup();
    render(<Campo />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, '12a,3,4b');
    expect(input).toHaveValue('12,34');
    expect(screen.getByRole('status')).toHaveTextContent('12.34');
  });

  it('reads the dot as a thousands separator, never as a decimal', async () => {
    const user = userEvent.setup();
    render(<Campo />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, '1.5');
    expect(input).toHaveValue('15');
  });

  it('takes no decimals in a count (no currency)', async () => {
    const user = userEvent.setup();
    render(<Campo decimales={0} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, '15990,5');
    expect(input).toHaveValue('15.990,');
    await user.tab();
    expect(input).toHaveValue('15.990');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps at most two decimals', async () => {
    const user = userEvent.setup();
    render(<Campo />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    await user.type(input, '3,14159');
    expect(input).toHaveValue('3,14');
  });

  it('tidies the text on leaving and is empty (null) when cleared', async () => {
    const user = userEvent.setup();
    render(<Campo inicial={1234.5} />);
    const input = screen.getByRole('textbox', { name: 'Valor' });
    expect(input).toHaveValue('1.234,5');
    await user.clear(input);
    await user.type(input, '12,');
    await user.tab();
    expect(input).toHaveValue('12');
    await user.clear(input);
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('shows a value set from outside', async () => {
    const user = userEvent.setup();
    render(<Campo />);
    await user.click(screen.getByRole('button', { name: 'Fijar' }));
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveValue('2.500');
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    const user = userEvent.setup();
    render(<Campo inicial={1234} />);
    const input = screen.getByRole('textbox', { name: 'Valor' }) as HTMLInputElement;
    // caret after "1.2" then type 9: 12934 -> "12.934", caret after "12.9"
    await user.type(input, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('12.934');
    expect(input.selectionStart).toBe(4);
  });

  it('reads its error for assistive technology', () => {
    render(<NumberInput label="Valor" value={null} onChange={() => undefined} error="Ingrese el Valor" />);
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveAccessibleDescription('Ingrese el Valor');
  });
});
