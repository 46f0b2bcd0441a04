import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FeatureCard } from './feature-card';

const features = [
  { id: 'field_logging', title: 'Field logging', text: 'Log boreholes on a tablet.' },
  { id: 'reports', title: 'Reports', text: 'Your own log templates.' },
];

function Explorer() {
  const [active, setActive] = useState('field_logging');
  return (
    <div>
      {features.map((feature) => (
        <FeatureCard
          key={feature.id}
          title={feature.title}
          text={feature.text}
          image={{ src: `/img/${feature.id}.svg`, width: 48, height: 48 }}
          active={active === feature.id}
          onClick={() => setActive(feature.id)}
        />
      ))}
    </div>
  );
}

describe('FeatureCard', () => {
  it('marks the active card as pressed and moves the mark on click', async () => {
    const user = userEvent.setup();
    render(<Explorer />);
    const logging = screen.getByRole('button', { name: /field logging/i });
    const reports = screen.getByRole('button', { name: /reports/i });
    expect(logging.getAttribute('aria-pressed')).toBe('true');
    expect(reports.getAttribute('aria-pressed')).toBe('false');

    await user.click(reports);
    expect(reports.getAttribute('aria-pressed')).toBe('true');
    expect(logging.getAttribute('aria-pressed')).toBe('false');
  });

  it('treats its image as decoration with reserved space', () => {
    render(<FeatureCard title="Reports" image={{ src: '/r.svg', width: 48, height: 32 }} />);
    const image = screen.getByRole('button', { name: 'Reports' }).querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('width')).toBe('48');
    expect(image?.getAttribute('height')).toBe('32');
  });
});
