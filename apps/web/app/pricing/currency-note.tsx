import { CURRENCY_NOTES, PRICE_REGIONS } from '@tablogs/pricing';
import { cx } from '@tablogs/ui';
import { groupRegionVariants } from '../region/region-variant-groups';
import { RegionText } from '../region/region-variants';

// Every region's wording is in the HTML; site.css shows the visitor's (set before paint).
const NOTE_VARIANTS = groupRegionVariants(
  PRICE_REGIONS.map((region) => [region, CURRENCY_NOTES[region]] as const),
);

/** "AUD, excluding GST", worded for the visitor's region: beside every price on the site. */
export function CurrencyNote({ className }: { className?: string }) {
  return (
    <span className={cx('currency-note', className)} data-currency-note="">
      <RegionText variants={NOTE_VARIANTS} text={(note) => note} />
    </span>
  );
}
