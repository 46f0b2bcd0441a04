import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../icons/icons';
import { cx } from '../lib/cx';

export interface RegionOption<TRegion extends string> {
  value: TRegion;
  /** Full name shown in the menu, e.g. "Australia". */
  label: string;
  /** Short form shown on the trigger, e.g. "AU". */
  short?: string;
}

export interface RegionMenuProps<TRegion extends string> {
  regions: readonly RegionOption<TRegion>[];
  value: TRegion;
  onValueChange: (region: TRegion) => void;
  /** Names the menu; the trigger reads "{label}: {current region}". */
  label?: string;
  className?: string;
}

/** The header's region picker: a menu of radio items that closes once a region is chosen. */
export function RegionMenu<TRegion extends string>({
  regions,
  value,
  onValueChange,
  label = 'Region',
  className,
}: RegionMenuProps<TRegion>) {
  const current = regions.find((region) => region.value === value);
  const handleChange = (next: string) => {
    const region = regions.find((candidate) => candidate.value === next);
    if (region) {
      onValueChange(region.value);
    }
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-slot="region-menu-trigger"
        className={cx('tl-region-menu__trigger', className)}
        aria-label={`${label}: ${current?.label ?? value}`}
      >
        <GlobeIcon size={18} />
        <span>{current?.short ?? current?.label ?? value}</span>
        <ChevronDownIcon size={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="region-menu-content"
          className="tl-region-menu__content"
          align="end"
          sideOffset={8}
        >
          <DropdownMenu.Label className="tl-region-menu__label">{label}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={handleChange}>
            {regions.map((region) => (
              <DropdownMenu.RadioItem
                key={region.value}
                value={region.value}
                className="tl-region-menu__item"
              >
                <DropdownMenu.ItemIndicator className="tl-region-menu__indicator">
                  <CheckIcon size={16} />
                </DropdownMenu.ItemIndicator>
                {region.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
