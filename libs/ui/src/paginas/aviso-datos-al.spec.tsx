import { act, render, screen } from '@testing-library/react';
import { AvisoDatosAl } from './aviso-datos-al';

/** A stand-in for api-client's onDatosAl: the test says what each answer carried. */
function canal() {
  const oyentes = new Set<(a: { ruta: string; al: string | null }) => void>();
  return {
    escuchar: (oyente: (a: { ruta: string; al: string | null }) => void) => {
      oyentes.add(oyente);
      return () => oyentes.delete(oyente);
    },
    responder: (ruta: string, al: string | null) => act(() => oyentes.forEach((o) => o({ ruta, al }))),
  };
}

describe('AvisoDatosAl', () => {
  it('says «Datos al dd-MM-yyyy HH:mm:ss» (browser time) while the screen\'s reads come from a standby behind, and goes when one comes back current', () => {
    const { escuchar, responder } = canal();
    render(<AvisoDatosAl escuchar={escuchar} rutas={['Informes/']} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const al = new Date(2026, 10, 27, 9, 5, 7);
    responder('Informes/InfEstados/2026-11-27', al.toISOString());
    expect(screen.getByRole('status')).toHaveTextContent('Datos al 27-11-2026 09:05:07');
    // Another screen's read says nothing about this one's data.
    responder('Habitaciones', null);
    expect(screen.getByRole('status')).toHaveTextContent('Datos al 27-11-2026 09:05:07');
    responder('Informes/InfEstados/2026-11-27', null);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
