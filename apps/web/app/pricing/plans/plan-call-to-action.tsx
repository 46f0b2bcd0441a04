import { ButtonLink } from '@tablogs/ui';
import type { PlanColumn } from './plan-columns';

/** The plan's button: the free trial on this page, or the contact page for Enterprise. */
export function PlanCallToAction({ column }: { column: PlanColumn }) {
  const { cta, plan } = column;
  const variant = cta.primary ? 'primary' : 'secondary';
  return (
    <ButtonLink asChild variant={variant} fullWidth aria-label={`${cta.label}: ${plan.name}`}>
      <a href={cta.href}>{cta.label}</a>
    </ButtonLink>
  );
}
