import { areaOf, LANDING_PATH, type AppRoute } from '../../routing/app-routes';
import { Link } from '../../routing/link';

export const PROXIMAMENTE = 'Esta sección estará disponible próximamente.';

/** A signed-in section that no micro-frontend shows yet. */
export function ProximamentePage({ route }: { route: AppRoute }) {
  const area = areaOf(route.path);
  return (
    <section className="pt-soon" aria-labelledby="pt-soon-titulo">
      <div className="pt-app-container">
        {area && <p className="pt-soon__area">{area.label}</p>}
        <h1 id="pt-soon-titulo" className="pt-soon__title">
          {route.title}
        </h1>
        <div className="pt-card pt-soon__card">
          <span className="pt-soon__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
          </span>
          <div>
            <p className="pt-soon__text">{PROXIMAMENTE}</p>
            <p className="pt-soon__hint">Mientras tanto, puede seguir trabajando en las demás secciones del menú.</p>
            {route.path !== LANDING_PATH && (
              <Link href={LANDING_PATH} className="rc-button">
                Ir al calendario
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
