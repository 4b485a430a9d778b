import { screen } from '@testing-library/react';
import { iniciarSesion, renderRoot, resetRoot } from '../../../test/render-root';

beforeEach(() => iniciarSesion());
afterEach(resetRoot);

const dato = (termino: string) => screen.getByText(termino, { selector: 'dt' }).nextElementSibling;

describe('Prueba: números', () => {
  it('takes a number typed the Chilean way and shows it formatted es-CL: dot thousands, comma decimals', async () => {
    const { user } = renderRoot('/root/probando-numeros');
    const campo = screen.getByLabelText('Número');
    expect(dato('Valor entregado')).toHaveTextContent('Vacío (null)');
    await user.type(campo, '1234567,891');
    expect(campo).toHaveValue('1.234.567,89');
    expect(campo).toHaveAccessibleDescription(/Se admiten 2 decimales como máximo/);
    expect(dato('Valor entregado')).toHaveTextContent('1234567.89');
    expect(dato('Con formato es-CL')).toHaveTextContent('1.234.567,89');
    expect(dato('Como monto')).toHaveTextContent('$ 1.234.567,89');

    // Without cents the number is rounded.
    await user.selectOptions(screen.getByLabelText('Decimales'), '0');
    expect(screen.getByLabelText('Número')).toHaveValue('1.234.568');
    expect(dato('Valor entregado')).toHaveTextContent('1234568');
    expect(dato('Como monto')).toHaveTextContent('$ 1.234.568');
  });

  it('says why in Spanish: no negatives, and the page\'s own maximum', async () => {
    const { user } = renderRoot('/root/probando-numeros');
    const campo = screen.getByLabelText('Número');
    await user.type(campo, '-5');
    // The sign typed stays in sight (never flipped), and the field says it takes none.
    expect(campo).toHaveValue('-5');
    expect(campo).toHaveAccessibleDescription(/No se admiten valores negativos/);
    await user.click(screen.getByRole('button', { name: 'Vaciar' }));
    expect(dato('Valor entregado')).toHaveTextContent('Vacío (null)');
    await user.type(screen.getByLabelText('Número'), '2000000000');
    expect(screen.getByLabelText('Número')).toHaveAccessibleDescription(/El número debe ser como máximo 1\.000\.000\.000/);
  });
});
