import { Slot } from '@radix-ui/react-slot';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../lib/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  /** `primary` is the single strong call to action on a screen; use it once per view. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class list for a button look, for elements that cannot use <Button> itself. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleProps & { className?: string | undefined }): string {
  return cx(
    'tl-button',
    `tl-button--${variant}`,
    `tl-button--${size}`,
    fullWidth && 'tl-button--full',
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  /** Render the single child element (e.g. a router link) with the button look instead. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      className={buttonClassName({ variant, size, fullWidth, className })}
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonStyleProps {
  /**
   * Merge the button look onto the single child, so the app can pass its router link:
   * `<ButtonLink asChild><Link to="/pricing">Pricing</Link></ButtonLink>`.
   */
  asChild?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a button: for navigation, where <Button> is for actions. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  asChild = false,
  className,
  ...props
}: ButtonLinkProps) {
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      data-slot="button-link"
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...props}
    />
  );
}
