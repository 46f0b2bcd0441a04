import { REGION_LABELS, REGIONS, type Region } from '@tablogs/content/regions';
import { RegionMenu } from '@tablogs/ui';
import { useRegionStore } from '../../region/region-store';

const OPTIONS = REGIONS.map((region) => ({
  value: region,
  label: REGION_LABELS[region],
  short: region,
}));

/** The header's region dropdown: choosing stores the region and reloads (decision 0012). */
export function RegionPicker() {
  const region = useRegionStore((state) => state.region);
  const choose = useRegionStore((state) => state.choose);
  return (
    <RegionMenu<Region>
      regions={OPTIONS}
      value={region ?? 'AU'}
      onValueChange={choose}
      className="site-region"
    />
  );
}
