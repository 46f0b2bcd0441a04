import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { CheckIcon } from '../icons/icons';
import type { RegionMenuOpenedWith, RegionMenuProps } from './region-menu-props';

export interface RadixRegionMenuProps<TRegion extends string>
  extends Omit<RegionMenuProps<TRegion>, 'className'> {
  label: string;
  /** How the plain trigger was used; this menu mounts open in its place. */
  openedWith: RegionMenuOpenedWith;
  /** The plain trigger's name, classes and content, so the two look and read the same. */
  triggerName: string;
  triggerClassName: string;
  children: ReactNode;
  /** The list's id, which the plain trigger already pointed to while this chunk loaded. */
  menuId: string;
}

const KEYS_THAT_OPEN = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

/**
 * Radix's `onOpenAutoFocus`, which Menu content passes to its focus scope but leaves out of
 * DropdownMenu's types. Menu focuses its first item on a keyboard open, and only when it saw the
 * key itself; this menu mounts after the key was pressed and opens onto the checked item.
 */
type OpenAutoFocusProps = { onOpenAutoFocus: (event: Event) => void };

/**
 * The region picker as a Radix DropdownMenu of radio items, loaded on the visitor's first use of
 * the plain trigger (see `RegionMenu`) and mounted open. Non-modal: the page keeps its scrollbar
 * (no layout shift) and stays readable to assistive technology while the menu is open.
 */
export function RadixRegionMenu<TRegion extends string>({
  regions,
  value,
  onValueChange,
  label,
  openedWith,
  triggerName,
  triggerClassName,
  children,
  menuId,
}: RadixRegionMenuProps<TRegion>) {
  const [open, setOpen] = useState(true);
  const openedByKeyboardRef = useRef(openedWith === 'keyboard');
  const contentRef = useRef<HTMLDivElement>(null);
  const labelId = useId();

  const focusCheckedItem: OpenAutoFocusProps = {
    onOpenAutoFocus(event) {
      if (!openedByKeyboardRef.current) return;
      const items = Array.from(
        contentRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [],
      );
      const target = items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0];
      if (!target) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };

  const chooseRegion = (next: string) => {
    const region = regions.find((candidate) => candidate.value === next);
    if (region) onValueChange(region.value);
  };

  const noteKeyboardOpen = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!KEYS_THAT_OPEN.includes(event.key)) return;
    openedByKeyboardRef.current = true;
    // Radix opens on Enter, Space and ArrowDown; ArrowUp opens too, as the plain trigger's does.
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        data-slot="region-menu-trigger"
        className={triggerClassName}
        aria-label={triggerName}
        aria-controls={open ? menuId : undefined}
        onPointerDown={() => {
          openedByKeyboardRef.current = false;
        }}
        onKeyDown={noteKeyboardOpen}
      >
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={contentRef}
          id={menuId}
          data-slot="region-menu-content"
          className="tl-region-menu__content"
          aria-labelledby={labelId}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          loop
          {...(focusCheckedItem as Partial<ComponentProps<typeof DropdownMenu.Content>>)}
        >
          <DropdownMenu.Label id={labelId} className="tl-region-menu__label">
            {label}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={chooseRegion}>
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
