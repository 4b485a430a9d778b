import type { ActualizacionEnVivo } from '@recepcion/contracts';
import { ToastHost } from '@recepcion/ui';
import { act, render, screen } from '@testing-library/react';
import { useAvisoListaEspera } from './use-aviso-lista-espera';

type Escucha = (listas: unknown, actualizacion?: ActualizacionEnVivo) => void;

function montar() {
  const escuchas: Escucha[] = [];
  const suscribir = (escucha: Escucha) => {
    escuchas.push(escucha);
    return () => escuchas.splice(escuchas.indexOf(escucha), 1);
  };
  function Portal() {
    useAvisoListaEspera(suscribir);
    return <ToastHost />;
  }
  const vista = render(<Portal />);
  const anunciar = (actualizacion: ActualizacionEnVivo) => act(() => escuchas.forEach((e) => e({}, actualizacion)));
  return { ...vista, anunciar, escuchas };
}

describe('the waiting list’s notice on any page', () => {
  it('says how many entries fit when nights free up, and nothing for other changes', () => {
    const { anunciar, unmount, escuchas } = montar();
    anunciar({ entidad: 'ListaEspera', metodo: 'update', datos: { Disponibles: 2 } });
    expect(screen.getByText('Hay disponibilidad para 2 solicitudes de la lista de espera')).toBeInTheDocument();
    anunciar({ entidad: 'ListaEspera', metodo: 'update', datos: { Disponibles: 1 } });
    expect(screen.getByText('Hay disponibilidad para 1 solicitud de la lista de espera')).toBeInTheDocument();
    // Entries that stopped fitting, an entry saved, another entity: no notice.
    anunciar({ entidad: 'ListaEspera', metodo: 'update', datos: { Disponibles: 0 } });
    anunciar({ entidad: 'ListaEspera', metodo: 'insert', datos: { Id: 4 } });
    anunciar({ entidad: 'Reservas', metodo: 'update', datos: { Disponibles: 3 } });
    expect(screen.queryAllByText(/^Hay disponibilidad para/)).toHaveLength(2);
    unmount();
    expect(escuchas).toHaveLength(0);
  });
});
