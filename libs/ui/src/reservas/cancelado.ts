import { MENSAJES_RESERVAS } from '@recepcion/contracts';
import { toast } from '../toast/toast-store';

/**
 * A cancel action given up: the user closed the question it asks (the reason of a cancellation)
 * without answering, and nothing changed. Spec section 8 lists 'Cancelado' among the success toasts.
 */
export function avisarCancelado(): void {
  toast.success(MENSAJES_RESERVAS.cancelado);
}
