import { SelectField, TextField, toast } from '@recepcion/ui';
import { useState } from 'react';
import { crearCliente } from './api/crear-cliente';
import { PAIS_CON_CIUDAD } from './estados';
import { type ItemLista, useLista } from './listas';
import { MENSAJES } from './mensajes';
import type { ItemNombre } from './tipos';

/**
 * "Nuevo cliente" / "Nuevo pasajero": a name and a country (and a city for Chile), created at
 * once as a client of `giroId` (1, an individual, for guests).
 */
export function ClienteRapido({ sujeto, giroId, paisInicial, onCreado }: { sujeto: 'cliente' | 'pasajero'; giroId: number; paisInicial: number; onCreado: (cliente: ItemNombre) => void }) {
  const paises = useLista<ItemLista>('Paises');
  const [nombre, setNombre] = useState('');
  const [paisId, setPaisId] = useState(paisInicial);
  const [ciudad, setCiudad] = useState('');
  const [errores, setErrores] = useState<{ nombre?: string; ciudad?: string }>({});
  const [creando, setCreando] = useState(false);

  const crear = async () => {
    const e: { nombre?: string; ciudad?: string } = {};
    if (!nombre.trim()) e.nombre = MENSAJES.ingreseNombre;
    if (paisId === PAIS_CON_CIUDAD && !ciudad.trim()) e.ciudad = MENSAJES.ingreseCiudad;
    setErrores(e);
    if (Object.keys(e).length > 0 || creando) return;
    setCreando(true);
    try {
      const creado = await crearCliente({ Nombre: nombre.trim(), GiroId: giroId, PaisId: paisId, ...(ciudad.trim() ? { Ciudad: ciudad.trim() } : {}) });
      toast.success(MENSAJES.guardado);
      onCreado({ Id: creado.Id, Nombre: creado.Nombre });
    } catch {
      // The API client has shown the error.
    } finally {
      setCreando(false);
    }
  };

  const opcionesPais = paises.length > 0 ? paises.map((p) => ({ value: p.Id, label: p.Nombre })) : [{ value: paisInicial, label: paisInicial === PAIS_CON_CIUDAD ? 'Chile' : String(paisInicial) }];

  return (
    <fieldset className="rs-cliente-rapido">
      <legend>Nuevo {sujeto}</legend>
      <TextField label={`Nombre del ${sujeto}`} value={nombre} error={errores.nombre} onChange={(e) => setNombre(e.target.value)} />
      <div className="rs-fila">
        <SelectField label="País" value={paisId} options={opcionesPais} onChange={(e) => setPaisId(Number(e.target.value))} />
        {paisId === PAIS_CON_CIUDAD && <TextField label="Ciudad" value={ciudad} error={errores.ciudad} onChange={(e) => setCiudad(e.target.value)} />}
      </div>
      <button type="button" className="rc-button" onClick={() => void crear()} aria-busy={creando || undefined}>
        Crear {sujeto}
      </button>
    </fieldset>
  );
}
