import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateInput, MENSAJE_FECHA_NO_VALIDA } from './date-input';

function Campo({ inicial = null, min, max, onValor }: { inicial?: string | null; min?: string; max?: string; onValor?: (v: string | null) => void }) {
  const [valor, setValor] = useState<string | null>(inicial);
  return (
    <>
      <DateInput
        label="Check-In"
        value={valor}
        min={min}
        max={max}
        onChange={(v) => {
          setValor(v);
          onValor?.(v);
        }}
      />
      <output>{String(valor)}</output>
      <button type="button">Otro</button>
    </>
  );
}

describe('DateInput', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2026, 0, 15, 10, 0), doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it('takes dd-MM-yyyy typed, adding the dashes, and hands out yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const onValor = jest.fn();
    render(<Campo onValor={onValor} />);
    const input = screen.getByRole('textbox', { name: 'Check-In' });
    await user.type(input, '05012026');
    expect(input).toHaveValue('05-01-2026');
    expect(onValor).toHaveBeenLastCalledWith('2026-01-05');
  });

  it('shows the value as dd-MM-yyyy', () => {
    render(<Campo inicial="2026-11-22" />);
    expect(screen.getByRole('textbox', { name: 'Check-In' })).toHaveValue('22-11-2026');
  });

  it('says the date is not valid on leaving, and the value is null', async () => {
    const user = userEvent.setup();
    render(<Campo inicial="2026-01-05" />);
    const input = screen.getByRole('textbox', { name: 'Check-In' });
    await user.clear(input);
    await user.type(input, '31-02-2026');
    await user.tab();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(MENSAJE_FECHA_NO_VALIDA);
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('refuses days outside min and max', async () => {
    const user = userEvent.setup();
    render(<Campo min="2026-01-10" max="2026-01-31" />);
    const input = screen.getByRole('textbox', { name: 'Check-In' });
    await user.type(input, '09-01-2026');
    await user.tab();
    expect(input).toHaveAccessibleDescription('La fecha debe ser igual o posterior al 10-01-2026');
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('picks a day from the calendar with Spanish month names', async () => {
    const user = userEvent.setup();
    render(<Campo inicial="2026-01-05" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendario: Check-In' }));
    const calendario = screen.getByRole('dialog', { name: 'Elegir fecha: Check-In' });
    expect(within(calendario).getByRole('heading')).toHaveTextContent('enero de 2026');
    expect(within(calendario).getByRole('button', { name: 'lunes 5 de enero de 2026' })).toHaveFocus();
    await user.click(within(calendario).getByRole('button', { name: 'Mes siguiente' }));
    expect(within(calendario).getByRole('heading')).toHaveTextContent('febrero de 2026');
    await user.click(within(calendario).getByRole('button', { name: 'sábado 14 de febrero de 2026' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Check-In' })).toHaveValue('14-02-2026');
    expect(screen.getByRole('status')).toHaveTextContent('2026-02-14');
  });

  it('moves by keyboard: arrows by day and week, PageDown by month, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Campo inicial="2026-01-30" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendario: Check-In' }));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'sábado 7 de febrero de 2026' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: 'sábado 7 de marzo de 2026' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'lunes 2 de marzo de 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-02');

    await user.click(screen.getByRole('button', { name: 'Abrir calendario: Check-In' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir calendario: Check-In' })).toHaveFocus();
  });

  it('cannot pick days outside min and max, and marks today', async () => {
    const user = userEvent.setup();
    render(<Campo min="2026-01-10" max="2026-01-20" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendario: Check-In' }));
    expect(screen.getByRole('button', { name: 'viernes 9 de enero de 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'jueves 15 de enero de 2026' })).toHaveAttribute('aria-current', 'date');
    await user.click(screen.getByRole('button', { name: 'Hoy' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-01-15');
  });

  it('closes the calendar on a click outside', async () => {
    const user = userEvent.setup();
    render(<Campo />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendario: Check-In' }));
    await user.click(screen.getByRole('button', { name: 'Otro' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
