import { formatearNumero } from '@recepcion/domain';
import { CrearCuentaBoton } from '../../features/cuenta/registro/crear-cuenta-boton';
import { FAQ, PLANS, type Plan } from './plans';

/** Whole dollars, es-CL grouping (`1.234`). Not Intl: its first number format loads the locale's data, tens of milliseconds on a phone at start-up. */
const usd = (monto: number) => formatearNumero(monto, { decimales: 0 });

export function PricingPage() {
  return (
    <section className="pt-section" aria-labelledby="pt-precios-titulo">
      <div className="pt-container">
        <h1 id="pt-precios-titulo" className="pt-page-title">
          Planes y precios
        </h1>
        <p className="pt-page-lead">
          Elija el plan según el tamaño de su hotel. Precios en dólares estadounidenses (USD) por mes, sin permanencia
          mínima.
        </p>
        <div className="pt-hero__actions pt-precios__acciones">
          <CrearCuentaBoton />
        </div>
        <ul className="pt-plans">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>

        <h2 className="pt-section__title pt-faq__title">Preguntas frecuentes</h2>
        <div className="pt-faq">
          {FAQ.map((item) => (
            <details key={item.question} className="pt-faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li className={`pt-card pt-plan${plan.featured ? ' pt-plan--featured' : ''}`}>
      {plan.featured && <p className="pt-plan__badge">El más elegido</p>}
      <h2 className="pt-plan__name">
        {plan.name}
      </h2>
      <p className="pt-plan__summary">{plan.summary}</p>
      <p className="pt-plan__price">
        <span className="pt-plan__currency">USD</span> <span className="pt-plan__amount">{usd(plan.priceUsd)}</span>{' '}
        <span className="pt-plan__period">al mes</span>
      </p>
      <p className="pt-plan__rooms">{plan.rooms}</p>
      <ul className="pt-plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </li>
  );
}
