// What the plain region trigger (region-menu.tsx) and the Radix menu it loads lazily
// (region-menu-radix.tsx) share. Its own module, so each takes it without importing the other.

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

/** How the visitor opened the menu: from the keyboard, focus goes to the checked item. */
export type RegionMenuOpenedWith = 'keyboard' | 'pointer';
