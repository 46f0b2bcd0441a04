/** The enabled elements matching `selector` inside `container`, in document order. */
export function focusableIn(container: HTMLElement, selector: string): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
    (element) =>
      !element.hasAttribute('disabled') && element.getAttribute('aria-disabled') !== 'true',
  );
}

/**
 * Arrow-key movement through a list of elements: ArrowDown/ArrowUp to the next/previous one
 * (wrapping), Home/End to the first/last. Returns whether the key moved focus.
 */
export function moveFocus(items: HTMLElement[], from: Element, key: string): boolean {
  if (items.length === 0) return false;
  const index = items.indexOf(from as HTMLElement);
  const last = items.length - 1;
  const next =
    key === 'ArrowDown'
      ? index < 0 || index === last
        ? 0
        : index + 1
      : key === 'ArrowUp'
        ? index <= 0
          ? last
          : index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  if (next === null) return false;
  items[next]?.focus();
  return true;
}
