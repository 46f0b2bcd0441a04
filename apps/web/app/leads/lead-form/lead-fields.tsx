import type { FieldSpec } from '@tablogs/leads';
import { Field, TextArea, TextInput } from '@tablogs/ui';
import type { LeadSubmission } from './use-lead-submission';

/** The visible fields of a form, rendered from the shared field list. */
export function LeadFields({
  form,
  only,
  neededToSend = [],
}: {
  form: LeadSubmission;
  /** Render just these fields (in the shared order); all shown fields when left out. */
  only?: readonly string[];
  /** Fields that must be written before the form's button shows (leads.css decides). */
  neededToSend?: readonly string[];
}) {
  const fields = only
    ? form.shownFields.filter((spec) => only.includes(spec.name))
    : form.shownFields;
  return (
    <>
      {fields.map((spec) => (
        <LeadField
          key={spec.name}
          spec={spec}
          form={form}
          neededToSend={neededToSend.includes(spec.name)}
        />
      ))}
    </>
  );
}

function LeadField({
  spec,
  form,
  neededToSend,
}: {
  spec: FieldSpec;
  form: LeadSubmission;
  neededToSend: boolean;
}) {
  const common = {
    name: spec.name,
    value: form.values[spec.name] ?? '',
    autoComplete: spec.autocomplete,
    maxLength: spec.maxLength,
    // CSS tells an empty field by `:placeholder-shown`, which only matches a field with a
    // placeholder: a blank one, so nothing shows (leads.css).
    ...(neededToSend ? { 'data-needed-to-send': '', placeholder: ' ' } : {}),
    readOnly: form.state.status === 'sending',
  };
  return (
    <Field
      id={form.fieldId(spec.name)}
      label={spec.label}
      required={spec.required}
      error={form.state.fieldErrors[spec.name]}
      className={spec.type === 'textarea' ? 'lead-form__wide' : undefined}
    >
      {spec.type === 'textarea' ? (
        <TextArea {...common} onChange={(event) => form.setValue(spec.name, event.target.value)} />
      ) : (
        <TextInput
          {...common}
          type={spec.type === 'hidden' ? 'text' : spec.type}
          inputMode={spec.type === 'tel' ? 'tel' : undefined}
          onChange={(event) => form.setValue(spec.name, event.target.value)}
        />
      )}
    </Field>
  );
}

/** A field only bots fill: off screen, out of the tab order and hidden from assistive tech. */
export function HoneypotField({ form }: { form: LeadSubmission }) {
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label htmlFor={form.fieldId('trap')}>Leave this empty</label>
      <input
        id={form.fieldId('trap')}
        ref={form.honeypotRef}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
