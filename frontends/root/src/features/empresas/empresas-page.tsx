import { api } from '@recepcion/api-client';
import { type EmpresaRoot, type FilasAfectadas, MENSAJES_ROOT as M } from '@recepcion/contracts';
import { confirmar, Grid, type GridColumn, PageHeader, TextField, toast } from '@recepcion/ui';
import { type FormEvent, useState } from 'react';
import { AREA_ROOT, fechaHora } from '../../lib/area';

export const TITULO_EMPRESAS = 'Empresas';

const buscarEmpresas = (texto: string) => api.post<EmpresaRoot[]>('Empresas/buscar', { texto });
const crearEmpresa = (idcm: number) => api.get<FilasAfectadas>(`Empresas/Create/${idcm}`);

type Fila = EmpresaRoot & { PaisNombre: string; HotelesTexto: string };

const COLUMNAS: readonly GridColumn<Fila>[] = [
  { title: 'Id', data: 'Id', type: 'numero', decimales: 0, width: 70 },
  { title: 'Nombre', data: 'Nombre', width: 220 },
  { title: 'Hoteles (IDCM)', data: 'HotelesTexto', width: 220 },
  { title: 'Ciudad', data: 'Ciudad', width: 130 },
  { title: 'País', data: 'PaisNombre', width: 110 },
  { title: 'Teléfono', data: 'Telefono1', width: 120 },
  { title: 'Contacto', data: 'PersonaContacto', width: 140 },
  { title: 'Tope de reservas', data: 'TopeReservas', type: 'numero', decimales: 0, width: 130 },
  { title: 'Tope vigentes', data: 'TopeReservasVigentes', type: 'numero', decimales: 0, width: 120 },
  { title: 'Registro', data: 'sFechaRegistro', width: 140, formato: (v) => fechaHora(v as string) },
];

/** `/root/Empresas`: companies by name (case and accents ignored), and a company of its own for a hotel. */
export function EmpresasPage() {
  const [texto, setTexto] = useState('');
  const [filas, setFilas] = useState<Fila[] | null>(null);
  const [idcm, setIdcm] = useState('');
  const [errorIdcm, setErrorIdcm] = useState<string | null>(null);

  const buscar = async (e?: FormEvent) => {
    e?.preventDefault();
    const empresas = await buscarEmpresas(texto);
    setFilas(empresas.map((x) => ({ ...x, PaisNombre: x.pais?.Nombre ?? '', HotelesTexto: x.Hoteles.map((h) => `${h.Nombre} (${h.Id})`).join(', ') })));
  };

  const crear = async (e: FormEvent) => {
    e.preventDefault();
    const id = Number(idcm);
    if (!/^\d+$/.test(idcm.trim()) || id < 1) {
      setErrorIdcm(M.idcmNoValido);
      return;
    }
    setErrorIdcm(null);
    if (!(await confirmar(`¿Desea ${M.crearEmpresa} para el hotel ${id}?`))) return;
    const { filas: n } = await crearEmpresa(id);
    toast.success(M.filasAfectadas(n));
    if (filas) await buscar();
  };

  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_EMPRESAS} descripcion="Las empresas dueñas de los hoteles. Un hotel que comparte empresa puede tener una propia." />
      <section className="rc-card root-card" aria-label="Buscar empresas">
        <form className="root-filtros" onSubmit={(e) => void buscar(e)}>
          <TextField label="Nombre de la empresa" value={texto} onChange={(e) => setTexto(e.target.value)} />
          <button type="submit" className="rc-button rc-button--primary">
            Buscar
          </button>
        </form>
        {filas && (filas.length ? <Grid columns={COLUMNAS} data={filas} ariaLabel={TITULO_EMPRESAS} exportarCsv="empresas.csv" /> : <p>No hay empresas con ese nombre.</p>)}
      </section>
      <section className="rc-card root-card" aria-label="Crear empresa">
        <form className="root-filtros" onSubmit={(e) => void crear(e)}>
          <TextField label="Hotel (IDCM)" inputMode="numeric" value={idcm} error={errorIdcm} onChange={(e) => setIdcm(e.target.value)} />
          <button type="submit" className="rc-button">
            Crear empresa
          </button>
        </form>
      </section>
    </>
  );
}
