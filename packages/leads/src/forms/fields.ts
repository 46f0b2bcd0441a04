import type { FormKind } from './kinds';

export type FieldType = 'text' | 'email' | 'tel' | 'textarea' | 'hidden';

export interface FieldSpec {
  readonly name: string;
  /** Visible label, also used in messages. */
  readonly label: string;
  readonly required: boolean;
  readonly type: FieldType;
  /** HTML autocomplete token. */
  readonly autocomplete: string;
  readonly maxLength: number;
  /** Sent when the visitor leaves the field empty (docs/decisions/0014-form-api.md). */
  readonly defaultValue: string;
  /** Whether the form shows the field; hidden ones are sent with their defaults. */
  readonly shown: boolean;
  /** Message for a required field left empty. */
  readonly missingMessage: string;
}

type FieldOptions = Partial<Omit<FieldSpec, 'name' | 'label' | 'missingMessage'>> & {
  missingMessage?: string;
};

function field(name: string, label: string, options: FieldOptions = {}): FieldSpec {
  return {
    name,
    label,
    required: options.required ?? false,
    type: options.type ?? 'text',
    autocomplete: options.autocomplete ?? 'off',
    maxLength: options.maxLength ?? 200,
    defaultValue: options.defaultValue ?? '',
    shown: options.shown ?? true,
    missingMessage: options.missingMessage ?? `Enter your ${label.toLowerCase()}`,
  };
}

const firstName = (required: boolean, shown = true) =>
  field('first_name', 'First name', {
    required,
    shown,
    autocomplete: 'given-name',
    maxLength: 100,
  });
const lastName = (shown = true) =>
  field('last_name', 'Last name', { shown, autocomplete: 'family-name', maxLength: 100 });
const email = () =>
  field('email', 'Email address', {
    required: true,
    type: 'email',
    autocomplete: 'email',
    maxLength: 254,
  });
const phone = (options: { required?: boolean; shown?: boolean; defaultValue?: string } = {}) =>
  field('phone', 'Phone number', {
    type: 'tel',
    autocomplete: 'tel',
    maxLength: 40,
    ...options,
  });
const company = () =>
  field('company', 'Company', {
    required: true,
    autocomplete: 'organization',
    missingMessage: 'Enter your company name',
  });
const logTime = (shown = true) =>
  field('log_time', 'Hours per log', { shown, defaultValue: '1', maxLength: 20 });
const logsPerWeek = (shown = true) =>
  field('logs_per_week', 'Logs per week', { shown, defaultValue: '1', maxLength: 20 });

/** The fields of each form, in display order (docs/decisions/0014-form-api.md). */
export const FORM_FIELDS: { readonly [K in FormKind]: readonly FieldSpec[] } = {
  quote: [
    firstName(true),
    lastName(),
    email(),
    phone({ defaultValue: '01' }),
    company(),
    logTime(),
    logsPerWeek(),
  ],
  // The newsletter form shows first name, email and company; the rest go with their defaults.
  newsletter: [
    firstName(false),
    lastName(false),
    email(),
    phone({ defaultValue: '01', shown: false }),
    company(),
    logTime(false),
    logsPerWeek(false),
  ],
  download: [
    firstName(true),
    lastName(),
    email(),
    phone({ defaultValue: '01' }),
    company(),
    logTime(),
    logsPerWeek(),
    field('document', 'Document', {
      required: true,
      type: 'hidden',
      maxLength: 300,
      shown: false,
      missingMessage: 'Choose a document to download',
    }),
  ],
  contact: [
    field('name', 'Name', { required: true, autocomplete: 'name' }),
    company(),
    email(),
    phone({ required: true }),
    field('message', 'Message', {
      required: true,
      type: 'textarea',
      maxLength: 5000,
      missingMessage: 'Enter your message',
    }),
  ],
};

/** Every field of a form with its default value ('' when it has none). */
export const FORM_DEFAULTS: { readonly [K in FormKind]: Readonly<Record<string, string>> } = {
  quote: defaultsOf('quote'),
  newsletter: defaultsOf('newsletter'),
  download: defaultsOf('download'),
  contact: defaultsOf('contact'),
};

function defaultsOf(kind: FormKind): Record<string, string> {
  return Object.fromEntries(FORM_FIELDS[kind].map((spec) => [spec.name, spec.defaultValue]));
}
