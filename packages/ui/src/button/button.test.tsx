import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';

// Stands in for React Router's <Link to>, which renders an <a href>.
function RouterLink({ to, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} data-router-link="" {...props} />;
}

describe('Button', () => {
  it('is a type="button" button with the variant classes', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="secondary" size="lg" onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('tl-button tl-button--secondary tl-button--lg');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('defaults to the primary medium look and keeps an explicit submit type', () => {
    render(<Button type="submit">Subscribe</Button>);
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toContain('tl-button--primary');
    expect(button.className).toContain('tl-button--md');
  });
});

describe('ButtonLink', () => {
  it('renders an anchor with the button look', () => {
    render(
      <ButtonLink href="/discovery-call" className="hero-cta">
        Get started today
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Get started today' });
    expect(link.getAttribute('href')).toBe('/discovery-call');
    expect(link.className).toBe('tl-button tl-button--primary tl-button--md hero-cta');
  });

  it('hands its look to a router link passed as the child', () => {
    render(
      <ButtonLink asChild variant="ghost">
        <RouterLink to="/pricing/tablabs">Lab pricing</RouterLink>
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Lab pricing' });
    expect(link.getAttribute('href')).toBe('/pricing/tablabs');
    expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(link.className).toContain('tl-button--ghost');
    expect(link.getAttribute('data-slot')).toBe('button-link');
  });
});
