export * from './live.module';
export * from './configurar-canal';
export { LiveGateway } from './live.gateway';
export { PruebasGateway } from './pruebas.gateway';
export { AVISO_EN_VIVO, type CambioEnVivo } from './difundir-cambio-en-vivo.handler';
export { AVISO_SESIONES_EN_VIVO, type CambioDeSesiones } from './avisar-sesiones-en-vivo.handler';
