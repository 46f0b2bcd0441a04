import { telHref } from '@tablogs/content';
import { siteSettingsTags } from '@tablogs/content/preview-tags';
import { PhoneIcon } from '@tablogs/ui';
import type { HeaderData } from './header-data';

/**
 * Both numbers are in the HTML; CSS shows the one for html[data-region], which the boot script
 * sets before paint, so a stored region never shows the other number first (decision 0017).
 */
export function PhoneLinks({ phones }: { phones: HeaderData['phones'] }) {
  return (
    <>
      <a
        className="site-phone"
        data-region-show="AU"
        href={telHref(phones.AU, 'AU')}
        {...siteSettingsTags('phoneAu')}
      >
        <PhoneIcon size={16} />
        <span>{phones.AU}</span>
      </a>
      <a
        className="site-phone"
        data-region-show="US EU SA"
        href={telHref(phones.US, 'US')}
        {...siteSettingsTags('phoneUs')}
      >
        <PhoneIcon size={16} />
        <span>{phones.US}</span>
      </a>
    </>
  );
}
