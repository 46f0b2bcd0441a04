import { siteSettingsTags } from '@tablogs/content/preview-tags';
import { Link, useLocation } from 'react-router';
import { Tagged } from '../content/tagged';
import { BrandLogo } from './brand-logo';
import { RESOURCES_MENU } from './navigation';
import type { ShellData } from './shell.server';

// The home page words its footer headings for first-time visitors (decision 0016: "some footer
// headings differ on the home path").
const HEADINGS = {
  home: { resources: 'Learn', company: 'About TabLogs', help: 'Get help', legal: 'The fine print' },
  other: { resources: 'Resources', company: 'Company', help: 'Help center', legal: 'Legal' },
} as const;

export function SiteFooter({ shell }: { shell: ShellData }) {
  const { pathname } = useLocation();
  const headings = pathname === '/' ? HEADINGS.home : HEADINGS.other;
  return (
    <footer className="site-footer" data-tone="water">
      <div className="tl-container">
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <BrandLogo />
            <p>Cloud borehole logging for geotechnical engineers, and TabLabs for their labs.</p>
            <p className="site-footer__stores-title">Download the field app</p>
            <ul className="site-footer__stores">
              <li>
                <a href={shell.appStoreUrl} {...siteSettingsTags('appStoreUrl')}>
                  iOS — App Store
                </a>
              </li>
              <li>
                <a href={shell.playStoreUrl} {...siteSettingsTags('playStoreUrl')}>
                  Android — Google Play
                </a>
              </li>
            </ul>
          </div>
          <nav aria-labelledby="footer-resources">
            <h2 id="footer-resources">{headings.resources}</h2>
            <ul>
              {RESOURCES_MENU.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company">{headings.company}</h2>
            <ul>
              <li>
                <Link to="/about">About us</Link>
              </li>
              <li>
                <Link to="/pricing/tablogs">Pricing</Link>
              </li>
              {shell.social.map((social) => (
                <li key={social.url}>
                  <a href={social.url} rel="noopener noreferrer" {...siteSettingsTags('social')}>
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help">{headings.help}</h2>
            <ul>
              <li>
                <Link to="/contact-us">Contact us</Link>
              </li>
              <li>
                <Link to="/free-quote">Get a free quote</Link>
              </li>
              <li>
                <a
                  href={shell.systemStatusUrl}
                  rel="noopener noreferrer"
                  {...siteSettingsTags('systemStatusUrl')}
                >
                  System status
                </a>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal">{headings.legal}</h2>
            <ul>
              <li>
                <Link to="/privacy-policy">Privacy policy</Link>
              </li>
              <li>
                <Link to="/terms-of-use">Terms of use</Link>
              </li>
              <li>
                <a
                  href={shell.euDisputeResolutionUrl}
                  rel="noopener noreferrer"
                  {...siteSettingsTags('euDisputeResolutionUrl')}
                >
                  EU online dispute resolution
                </a>
              </li>
            </ul>
          </nav>
        </div>
        <p className="site-footer__copyright">
          © {shell.buildYear}{' '}
          <Tagged tags={siteSettingsTags('legalName')}>{shell.legalName}</Tagged>. All rights
          reserved.
        </p>
      </div>
    </footer>
  );
}
