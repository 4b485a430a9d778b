import { textoDocumento } from '@recepcion/contracts';
import { useSession } from '@recepcion/session';
import { Grid, type GridColumn, ListaEstado, PageHeader, porNombre, TEXTO_EXPORTAR_CSV, toast, ToolbarCrud, useCrudLista } from '@recepcion/ui';
import { useEffect, useState } from 'react';
import type { AreaPageProps } from '../../lib/area-page';
import { useClientes } from './api/buscar-clientes';
import { useEliminarCliente } from './api/eliminar-cliente';
import { ClienteDialog } from './cliente-dialog';
import type { ClienteConDocumento as Cliente } from './documento';
import { MENSAJES } from '../../mensajes';
import { GIRO_AGENCIA, GIRO_EMPRESAS, GIRO_PARTICULAR, giroEnLista } from './giros';

/** Typing waits this long before asking the server (spec section 9: 200 ms). */
export const ESPERA_BUSQUEDA_MS = 200;

const NOMBRE: GridColumn<Cliente> = { title: 'Nombre', data: 'Nombre' };
/** The identity document as 'Pasaporte 12345678'. */
const DOCUMENTO: GridColumn<Cliente> = { title: 'Documento', data: 'NumeroDocumento', formato: (_, c) => textoDocumento(c) };
const RUT: GridColumn<Cliente> = { title: 'Rut', data: 'Rut' };
const CONTACTO: GridColumn<Cliente>[] = [
  { title: 'Ciudad', data: 'Ciudad' },
  { title: 'Email', data: 'Email' },
  { title: 'Teléfono', data: 'Telefono' },
];

/** Spec section 2: individuals show a passport column; the others a tax id and a contact. Every client may have a document. */
const COLUMNAS: Record<number, GridColumn<Cliente>[]> = {
  [GIRO_PARTICULAR]: [NOMBRE, DOCUMENTO, { title: 'Pasaporte', data: 'Pasaporte' }, ...CONTACTO],
  [GIRO_AGENCIA]: [NOMBRE, RUT, DOCUMENTO, { title: 'Contacto', data: 'Contacto' }, ...CONTACTO],
  [GIRO_EMPRESAS]: [NOMBRE, { title: 'Giro', data: 'GiroNombre' }, RUT, DOCUMENTO, { title: 'Contacto', data: 'Contacto' }, ...CONTACTO],
};

export const PAGINAS_CLIENTES: Record<number, { titulo: string; descripcion: string; nuevo: string; vacio: string; comoEmpezar: string; archivo: string }> = {
  [GIRO_PARTICULAR]: {
    titulo: 'Particulares',
    descripcion: 'Las personas que se alojan o reservan por su cuenta; también son los pasajeros.',
    nuevo: 'Nuevo particular',
    vacio: 'Todavía no hay particulares.',
    comoEmpezar: 'Cree uno con «Nuevo particular».',
    archivo: 'clientes-particulares',
  },
  [GIRO_AGENCIA]: {
    titulo: 'Agencias de viaje',
    descripcion: 'Las agencias que reservan para sus pasajeros.',
    nuevo: 'Nueva agencia',
    vacio: 'Todavía no hay agencias de viaje.',
    comoEmpezar: 'Cree una con «Nueva agencia».',
    archivo: 'clientes-agencias',
  },
  [GIRO_EMPRESAS]: {
    titulo: 'Empresas',
    descripcion: 'Hoteles, agencias, transportes, municipalidades y otras empresas.',
    nuevo: 'Nueva empresa',
    vacio: 'Todavía no hay empresas.',
    comoEmpezar: 'Cree una con «Nueva empresa».',
    archivo: 'clientes-empresas',
  },
};

/** Waits `ms` after the last change of `valor`. */
function useDemorado<T>(valor: T, ms: number): T {
  const [demorado, setDemorado] = useState(valor);
  useEffect(() => {
    const timer = setTimeout(() => setDemorado(valor), ms);
    return () => clearTimeout(timer);
  }, [valor, ms]);
  return demorado;
}

/** `/clientes/particulares` (giro 1), `/clientes/agencias-viaje` (3), `/clientes/empresas` (0: every company). */
export function ClientesPage({ hotelId, giro }: AreaPageProps & { giro: number }) {
  const pagina = PAGINAS_CLIENTES[giro];
  const paisHotel = useSession().config?.PaisId ?? null;
  const [texto, setTexto] = useState('');
  const buscado = useDemorado(texto.trim(), ESPERA_BUSQUEDA_MS);
  const lista = useCrudLista({ query: useClientes(hotelId, giro, buscado), eliminar: useEliminarCliente(), ordenar: porNombre });

  const vacio = buscado ? `Ningún cliente coincide con «${buscado}».` : pagina.vacio;

  return (
    <>
      <PageHeader area="Clientes" titulo={pagina.titulo} descripcion={pagina.descripcion} />
      <section className="rc-card" aria-label={`Listado de ${pagina.titulo.toLowerCase()}`}>
        <ToolbarCrud nuevo={pagina.nuevo} {...lista.toolbar}>
          <div className="ms-busqueda" role="search">
            <label className="rc-visually-hidden" htmlFor="ms-buscar-cliente">
              Buscar por nombre
            </label>
            <input
              id="ms-buscar-cliente"
              type="search"
              className="rc-input"
              placeholder="Buscar por nombre…"
              autoComplete="off"
              maxLength={100}
              value={texto}
              onChange={(event) => setTexto(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="rc-button"
            disabled={!(lista.listo && lista.filas.length > 0)}
            onClick={() => lista.gridRef.current?.exportarCsv(pagina.archivo)}
          >
            {TEXTO_EXPORTAR_CSV}
          </button>
        </ToolbarCrud>
        {lista.state.status === 'success' && lista.filas.length > 0 ? (
          <Grid
            ref={lista.gridRef}
            columns={COLUMNAS[giro]}
            data={lista.filas}
            ariaLabel={pagina.titulo}
            onSelect={lista.seleccionar}
            onActivate={(cliente) => void lista.editar(cliente)}
          />
        ) : (
          <ListaEstado state={lista.state} cargando="Cargando clientes…" error="No se pudo cargar la lista de clientes." vacio={vacio} comoEmpezar={buscado ? undefined : pagina.comoEmpezar} onReintentar={lista.refetch} />
        )}
      </section>
      {lista.dialogo && (
        <ClienteDialog
          hotelId={hotelId}
          cliente={lista.dialogo.fila}
          giroInicial={giro === GIRO_EMPRESAS ? null : giro}
          paisInicial={paisHotel}
          onClose={lista.cerrarDialogo}
          onGuardado={(cliente) => {
            lista.cerrarDialogo();
            if (giroEnLista(cliente.GiroId, giro)) lista.guardado(cliente);
            else {
              // Now of another giro: it leaves this list.
              lista.setData((filas) => filas.filter((f) => f.Id !== cliente.Id));
              toast.success(MENSAJES.guardado);
            }
          }}
        />
      )}
    </>
  );
}

export const ParticularesPage = (props: AreaPageProps) => <ClientesPage {...props} giro={GIRO_PARTICULAR} />;
export const AgenciasViajePage = (props: AreaPageProps) => <ClientesPage {...props} giro={GIRO_AGENCIA} />;
export const EmpresasPage = (props: AreaPageProps) => <ClientesPage {...props} giro={GIRO_EMPRESAS} />;
