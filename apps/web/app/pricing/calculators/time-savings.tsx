import { formatCount, hoursSaved, MINUTES_SAVED_PER_LOG } from '@tablogs/pricing';
import { Container, Section } from '@tablogs/ui';

/** Hours TabLogs saves a month at the chosen volume: 30 minutes per log (hoursSaved). */
export function TimeSavings({ logs }: { logs: number }) {
  return (
    <Section tone="muted" spacing="sm" aria-labelledby="time-savings-title">
      <Container className="time-savings">
        <div className="time-savings__copy">
          <p className="tl-eyebrow">Time-savings calculator</p>
          <h2 id="time-savings-title" className="time-savings__title">
            Hours your team gets back
          </h2>
          <p className="tl-muted">
            Logging in the field with TabLogs saves about {MINUTES_SAVED_PER_LOG} minutes per log on
            transcription, checking and drafting. Move the slider above to change the volume.
          </p>
        </div>
        <output className="time-savings__result" aria-live="polite">
          <span className="time-savings__hours" data-testid="hours-saved">
            {formatCount(hoursSaved(logs))}
          </span>
          <span className="time-savings__unit">hours saved per month</span>
          <span className="time-savings__basis">
            at {formatCount(logs)} logs × {MINUTES_SAVED_PER_LOG} minutes
          </span>
        </output>
      </Container>
    </Section>
  );
}
