import { act } from '@testing-library/react';
import { renderArea, resetArea, signIn } from '../../test/render-area';

afterEach(resetArea);

describe('leaving the area', () => {
  it('leaves a path of another area alone while single-spa unmounts it (no redirect home)', async () => {
    signIn();
    renderArea('/configuracion/cargos');
    await act(async () => {
      window.history.pushState(null, '', '/root/Datos');
      window.dispatchEvent(new PopStateEvent('popstate'));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(window.location.pathname).toBe('/root/Datos');
  });
});
