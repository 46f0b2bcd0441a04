import { ENDPOINTS } from '@tablogs/leads';
import type { ReactNode } from 'react';
import { LEAD_FORM_CLASS } from './early-submit';
import { FormFeedback, SubmitButton } from './form-feedback';
import { HoneypotField } from './lead-fields';
import { RequiredNote } from './required-note';
import { SuccessMessage } from './success-message';
import type { LeadSubmission } from './use-lead-submission';

export interface LeadFormFrameProps {
  form: LeadSubmission;
  /** The form's accessible name. */
  label: string;
  /** Fields in two columns, or three in a row (the newsletter's short form). */
  layout?: 'columns' | 'inline';
  submitLabel: string;
  /**
   * Says what the form still needs, in the submit button's place until the fields CSS watches
   * (leads.css, `.lead-form__actions--until-filled`) are filled; the button is in the HTML too.
   */
  submitNote?: string;
  /** Replaces the form once the submission is stored; a form that moves on elsewhere has none. */
  success?: ReactNode;
  /** Set once the lead has been shown as added (the free-trial form, as it moves on). */
  shownAdded?: boolean;
  /** The visible fields. */
  children: ReactNode;
}

/**
 * What every lead form shares around its fields: the form element the early-submit hold knows
 * (early-submit.ts), the required note, the bots' honeypot, what went wrong, the submit button
 * and, once sent, the success message in the form's place.
 */
export function LeadFormFrame({
  form,
  label,
  layout = 'columns',
  submitLabel,
  submitNote,
  success,
  shownAdded,
  children,
}: LeadFormFrameProps) {
  if (success !== undefined && form.state.status === 'succeeded') {
    return <SuccessMessage>{success}</SuccessMessage>;
  }
  // In the inline layout the fields and the button form one short block; what went wrong reads
  // after the button, where the visitor's eye is when it appears.
  const feedbackLast = layout === 'inline';
  return (
    // Without JavaScript (or before it runs) the browser posts the form itself, urlencoded, to
    // the same endpoint; the server answers with a page (decision 0034). With it, form.submit
    // prevents that and sends JSON.
    <form
      className={`${LEAD_FORM_CLASS} ${LEAD_FORM_CLASS}--${layout}`}
      aria-label={label}
      method="post"
      action={ENDPOINTS[form.kind]}
      noValidate
      onSubmit={form.submit}
      data-state={form.state.status}
      data-shown-added={shownAdded ? '' : undefined}
    >
      <RequiredNote />
      {children}
      <HoneypotField form={form} />
      {Object.entries(form.fixedValues).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {feedbackLast ? null : <FormFeedback form={form} />}
      <div className={`lead-form__actions${submitNote ? ' lead-form__actions--until-filled' : ''}`}>
        {submitNote ? <p className="lead-form__note">{submitNote}</p> : null}
        <SubmitButton form={form} label={submitLabel} />
      </div>
      {feedbackLast ? <FormFeedback form={form} /> : null}
    </form>
  );
}
