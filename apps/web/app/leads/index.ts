// The lead-capture sections other pages compose; their forms are islands (islands/island.tsx).
export { GetStartedSection } from './get-started-section';
export { NewsletterSection } from './newsletter-section';
