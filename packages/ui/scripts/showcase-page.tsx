import { SkipLink, type Theme } from '../src/index';
import { Clients, Explorer, Hero, Stats, SwitchNow } from './showcase-content';
import { ContactForm, Faq, Pricing } from './showcase-controls';
import { ShowcaseHeader } from './showcase-header';

/** Every component of the design system on one page, laid out like the marketing site. */
export function ShowcasePage({ theme }: { theme: Theme }) {
  return (
    <>
      <SkipLink />
      <ShowcaseHeader theme={theme} />
      <main id="main">
        <Hero />
        <Stats />
        <Explorer />
        <Pricing />
        <SwitchNow />
        <Clients />
        <Faq />
        <ContactForm />
      </main>
    </>
  );
}
