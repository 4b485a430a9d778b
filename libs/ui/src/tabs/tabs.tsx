import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  /** The tab's text (Spanish). */
  titulo: string;
  contenido: ReactNode;
  deshabilitada?: boolean;
  /** Marks a section with errors (e.g. a reservation's invalid General tab). */
  invalida?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  ariaLabel: string;
  tabs: readonly Tab[];
  /** The open tab (controlled); without it the component keeps its own. */
  activa?: string;
  onCambio?: (id: string) => void;
  /** Default: the first enabled tab. */
  inicial?: string;
  /** Keep closed panels mounted (hidden), so their forms keep what was typed. Default true. */
  mantenerMontadas?: boolean;
  className?: string;
}

/**
 * An accessible tab list (WAI-ARIA tabs, automatic activation): ArrowLeft/ArrowRight move and
 * open, Home/End go to the ends; only the open tab is in the Tab order.
 */
export function Tabs({ ariaLabel, tabs, activa, onCambio, inicial, mantenerMontadas = true, className }: TabsProps) {
  const base = useId();
  const [propia, setPropia] = useState(() => inicial ?? tabs.find((t) => !t.deshabilitada)?.id ?? '');
  const abierta = activa ?? propia;
  const botones = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  function abrir(id: string) {
    if (activa === undefined) setPropia(id);
    if (id !== abierta) onCambio?.(id);
  }

  function tecla(event: KeyboardEvent<HTMLButtonElement>) {
    const habilitadas = tabs.filter((t) => !t.deshabilitada);
    const actual = habilitadas.findIndex((t) => t.id === abierta);
    const destinos: Record<string, number> = {
      ArrowRight: (actual + 1) % habilitadas.length,
      ArrowLeft: (actual - 1 + habilitadas.length) % habilitadas.length,
      Home: 0,
      End: habilitadas.length - 1,
    };
    const destino = destinos[event.key];
    if (destino === undefined || habilitadas.length === 0) return;
    event.preventDefault();
    const id = habilitadas[destino].id;
    abrir(id);
    botones.current.get(id)?.focus();
  }

  return (
    <div className={`rc-tabs${className ? ` ${className}` : ''}`}>
      <div role="tablist" aria-label={ariaLabel} className="rc-tabs__list">
        {tabs.map((tab) => {
          const seleccionada = tab.id === abierta;
          return (
            <button
              key={tab.id}
              ref={(boton) => {
                if (boton) botones.current.set(tab.id, boton);
                else botones.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={seleccionada}
              aria-controls={panelId(tab.id)}
              aria-invalid={tab.invalida || undefined}
              tabIndex={seleccionada ? 0 : -1}
              disabled={tab.deshabilitada}
              className={`rc-tabs__tab${seleccionada ? ' rc-tabs__tab--active' : ''}${tab.invalida ? ' rc-tabs__tab--invalid' : ''}`}
              onClick={() => abrir(tab.id)}
              onKeyDown={tecla}
            >
              {tab.titulo}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const seleccionada = tab.id === abierta;
        if (!seleccionada && !mantenerMontadas) return null;
        return (
          <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} tabIndex={0} hidden={!seleccionada} className="rc-tabs__panel">
            {tab.contenido}
          </div>
        );
      })}
    </div>
  );
}
