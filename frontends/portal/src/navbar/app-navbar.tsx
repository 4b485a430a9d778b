import { navigate, useCurrentPath } from '@recepcion/ui';
import { session, type Sesion, usePuedeEscribir } from '@recepcion/session';
import { useEffect, useRef, useState } from 'react';
import { openPortalDialog } from '../dialogs/dialog-store';
import { useVariosHoteles } from '../features/cuenta/hoteles/hoteles-api';
import { esCamareria, menuAreas, paginaPorDefecto } from '../routing/app-routes';
import { Brand } from './brand';
import { Dropdown } from './dropdown';
import { SaltarAlContenido } from './saltar-al-contenido';

const USER_MENU = 'pt-menu-usuario';

/**
 * The navbar when signed in: the areas of spec section 2 (Root only for operators; the board
 * alone for Camarería), the hotel's name and the user menu. Below 75rem the areas fold under a
 * "Menú" button.
 */
export function AppNavbar({ sesion }: { sesion: Sesion }) {
  const path = useCurrentPath();
  const headerRef = useRef<HTMLElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const configurado = sesion.estado === 'configurado';
  // The hotel's settings are administration: other user types do not see them (the server refuses them too).
  const administra = usePuedeEscribir('administracion');
  const esOperador = sesion.usuario?.EsOperador ?? false;
  const tipoUsuario = sesion.usuario?.TipoUsuario;
  const areas = configurado ? menuAreas(esOperador, tipoUsuario) : [];
  // Camarería may use the board and its own password only: the API refuses it the invitations.
  const camareria = esCamareria(esOperador, tipoUsuario);
  const hotel = sesion.config?.Nombre ?? '';
  const usuario = sesion.usuario?.Nombre ?? '';
  const variosHoteles = useVariosHoteles(sesion.usuario?.Id);

  // A new page closes the menus.
  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [path]);

  // A click elsewhere closes them too.
  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    const onMouseDown = (event: MouseEvent) => {
      if (headerRef.current?.contains(event.target as Node)) return;
      setOpenMenu(null);
      setMobileOpen(false);
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [openMenu, mobileOpen]);

  const toggle = (id: string) => (open: boolean) => setOpenMenu(open ? id : (current) => (current === id ? null : current));
  const sibling = (index: number) => (direction: -1 | 1) => {
    const count = areas.length;
    const next = buttons.current[(index + direction + count) % count];
    setOpenMenu(null);
    next?.focus();
  };

  const salir = async () => {
    await session.cerrar();
    navigate('/');
  };

  return (
    <header ref={headerRef} className="pt-navbar pt-navbar--app">
      <SaltarAlContenido />
      <div className="pt-navbar__inner">
        <Brand href={configurado ? paginaPorDefecto(esOperador, tipoUsuario) : '/'} />
        {configurado && (
          <button
            type="button"
            className="pt-nav-toggle"
            aria-expanded={mobileOpen}
            aria-controls="pt-app-nav"
            onClick={() => setMobileOpen((open) => !open)}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            Menú
          </button>
        )}
        {configurado && (
          <nav id="pt-app-nav" className={`pt-appnav${mobileOpen ? ' is-open' : ''}`} aria-label="Principal">
            <ul className="pt-menubar">
              {areas.map((area, index) => (
                <Dropdown
                  key={area.label}
                  id={`pt-menu-${index}`}
                  label={area.label}
                  items={area.routes.map((route) => ({ label: route.title, href: route.path }))}
                  open={openMenu === area.label}
                  onOpenChange={toggle(area.label)}
                  onSibling={sibling(index)}
                  active={area.routes.some((route) => route.path === path)}
                  buttonRef={(element) => {
                    buttons.current[index] = element;
                  }}
                />
              ))}
            </ul>
          </nav>
        )}
        <ul className="pt-account">
          <Dropdown
            id={USER_MENU}
            align="end"
            className="pt-account__menu"
            label={
              <span className="pt-account__label">
                <span className="pt-account__hotel">{hotel}</span>{' '}
                <span className="pt-account__user">{usuario}</span>
              </span>
            }
            ariaLabel={`${hotel}, ${usuario}`}
            items={[
              ...(configurado && administra
                ? [
                    { label: 'Hotel', onSelect: () => openPortalDialog({ name: 'hotel' }) },
                    { label: 'Configuración de la empresa', onSelect: () => openPortalDialog({ name: 'configuracion-empresa' }) },
                    { label: 'Empresa', onSelect: () => openPortalDialog({ name: 'empresa' }) },
                  ]
                : []),
              ...(variosHoteles ? [{ label: 'Cambiar de hotel', onSelect: () => openPortalDialog({ name: 'cambiar-hotel' }) }] : []),
              ...(camareria ? [] : [{ label: 'Invitaciones', onSelect: () => openPortalDialog({ name: 'invitaciones' }) }]),
              { label: 'Cambiar contraseña', onSelect: () => openPortalDialog({ name: 'cambiar-contrasena' }) },
              { label: 'Salir', onSelect: () => void salir() },
            ]}
            open={openMenu === USER_MENU}
            onOpenChange={toggle(USER_MENU)}
          />
        </ul>
      </div>
    </header>
  );
}
