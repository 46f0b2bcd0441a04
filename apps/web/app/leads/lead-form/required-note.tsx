import { VisuallyHidden } from '@tablogs/ui';

/** Explains the asterisk the Field component puts after required labels. */
export function RequiredNote() {
  return (
    <p className="lead-form__note lead-form__wide">
      Fields marked <span aria-hidden="true">*</span>
      <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
    </p>
  );
}
