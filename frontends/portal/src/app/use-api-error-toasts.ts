import { onApiError } from '@recepcion/api-client';
import { toast } from '@recepcion/ui';
import { useEffect } from 'react';

/** Every error the API client reports is shown as an error toast (the client may not import the UI kit). */
export function useApiErrorToasts(): void {
  useEffect(() => onApiError((error) => void toast.error(error.mensaje)), []);
}
