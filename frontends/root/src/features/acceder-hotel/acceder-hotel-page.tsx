import { api } from '@recepcion/api-client';
import { type AuditoriaAccesoFila, MENSAJES_ROOT as M } from '@recepcion/contracts';
import { Grid, type GridColumn, ListaEstado, PageHeader, TextField, useQuery } from '@recepcion/ui';
import { type FormEvent, useState } from 'react';
import { accederComoHotel, volverAMiHotel } from '../../lib/acceso';
import { AREA_ROOT, fechaHora } from '../../lib/area';

export const TITULO_ACCEDER = 'Acceder como hotel';

const getAuditoria = (signal: AbortSignal) => api.get<AuditoriaAccesoFila[]>('Root/Auditoria', { signal });

const COLUMNAS: readonly GridColumn<AuditoriaAccesoFila>[] = [
  { title: 'Fecha', data: 'Fecha', width: 140, formato: (v) => fechaHora(v as string) },
  { title: 'Operador', data: 'Usuario', width: 220 },
  { title: 'Acción', data: 'Accion', width: 90, formato: (v) => (v === 'volver' ? 'Volvió' : 'Accedió') },
  { title: 'Hotel', data: 'HotelId', type: 'numero', decimales: 0, width: 80 },
  { title: 'Nombre del hotel', data: 'NombreHotel', width: 220 },
  { title: 'Dirección', data: 'Direccion', width: 130 },
];

/** `/root/acceder-hotel`: support access to a hotel by its id (IDCM), and the audit log of every switch. */
export function AccederHotelPage() {
  const [hotel, setHotel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const auditoria = useQuery('Root/Auditoria', getAuditoria);

  const acceder = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d+$/.test(hotel.trim()) || Number(hotel) < 1) {
      setError(M.hotelNoValido);
      return;
    }
    setError(null);
    await accederComoHotel(Number(hotel), String(Number(hotel)));
  };

  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_ACCEDER} descripcion="Para dar soporte: su sesión trabaja como el hotel elegido hasta que vuelva a su hotel. Cada cambio queda registrado." />
      <section className="rc-card root-card" aria-label="Acceder">
        <form className="root-filtros" onSubmit={(e) => void acceder(e)}>
          <TextField label="Hotel (IDCM)" inputMode="numeric" value={hotel} error={error} onChange={(e) => setHotel(e.target.value)} />
          <button type="submit" className="rc-button rc-button--primary">
            Acceder
          </button>
          <button type="button" className="rc-button" onClick={() => void volverAMiHotel()}>
            Volver a mi hotel
          </button>
        </form>
      </section>
      <section className="rc-card root-card" aria-label="Registro de accesos">
        {auditoria.state.status === 'success' ? (
          <Grid columns={COLUMNAS} data={auditoria.state.data} ariaLabel="Registro de accesos" sinDatos="Nadie accedió como otro hotel todavía." height={400} />
        ) : (
          <ListaEstado state={auditoria.state} cargando="Cargando…" error="No se pudo leer el registro." vacio="" onReintentar={auditoria.refetch} />
        )}
      </section>
    </>
  );
}
