import { api } from '@recepcion/api-client';
import { coincidePorPalabras } from '@recepcion/domain';
import { Autocomplete, type ItemAutocomplete, PageHeader } from '@recepcion/ui';
import { useState } from 'react';
import { AREA_ROOT } from '../../lib/area';

export const TITULO_PROBANDO_AUTOCOMPLETAR = 'Prueba: autocompletar';

/** A fixed list, filtered in the browser. */
export const PAISES_MUESTRA: readonly ItemAutocomplete[] = [
  { Id: 1, Nombre: 'Argentina' },
  { Id: 2, Nombre: 'Bolivia' },
  { Id: 3, Nombre: 'Brasil' },
  { Id: 4, Nombre: 'Chile' },
  { Id: 5, Nombre: 'Colombia' },
  { Id: 6, Nombre: 'Costa Rica' },
  { Id: 7, Nombre: 'España' },
  { Id: 8, Nombre: 'Estados Unidos' },
  { Id: 9, Nombre: 'México' },
  { Id: 10, Nombre: 'Perú' },
  { Id: 11, Nombre: 'República Dominicana' },
  { Id: 12, Nombre: 'Uruguay' },
];

/** Guests of a pretend server, searched with a delay. */
export const PASAJEROS_MUESTRA: readonly ItemAutocomplete[] = [
  { Id: 21, Nombre: 'Ana Pérez Soto' },
  { Id: 22, Nombre: 'Álvaro Núñez' },
  { Id: 23, Nombre: 'José Ignacio Muñoz' },
  { Id: 24, Nombre: 'María José Araya' },
  { Id: 25, Nombre: 'Íñigo Ñúñez' },
  { Id: 26, Nombre: 'Sofía Peña' },
];

/** How long the pretend server takes to answer. */
export const ESPERA_SIMULADA_MS = 150;

function buscarSimulado(texto: string): Promise<ItemAutocomplete[]> {
  return new Promise((resolve) => setTimeout(() => resolve(PASAJEROS_MUESTRA.filter((p) => coincidePorPalabras(texto, p.Nombre))), ESPERA_SIMULADA_MS));
}

/** `POST /api/Autocomplete/Clientes` {texto}: the session hotel's clients whose name has words starting so. */
const buscarClientes = (texto: string) => api.post<ItemAutocomplete[]>('Autocomplete/Clientes', { texto });

const elegido = (item: ItemAutocomplete | null) => (item ? `${item.Nombre} (Id ${item.Id})` : 'Nada elegido');

/**
 * `/root/probando-autocompletar`: libs/ui's Autocomplete three ways: a fixed list, a pretend server
 * with a delay, and the session hotel's clients on the real server. Each says what it chose.
 */
export function ProbandoAutocompletarPage() {
  const [pais, setPais] = useState<ItemAutocomplete | null>(null);
  const [pasajero, setPasajero] = useState<ItemAutocomplete | null>(null);
  const [cliente, setCliente] = useState<ItemAutocomplete | null>(null);
  const [busquedas, setBusquedas] = useState<string[]>([]);

  return (
    <>
      <PageHeader
        area={AREA_ROOT}
        titulo={TITULO_PROBANDO_AUTOCOMPLETAR}
        descripcion="El autocompletar del kit: sin mayúsculas ni tildes, por comienzo de palabra; flechas para moverse, Enter para elegir, Escape para cerrar y, otra vez, para borrar."
      />
      <section className="rc-card root-card" aria-label="Autocompletar de muestra">
        <div className="root-filtros">
          <Autocomplete<ItemAutocomplete> label="País (lista fija)" opciones={PAISES_MUESTRA} value={pais} onChange={setPais} placeholder="Escriba una letra" />
          <Autocomplete<ItemAutocomplete>
            label="Pasajero (búsqueda simulada)"
            buscar={(texto) => {
              setBusquedas((b) => [...b, texto]);
              return buscarSimulado(texto);
            }}
            value={pasajero}
            onChange={setPasajero}
            placeholder="Escriba al menos 2 letras"
          />
          <Autocomplete<ItemAutocomplete> label="Cliente del hotel (servidor)" buscar={buscarClientes} value={cliente} onChange={setCliente} placeholder="Escriba al menos 2 letras" />
        </div>
      </section>
      <section className="rc-card root-card" aria-label="Lo que eligió cada autocompletar">
        <h2 className="root-subtitulo">Lo que eligió cada autocompletar</h2>
        <dl className="root-datos">
          <dt>País</dt>
          <dd>{elegido(pais)}</dd>
          <dt>Pasajero</dt>
          <dd>{elegido(pasajero)}</dd>
          <dt>Búsquedas simuladas</dt>
          <dd>{busquedas.length ? `${busquedas.length}, la última: «${busquedas[busquedas.length - 1]}»` : 'Ninguna'}</dd>
          <dt>Cliente</dt>
          <dd>{elegido(cliente)}</dd>
        </dl>
      </section>
    </>
  );
}
