/**
 * The id of every page's `<main>`, whichever micro-frontend draws it: the portal's "Saltar al
 * contenido" link targets it on every page.
 */
export const ID_CONTENIDO = 'contenido';
