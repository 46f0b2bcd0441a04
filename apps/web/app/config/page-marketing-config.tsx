import { jsonLdText } from '../seo/json-ld';
import type { MarketingConfig } from './marketing-config';

const NOTHING_CONFIGURED: MarketingConfig = { hubspot: null, gtmId: null, analyticsSilent: false };

/** The id of the page's JSON block with the build's marketing config (MarketingConfigData). */
const CONFIG_ELEMENT_ID = 'marketing-config';

/** The build's CRM and tag-manager ids in the page, for the islands that use them. */
export function MarketingConfigData({ config }: { config: MarketingConfig }) {
  return (
    <script
      type="application/json"
      id={CONFIG_ELEMENT_ID}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data with `<` escaped, see jsonLdText
      dangerouslySetInnerHTML={{ __html: jsonLdText(config) }}
    />
  );
}

let pageConfig: MarketingConfig | undefined;

/**
 * The build's CRM and tag-manager ids, read from the page. Nothing on the server: the HTML is
 * the same either way, as CRM embeds replace the site's forms only in the browser, once allowed.
 */
export function useMarketingConfig(): MarketingConfig {
  if (typeof document === 'undefined') return NOTHING_CONFIGURED;
  pageConfig ??= readPageConfig();
  return pageConfig;
}

function readPageConfig(): MarketingConfig {
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as MarketingConfig) : NOTHING_CONFIGURED;
}
