import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_APP_ORIGINS } from '../preview/preview-session.ts';
import { contentSecurityPolicy, previewFrameAncestors } from './security-headers.ts';

function directive(policy: string, name: string) {
  return (
    policy
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ''
  );
}

describe('contentSecurityPolicy', () => {
  it('admits no tag manager or CRM origin unless configured', () => {
    const policy = contentSecurityPolicy(['sha256-abc']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(policy).not.toMatch(/googletagmanager|hsforms/);
  });

  it('admits the tag manager for scripts and beacons when GTM_ID is set', () => {
    const policy = contentSecurityPolicy([], { tagManager: true, hubspotForms: false });
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://www.google-analytics.com');
    expect(policy).not.toMatch(/hsforms/);
  });

  it('admits the HubSpot form scripts, endpoints and frames when a portal is set', () => {
    const policy = contentSecurityPolicy([], { tagManager: false, hubspotForms: true });
    expect(directive(policy, 'script-src')).toContain('https://js-eu1.hsforms.net');
    expect(directive(policy, 'connect-src')).toContain('https://forms.hsforms.com');
    expect(directive(policy, 'frame-src')).toContain('https://*.hubspot.com');
    expect(policy).not.toMatch(/googletagmanager/);
  });

  it("lets no one frame a page, and only Contentful's editor frame a preview", () => {
    expect(directive(contentSecurityPolicy([]), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    const frameAncestors = previewFrameAncestors(DEFAULT_PREVIEW_APP_ORIGINS);
    const preview = contentSecurityPolicy([], undefined, frameAncestors);
    expect(directive(preview, 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://app.contentful.com https://app.eu.contentful.com",
    );
  });
});
