import { coincidePorPalabras, normalizarTexto } from './texto';

describe('normalizarTexto', () => {
  it('drops case and accents', () => {
    expect(normalizarTexto('José PÉREZ Muñoz')).toBe('jose perez munoz');
  });
});

describe('coincidePorPalabras', () => {
  it('matches every typed word at the start of a word, ignoring case and accents', () => {
    expect(coincidePorPalabras('jose', 'José Pérez')).toBe(true);
    expect(coincidePorPalabras('PER jo', 'José Pérez')).toBe(true);
    expect(coincidePorPalabras('pérez', 'jose perez')).toBe(true);
  });

  it('does not match inside a word or with a missing word', () => {
    expect(coincidePorPalabras('ose', 'José Pérez')).toBe(false);
    expect(coincidePorPalabras('jose g', 'José Pérez')).toBe(false);
    expect(coincidePorPalabras('  ', 'José Pérez')).toBe(false);
  });
});
