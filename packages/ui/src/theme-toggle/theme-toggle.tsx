import type { ButtonHTMLAttributes } from 'react';
import { MoonIcon, SunIcon } from '../icons/icons';
import { cx } from '../lib/cx';

export type Theme = 'light' | 'dark';

export interface ThemeToggleProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onToggle' | 'children'> {
  theme: Theme;
  onToggle: () => void;
  /** Accessible name; the pressed state says whether the dark theme is on. */
  label?: string;
}

/** A presentational switch: the app owns the theme, stores it and sets data-theme on <html>. */
export function ThemeToggle({
  theme,
  onToggle,
  label = 'Dark theme',
  className,
  ...props
}: ThemeToggleProps) {
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      data-slot="theme-toggle"
      aria-pressed={isDark}
      aria-label={label}
      title={label}
      className={cx('tl-theme-toggle', className)}
      onClick={onToggle}
      {...props}
    >
      {isDark ? <MoonIcon size={20} /> : <SunIcon size={20} />}
    </button>
  );
}
