import './estilos.css';
import { iniciar } from './app';

void iniciar({ raiz: document.body, ruta: location.pathname });
