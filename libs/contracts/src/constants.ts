/** Business constants of spec section 9. */
export const VERSION_CLIENTE = '1.7.6';
export const PRODUCTO_NOMBRE = 'Recepción';
export const PRODUCTO_TITULO = 'Recepción: reservas y gestión hotelera en línea';
