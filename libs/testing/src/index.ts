export * from './aislamiento';
export * from './cliente-http';
export * from './hoteles-de-prueba';
export * from './reloj';
