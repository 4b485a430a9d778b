import { readCookie } from '@recepcion/api-client';
import { PageHeader, TextField, toast } from '@recepcion/ui';
import { type FormEvent, useState } from 'react';
import { AREA_ROOT } from '../../lib/area';

export const TITULO_COOKIE = 'Variables de la cookie';
export const SE_APLICO = 'Se aplico las variables';

/**
 * `/root/Cookie`: the login-cookie variables of this browser (h hotel, u user, m remember-me). They
 * are for the UI only: the server never takes them as proof (to work as another hotel, use
 * "Acceder como hotel"). Applying them sets them for this browser.
 */
export function CookiePage() {
  const [valores, setValores] = useState({ h: readCookie('h') ?? '', u: readCookie('u') ?? '', m: readCookie('m') ?? '' });
  const aplicar = (e: FormEvent) => {
    e.preventDefault();
    for (const [nombre, valor] of Object.entries(valores)) {
      document.cookie = valor.trim() ? `${nombre}=${encodeURIComponent(valor.trim())}; path=/; samesite=lax` : `${nombre}=; path=/; max-age=0`;
    }
    toast.success(SE_APLICO);
  };
  return (
    <>
      <PageHeader area={AREA_ROOT} titulo={TITULO_COOKIE} descripcion="Las variables de la cookie de ingreso de este navegador. Solo las usa la interfaz: el servidor no las toma como prueba." />
      <section className="rc-card root-card" aria-label={TITULO_COOKIE}>
        <form className="root-filtros" onSubmit={aplicar}>
          <TextField label="h (hotel)" inputMode="numeric" value={valores.h} onChange={(e) => setValores({ ...valores, h: e.target.value })} />
          <TextField label="u (usuario)" inputMode="numeric" value={valores.u} onChange={(e) => setValores({ ...valores, u: e.target.value })} />
          <TextField label="m (recordar)" value={valores.m} onChange={(e) => setValores({ ...valores, m: e.target.value })} />
          <button type="submit" className="rc-button rc-button--primary">
            Aplicar
          </button>
        </form>
      </section>
    </>
  );
}
