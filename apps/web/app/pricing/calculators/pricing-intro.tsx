/** The page's h1 and lead, above the calculator. */
export function PricingIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="pricing-intro">
      <p className="tl-eyebrow">Pricing</p>
      <h1 className="pricing-intro__title">{title}</h1>
      <p className="tl-lead">{lead}</p>
    </header>
  );
}
