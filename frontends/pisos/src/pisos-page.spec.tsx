import { render, screen } from '@testing-library/react';
import { PisosPage, TITULO_PISOS } from './pisos-page';

describe('PisosPage', () => {
  it('shows its heading and names the document after it', () => {
    render(<PisosPage />);
    expect(screen.getByRole('heading', { level: 1, name: TITULO_PISOS })).toBeInTheDocument();
    expect(document.title).toBe(`${TITULO_PISOS} - recepcion.app`);
  });
});
