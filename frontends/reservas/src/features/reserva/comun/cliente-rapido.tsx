import { type DocumentoCliente, LARGO_MAXIMO_NUMERO_DOCUMENTO, TIPOS_DOCUMENTO, type TipoDocumento, validarDocumento } from '@recepcion/contracts';
import { SelectField, TextField, toast } from '@recepcion/ui';
import { useState } from 'react';
import { crearCliente, type NuevoCliente } from './api/crear-cliente';
import { PAIS_CON_CIUDAD } from './estados';
import { type ItemLista, useLista } from './listas';
import { MENSAJES } from './mensajes';
import type { ItemNombre } from './tipos';

/** The new client, with the document it was given. */
export type ClienteCreado = ItemNombre & DocumentoCliente;

type Errores = { nombre?: string; ciudad?: string; TipoDocumento?: string; NumeroDocumento?: string };

const OPCIONES_TIPO_DOCUMENTO = TIPOS_DOCUMENTO.map((t) => ({ value: t.Codigo, label: t.Nombre }));

/**
 * "Nuevo cliente" / "Nuevo pasajero": a name and a country (and a city for Chile), and optionally
 * an identity document (type and number together, libs/contracts' rules), created at once as a
 * client of `giroId` (1, an individual, for guests).
 */
export function ClienteRapido({
  sujeto,
  giroId,
  paisInicial,
  nombreInicial = '',
  onCreado,
}: {
  sujeto: 'cliente' | 'pasajero';
  giroId: number;
  paisInicial: number;
  /** What was typed in the search that found nobody. */
  nombreInicial?: string;
  onCreado: (cliente: ClienteCreado) => void;
}) {
  const paises = useLista<ItemLista>('Paises');
  const [nombre, setNombre] = useState(nombreInicial);
  const [paisId, setPaisId] = useState(paisInicial);
  const [ciudad, setCiudad] = useState('');
  const [tipoDocumento, setTipoDocumento] = useState('');
  const [numeroDocumento, setNumeroDocumento] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const [creando, setCreando] = useState(false);

  const crear = async () => {
    const e: Errores = validarDocumento(tipoDocumento, numeroDocumento);
    if (!nombre.trim()) e.nombre = MENSAJES.ingreseNombre;
    if (paisId === PAIS_CON_CIUDAD && !ciudad.trim()) e.ciudad = MENSAJES.ingreseCiudad;
    setErrores(e);
    if (Object.keys(e).length > 0 || creando) return;
    setCreando(true);
    try {
      // Validated above: both given or neither.
      const documento: DocumentoCliente = tipoDocumento ? { TipoDocumento: tipoDocumento as TipoDocumento, NumeroDocumento: numeroDocumento.trim() } : { TipoDocumento: null, NumeroDocumento: null };
      const cuerpo: NuevoCliente & Partial<DocumentoCliente> = {
        Nombre: nombre.trim(),
        GiroId: giroId,
        PaisId: paisId,
        ...(ciudad.trim() ? { Ciudad: ciudad.trim() } : {}),
        ...(documento.TipoDocumento ? documento : {}),
      };
      const creado = await crearCliente(cuerpo);
      toast.success(MENSAJES.guardado);
      onCreado({ Id: creado.Id, Nombre: creado.Nombre, ...documento });
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
        {/* Every country has cities; only Chile's is required (spec section 5). */}
        <TextField label="Ciudad" required={paisId === PAIS_CON_CIUDAD} value={ciudad} error={errores.ciudad} onChange={(e) => setCiudad(e.target.value)} />
      </div>
      <div className="rs-fila">
        <SelectField
          label="Tipo de documento"
          placeholder="Sin documento"
          options={OPCIONES_TIPO_DOCUMENTO}
          value={tipoDocumento}
          error={errores.TipoDocumento}
          onChange={(e) => setTipoDocumento(e.target.value)}
        />
        <TextField
          label="Número de documento"
          required={Boolean(tipoDocumento)}
          autoComplete="off"
          maxLength={LARGO_MAXIMO_NUMERO_DOCUMENTO}
          value={numeroDocumento}
          error={errores.NumeroDocumento}
          onChange={(e) => setNumeroDocumento(e.target.value)}
        />
      </div>
      <button type="button" className="rc-button" onClick={() => void crear()} aria-busy={creando || undefined}>
        Crear {sujeto}
      </button>
    </fieldset>
  );
}
