import { useId, useRef, useState } from 'react';
import { ChevronDownIcon, GlobeIcon } from '../icons/icons';
import { cx } from '../lib/cx';
import type { RegionMenuOpenedWith, RegionMenuProps } from './region-menu-props';
// Types only: the Radix menu's module is loaded with import() below, never statically.
import type { RadixRegionMenu } from './region-menu-radix';

type RadixRegionMenuModule = typeof import('./region-menu-radix');

let radixRegionMenuLoad: Promise<RadixRegionMenuModule> | null = null;

/** One request for the Radix menu's chunk, shared by prefetch and open; a failed one is retried. */
function loadRadixRegionMenu(): Promise<RadixRegionMenuModule> {
  radixRegionMenuLoad ??= import('./region-menu-radix').catch((error: unknown) => {
    radixRegionMenuLoad = null;
    throw error;
  });
  return radixRegionMenuLoad;
}

/** Warms the chunk on a first sign of intent; a failure here is retried when the menu opens. */
function prefetchRadixRegionMenu(): void {
  loadRadixRegionMenu().catch(() => {});
}

/**
 * The header's region picker: a menu button of radio items (Radix DropdownMenu) that closes once a
 * region is chosen. The header is on every page, so until the visitor reaches for it this renders
 * a plain trigger that looks and reads the same, and the Radix code stays out of the JS loaded
 * before interaction. Pointing at or focusing the trigger prefetches the menu's chunk; pressing it
 * (click, Enter, Space, ArrowDown, ArrowUp) loads it and mounts the Radix menu open in its place,
 * with focus on the checked item after a key. From then on it is the Radix menu.
 */
export function RegionMenu<TRegion extends string>({
  regions,
  value,
  onValueChange,
  label = 'Region',
  className,
}: RegionMenuProps<TRegion>) {
  const current = regions.find((region) => region.value === value);
  const triggerName = `${label}: ${current?.label ?? value}`;
  const triggerClassName = cx('tl-region-menu__trigger', className);
  // The trigger's content, handed to the Radix trigger too so it looks the same.
  const triggerFace = (
    <>
      <GlobeIcon size={18} />
      <span>{current?.short ?? current?.label ?? value}</span>
      <ChevronDownIcon size={14} />
    </>
  );
  const [radixMenu, setRadixMenu] = useState<{
    Menu: typeof RadixRegionMenu;
    openedWith: RegionMenuOpenedWith;
  } | null>(null);
  // Set from the press until the Radix menu mounts: the trigger reads as expanded at once and
  // names the list about to appear, as a menu button that opens on press does.
  const [opening, setOpening] = useState(false);
  // The latest way the visitor asked for the menu while its chunk loads; null once they cancel.
  const openRequestRef = useRef<RegionMenuOpenedWith | null>(null);
  const menuId = useId();

  const requestOpen = (openedWith: RegionMenuOpenedWith) => {
    openRequestRef.current = openedWith;
    if (opening) return;
    setOpening(true);
    loadRadixRegionMenu().then(
      (module) => {
        setOpening(false);
        const request = openRequestRef.current;
        // Cancelled with Escape: stay plain (and focused); the next press mounts the menu at once.
        if (request) setRadixMenu({ Menu: module.RadixRegionMenu, openedWith: request });
      },
      () => setOpening(false),
    );
  };

  if (radixMenu) {
    return (
      <div className="tl-region-menu">
        <radixMenu.Menu
          regions={regions}
          value={value}
          onValueChange={onValueChange}
          label={label}
          openedWith={radixMenu.openedWith}
          triggerName={triggerName}
          triggerClassName={triggerClassName}
          menuId={menuId}
        >
          {triggerFace}
        </radixMenu.Menu>
      </div>
    );
  }

  return (
    <div className="tl-region-menu">
      <button
        type="button"
        data-slot="region-menu-trigger"
        data-state={opening ? 'open' : 'closed'}
        className={triggerClassName}
        aria-label={triggerName}
        aria-haspopup="menu"
        aria-expanded={opening}
        aria-controls={opening ? menuId : undefined}
        onPointerEnter={prefetchRadixRegionMenu}
        onFocus={prefetchRadixRegionMenu}
        // Enter and Space click too; a click with no pointer behind it (detail 0) came from the
        // keyboard or assistive technology, and opens onto the checked item.
        onClick={(event) => requestOpen(event.detail === 0 ? 'keyboard' : 'pointer')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            requestOpen('keyboard');
          } else if (event.key === 'Escape' && opening) {
            openRequestRef.current = null;
            setOpening(false);
          }
        }}
      >
        {triggerFace}
      </button>
    </div>
  );
}
