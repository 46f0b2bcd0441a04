import { CheckIcon, VisuallyHidden } from '@tablogs/ui';

/** A tick or a dash in the comparison, read out as "Included" / "Not included". */
export function FeatureMark({ included }: { included: boolean }) {
  return included ? (
    <span className="feature-mark feature-mark--yes">
      <CheckIcon aria-hidden="true" />
      <VisuallyHidden>Included</VisuallyHidden>
    </span>
  ) : (
    <span className="feature-mark feature-mark--no">
      <span aria-hidden="true">–</span>
      <VisuallyHidden>Not included</VisuallyHidden>
    </span>
  );
}
