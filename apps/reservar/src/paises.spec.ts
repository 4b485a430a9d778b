import { paisesEnIdioma } from './paises';

// As the catalogue comes from the server: its names in byte order, accents last.
const catalogo = [
  { Id: 1, Nombre: 'Bután', Iso: 'BT' },
  { Id: 2, Nombre: 'Bélgica', Iso: 'BE' },
  { Id: 3, Nombre: 'Myanmar (Birmania)', Iso: 'MM' },
  { Id: 4, Nombre: 'México', Iso: 'MX' },
  { Id: 5, Nombre: 'Perú', Iso: 'PE' },
  { Id: 6, Nombre: 'Países Bajos', Iso: 'NL' },
];

describe('the booking page’s countries', () => {
  it('in Spanish: the catalogue’s names in Spanish alphabetical order, so a Mexican guest finds México before Myanmar, not after it', () => {
    expect(paisesEnIdioma(catalogo, 'es').map((p) => p.Nombre)).toEqual(['Bélgica', 'Bután', 'México', 'Myanmar (Birmania)', 'Países Bajos', 'Perú']);
  });

  it('in English: named by their code, in English order', () => {
    expect(paisesEnIdioma(catalogo, 'en').map((p) => p.Nombre)).toEqual(['Belgium', 'Bhutan', 'Mexico', 'Myanmar (Burma)', 'Netherlands', 'Peru']);
  });
});
