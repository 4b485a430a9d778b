import { api } from '@recepcion/api-client';
import { type DestinatarioCorreo, type HotelEliminado, MENSAJES_ROOT as M } from '@recepcion/contracts';
import { alerta, confirmar, PageHeader, TextField, toast } from '@recepcion/ui';
import { type FormEvent, useState } from 'react';
import { AREA_ROOT } from '../../lib/area';

export const TITULO_ELIMINAR = 'Eliminar hotel';

const duenos = () => api.get<DestinatarioCorreo[]>('Correo/GetUsuarios/d');
const eliminarHotel = (correo: string, cantidad: number) => api.get<HotelEliminado>(`Hoteles/EliminarHotelC/${encodeURIComponent(correo)}/${cantidad}`);

/**
 * `/root/eliminar-hotel`: deletes the hotel of an owner's e-mail when the count typed equals its
 * reservations (the global report shows them). The server writes an export first and names it.
 */
export function EliminarHotelPage() {
  const [correo, setCorreo] = useState('');
  const [cantidad, setCantidad] = useState('');
  const [errores, setErrores] = useState<{ correo?: string; cantidad?: string }>({});
  const [resultado, setResultado] = useState<HotelEliminado | null>(null);

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const nuevos = {
      correo: correo.trim() ? undefined : M.coloqueCorreo,
      cantidad: /^\d+$/.test(cantidad.trim()) ? undefined : M.agregeCantidad,
    };
    setErrores(nuevos);
    if (nuevos.correo || nuevos.cantidad) {
      toast.error((nuevos.correo ?? nuevos.cantidad) as string);
      return;
    }
    const hotel = (await duenos()).find((d) => d.Email.toLowerCase() === correo.trim().toLowerCase());
    const nombre = hotel ? `el hotel ${hotel.NombreHotel}` : `el hotel de ${correo.trim()}`;
    if (!(await confirmar(`¿Confirma que desea eliminar ${nombre} y todos sus datos? Antes se guarda una copia en el servidor.`))) return;
    const r = await eliminarHotel(correo.trim(), Number(cantidad));
    setResultado(r);
    setCorreo('');
    setCantidad('');
    await alerta(`${r.Message}. Copia guardada en ${r.Exportacion} (carpeta de datos del servidor).`, TITULO_ELIMINAR);
  };

  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_ELIMINAR} descripcion="Elimina un hotel y todos sus datos. Indique el correo del dueño y la cantidad de reservas del hotel (Informe global de reservas)." />
      <section className="rc-card root-card" aria-label={TITULO_ELIMINAR}>
        <form className="root-filtros" onSubmit={(e) => void enviar(e)}>
          <TextField label="Correo del dueño" type="email" value={correo} error={errores.correo} onChange={(e) => setCorreo(e.target.value)} />
          <TextField label="Cantidad de reservas" inputMode="numeric" value={cantidad} error={errores.cantidad} onChange={(e) => setCantidad(e.target.value)} />
          <button type="submit" className="rc-button rc-button--primary">
            Eliminar
          </button>
        </form>
        {resultado && (
          <p role="status">
            {resultado.Message}. Copia: <code>{resultado.Exportacion}</code>
          </p>
        )}
      </section>
    </>
  );
}
