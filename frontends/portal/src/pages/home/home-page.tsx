import { PRODUCTO_TITULO } from '@recepcion/contracts';
import type { MouseEvent } from 'react';
import { CrearCuentaBoton } from '../../features/cuenta/registro/crear-cuenta-boton';
import { Link } from '../../routing/link';
import { FeatureIcon } from './feature-icon';
import { FEATURES, HIGHLIGHTS } from './features';

export function HomePage() {
  return (
    <>
      <section className="pt-hero" aria-labelledby="pt-home-titulo">
        <div className="pt-container">
          <h1 id="pt-home-titulo" className="pt-hero__title">
            {PRODUCTO_TITULO}
          </h1>
          <p className="pt-hero__lead">
            El sistema de reservas y gestión para hoteles, hostales y cabañas: ocupación, tarifas, clientes, caja e
            informes en un solo lugar, desde cualquier navegador.
          </p>
          <div className="pt-hero__actions">
            <CrearCuentaBoton />
            <Link href="/precios" className="rc-button pt-button-large">
              Ver planes y precios
            </Link>
            <a href="#pt-funciones" className="rc-button pt-button-large" onClick={scrollToFeatures}>
              Conocer las funciones
            </a>
          </div>
        </div>
      </section>

      <section id="pt-funciones" className="pt-section" aria-labelledby="pt-funciones-titulo" tabIndex={-1}>
        <div className="pt-container">
          <h2 id="pt-funciones-titulo" className="pt-section__title">
            Todo lo que su recepción necesita
          </h2>
          <ul className="pt-features">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="pt-card pt-feature">
                <span className="pt-feature__icon">
                  <FeatureIcon name={feature.icon} />
                </span>
                <h3 className="pt-feature__title">{feature.title}</h3>
                <p className="pt-feature__text">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pt-section pt-section--soft" aria-labelledby="pt-por-que-titulo">
        <div className="pt-container pt-split">
          <h2 id="pt-por-que-titulo" className="pt-section__title">
            Pensado para el trabajo diario de la recepción
          </h2>
          <ul className="pt-checklist">
            {HIGHLIGHTS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** The in-page link moves focus to the features without touching the URL (single-spa routes on it). */
function scrollToFeatures(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('pt-funciones');
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}
