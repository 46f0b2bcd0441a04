import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../icons/icons';
import { cx } from '../lib/cx';
import { moveFocus } from './focus-list';

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

/**
 * The header's region picker: a menu button (WAI-ARIA menu pattern) of radio items that closes
 * once a region is chosen. Opening focuses the checked item; arrows, Home and End move; Enter or
 * Space chooses; Escape and Tab close, and Escape returns focus to the trigger.
 */
export function RegionMenu<TRegion extends string>({
  regions,
  value,
  onValueChange,
  label = 'Region',
  className,
}: RegionMenuProps<TRegion>) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const current = regions.find((region) => region.value === value);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0])?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const choose = (region: TRegion) => {
    close(true);
    onValueChange(region);
  };

  return (
    <div ref={rootRef} className="tl-region-menu">
      <button
        ref={triggerRef}
        type="button"
        data-slot="region-menu-trigger"
        data-state={open ? 'open' : 'closed'}
        className={cx('tl-region-menu__trigger', className)}
        aria-label={`${label}: ${current?.label ?? value}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <GlobeIcon size={18} />
        <span>{current?.short ?? current?.label ?? value}</span>
        <ChevronDownIcon size={14} />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-label`}
          data-slot="region-menu-content"
          data-state="open"
          className="tl-region-menu__content"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close(true);
            } else if (event.key === 'Tab') {
              close(false);
            } else if (moveFocus(menuItems(menuRef.current), event.target as Element, event.key)) {
              event.preventDefault();
            }
          }}
        >
          <div id={`${id}-label`} className="tl-region-menu__label">
            {label}
          </div>
          {regions.map((region) => (
            <button
              key={region.value}
              type="button"
              role="menuitemradio"
              aria-checked={region.value === value}
              tabIndex={-1}
              className="tl-region-menu__item"
              onClick={() => choose(region.value)}
            >
              <span className="tl-region-menu__indicator" aria-hidden="true">
                {region.value === value ? <CheckIcon size={16} /> : null}
              </span>
              {region.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')) : [];
}
