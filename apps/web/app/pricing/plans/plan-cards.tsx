import type { Billing } from '@tablogs/pricing';
import { type FeatureRow, PLANS } from '@tablogs/pricing';
import { Badge, Card, CheckIcon } from '@tablogs/ui';
import { PlanCallToAction } from './plan-call-to-action';
import type { PlanColumn } from './plan-columns';
import { PlanPrice } from './plan-price';

interface PlanCardsProps {
  columns: PlanColumn[];
  features: readonly FeatureRow[];
  billing: Billing;
}

/**
 * The comparison for narrow screens: one card per plan, each listing what it adds to the
 * plan before it ("Everything in Standard, plus:"), so nothing needs side-scrolling.
 */
export function PlanCards({ columns, features, billing }: PlanCardsProps) {
  return (
    <div className="plan-cards">
      {columns.map((column, index) => {
        const previous = index > 0 ? PLANS[index - 1] : undefined;
        const rows = features.filter((row) => row.from === column.plan.id);
        return (
          <Card
            key={column.plan.id}
            as="article"
            variant={column.featured ? 'highlight' : 'outline'}
            className="plan-card"
            aria-labelledby={`plan-card-${column.plan.id}`}
          >
            <header className="plan-card__header">
              <h3 id={`plan-card-${column.plan.id}`} className="plan-card__name">
                {column.plan.name}
              </h3>
              {column.plan.badge ? <Badge>{column.plan.badge}</Badge> : null}
            </header>
            <PlanPrice price={column.price} billing={billing} plan={column.plan.id} />
            {column.note ? <p className="plan-note">{column.note}</p> : null}
            <PlanCallToAction column={column} />
            <p className="plan-card__includes">
              {previous ? `Everything in ${previous.name}, plus:` : 'Includes:'}
            </p>
            <ul className="plan-card__features">
              {rows.map((row) => (
                <li key={row.id}>
                  <CheckIcon aria-hidden="true" />
                  {row.label}
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
    </div>
  );
}
