// The lead-capture sections other pages compose; their forms are islands (islands/island.tsx).
export { GetStartedSection } from './sections/get-started-section';
export { NewsletterSection } from './sections/newsletter-section';
