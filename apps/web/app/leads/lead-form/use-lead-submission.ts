import {
  type FieldSpec,
  FORM_FIELDS,
  type FormKind,
  type FormPostPage,
  HONEYPOT_FIELD,
  validateSubmission,
} from '@tablogs/leads';
import {
  initialSubmissionState,
  newIdempotencyKey,
  type SubmissionState,
  sendSubmission,
  submissionReducer,
  typedBeforeHydration,
} from '@tablogs/leads/submit';
import {
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { holdEarlySubmits, takeHeldSubmit } from './early-submit';

// Where this module is part of the page (an eagerly loaded form), it runs before the page
// hydrates; a submit from then on waits for the form instead of reloading the page.
holdEarlySubmits();

export interface LeadSubmissionOptions {
  /** Values the visitor does not type, e.g. the download form's document. */
  fixedValues?: Record<string, string>;
  /** Runs once the server has stored the submission. */
  onStored?: (id: string) => void;
  /**
   * Where a form posted without JavaScript left off (decision 0034): the page the server
   * rendered shows the form with the visitor's values and what went wrong.
   */
  initial?: FormPostPage;
}

export interface LeadSubmission {
  kind: FormKind;
  /** The fields the form shows, in order. */
  shownFields: readonly FieldSpec[];
  values: Record<string, string>;
  /** Values the visitor does not type, sent as hidden fields. */
  fixedValues: Readonly<Record<string, string>>;
  state: SubmissionState;
  /** Errors that belong to no shown field (a hidden field, the body as a whole). */
  otherErrors: string[];
  fieldId: (name: string) => string;
  setValue: (name: string, value: string) => void;
  /** The form's submit handler: checks, then sends. */
  submit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Sends the same submission again, with the same idempotency key. */
  retry: () => void;
  /** Ref for the hidden honeypot input. */
  honeypotRef: React.RefObject<HTMLInputElement | null>;
}

/** The one form engine behind the lead, newsletter, contact and download forms. */
export function useLeadSubmission(
  kind: FormKind,
  { fixedValues, onStored, initial }: LeadSubmissionOptions = {},
): LeadSubmission {
  const shownFields = useMemo(() => FORM_FIELDS[kind].filter((spec) => spec.shown), [kind]);
  const idPrefix = `${kind}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const fieldId = useCallback((name: string) => `${idPrefix}-${name}`, [idPrefix]);

  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      shownFields.map((spec) => [spec.name, initial ? (initial.values[spec.name] ?? '') : '']),
    ),
  );
  const [state, dispatch] = useReducer(submissionReducer, initial, stateAfterFormPost);
  const [focusRequest, setFocusRequest] = useState(0);
  const honeypotRef = useRef<HTMLInputElement>(null);

  // Callbacks read the latest state through refs, so a double click cannot send twice.
  const latest = useRef({ state, values, fixedValues, onStored });
  latest.current = { state, values, fixedValues, onStored };

  // Runs only when a check or the server found errors: moves focus to the first one.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = shownFields.find((spec) => spec.name in latest.current.state.fieldErrors);
    if (first) document.getElementById(fieldId(first.name))?.focus();
  }, [focusRequest, shownFields, fieldId]);

  const send = useCallback(async () => {
    const current = latest.current;
    if (current.state.status === 'sending' || current.state.status === 'succeeded') return;
    const body = {
      ...current.values,
      ...current.fixedValues,
      page_url: window.location.href,
      region: document.documentElement.dataset.region ?? null,
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
    };
    const checked = validateSubmission(kind, body);
    if (!checked.ok) {
      dispatch({ type: 'checked-invalid', fields: checked.fields });
      setFocusRequest((n) => n + 1);
      return;
    }
    const idempotencyKey = current.state.idempotencyKey ?? newIdempotencyKey();
    // Mark as sending at once: a second click in the same tick sees it through the ref.
    latest.current = { ...current, state: { ...current.state, status: 'sending' } };
    dispatch({ type: 'send', idempotencyKey });
    const outcome = await sendSubmission(kind, body, idempotencyKey);
    dispatch({ type: 'answered', outcome });
    if (outcome.kind === 'invalid') setFocusRequest((n) => n + 1);
    if (outcome.kind === 'stored') latest.current.onStored?.(outcome.id);
  }, [kind]);

  const submit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      void send();
    },
    [send],
  );

  // The prerendered form takes typing before it hydrates; React keeps that text on screen but
  // starts from empty state, and the next render would wipe it. Take it into state instead, and
  // send a submit the visitor made meanwhile (see early-submit.ts).
  useEffect(() => {
    const form = honeypotRef.current?.form;
    if (!form) return;
    const typed = typedBeforeHydration(shownFields, latest.current.values, (name) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
        ? field.value
        : undefined;
    });
    if (typed) {
      latest.current = { ...latest.current, values: { ...latest.current.values, ...typed } };
      setValues((previous) => ({ ...previous, ...typed }));
    }
    if (takeHeldSubmit(form)) void send();
  }, [shownFields, send]);

  const setValue = useCallback((name: string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    dispatch({ type: 'edited', field: name });
  }, []);

  const shownNames = new Set(shownFields.map((spec) => spec.name));
  const otherErrors = Object.entries(state.fieldErrors)
    .filter(([name]) => !shownNames.has(name))
    .map(([, message]) => message);

  return {
    kind,
    shownFields,
    values,
    fixedValues: fixedValues ?? {},
    state,
    otherErrors,
    fieldId,
    setValue,
    submit,
    retry: submit,
    honeypotRef,
  };
}

/** The submission state a page answering a native post starts from (decision 0034). */
export function stateAfterFormPost(page: FormPostPage | undefined): SubmissionState {
  if (!page) return initialSubmissionState;
  if (page.outcome === 'invalid') {
    return { ...initialSubmissionState, status: 'invalid', fieldErrors: { ...page.errors } };
  }
  switch (page.reason) {
    case 'rate-limited':
      return {
        ...initialSubmissionState,
        status: 'rate-limited',
        retryAfterSeconds: page.retryAfterSeconds,
      };
    case 'too-large':
      return { ...initialSubmissionState, status: 'rejected', rejection: 'too-large' };
    case 'unavailable':
      return { ...initialSubmissionState, status: 'failed' };
  }
}
