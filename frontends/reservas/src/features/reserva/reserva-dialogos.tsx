import { usePuedeEscribir } from '@recepcion/session';
import { MENSAJE_SOLO_LECTURA, navigate, toast } from '@recepcion/ui';
import { conDialogoReserva, type DialogoReserva, leerDialogoReserva, sinDialogoReserva } from '@recepcion/contracts';
import { useCallback, useEffect, useState } from 'react';
import { EstadoCuentaReserva } from './estado-cuenta/estado-cuenta-pagina';
import { esMovil } from './comun/estados';
import { NuevaReservaWizard } from './asistente/nueva-reserva-wizard';
import { ReservaEditor } from './editor/reserva-editor';
import { ReservaMovil } from './movil/reserva-movil';

/** The address's query, followed through popstate (single-spa announces every navigation so). */
function useBusqueda(): [string, (search: string, opciones?: { replace?: boolean }) => void] {
  const [search, setSearch] = useState(() => window.location.search);
  useEffect(() => {
    const leer = () => setSearch(window.location.search);
    window.addEventListener('popstate', leer);
    return () => window.removeEventListener('popstate', leer);
  }, []);
  const ir = useCallback((nuevo: string, { replace = false } = {}) => {
    navigate(`${window.location.pathname}${nuevo}${window.location.hash}`, { replace });
    setSearch(window.location.search);
  }, []);
  return [search, ir];
}

/**
 * Hosts the reservation dialogs the address names (libs/contracts dialogos-reserva): the edit
 * modal (on a mobile user agent, the read-only view), the account statement and the wizard.
 * Closing one removes its parameters from the address.
 */
export function ReservaDialogos({ hotelId, userAgent = navigator.userAgent }: { hotelId: number; userAgent?: string }) {
  const [search, ir] = useBusqueda();
  const dialogo = leerDialogoReserva(search);
  const cerrar = useCallback(() => ir(sinDialogoReserva(window.location.search), { replace: true }), [ir]);
  const abrir = useCallback((d: DialogoReserva, replace = false) => ir(conDialogoReserva(window.location.search, d), { replace }), [ir]);
  // A user who may not create reservations reaching the wizard by its address gets no wizard.
  const puedeCrear = usePuedeEscribir('recepcion');
  const wizardNegado = dialogo?.tipo === 'nueva' && !puedeCrear;
  useEffect(() => {
    if (!wizardNegado) return;
    toast.warning(MENSAJE_SOLO_LECTURA);
    cerrar();
  }, [wizardNegado, cerrar]);

  if (!dialogo || wizardNegado) return null;
  switch (dialogo.tipo) {
    case 'editar':
      return esMovil(userAgent) ? (
        <ReservaMovil key={`m${hotelId}-${dialogo.reservaId}`} reservaId={dialogo.reservaId} onClose={cerrar} />
      ) : (
        <ReservaEditor
          key={`e${hotelId}-${dialogo.reservaId}`}
          reservaId={dialogo.reservaId}
          pestana={dialogo.pestana ?? 'General'}
          onPestana={(pestana) => abrir({ tipo: 'editar', reservaId: dialogo.reservaId, pestana }, true)}
          onClose={cerrar}
        />
      );
    case 'estado-cuenta':
      return <EstadoCuentaReserva key={`c${hotelId}-${dialogo.reservaId}`} reservaId={dialogo.reservaId} onClose={cerrar} />;
    case 'nueva':
      return (
        <NuevaReservaWizard
          key={`n${hotelId}-${search}`}
          pedido={dialogo}
          onClose={cerrar}
          onCreada={(reserva) => abrir({ tipo: 'editar', reservaId: reserva.Id }, true)}
        />
      );
  }
}
