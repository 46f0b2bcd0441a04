// The three ways a HubSpot form says it was submitted (decision 0015): its onFormSubmitted callback,
// a window message, and a thank-you element appearing in its container. Pure checks here; the
// component wires them up.

/** Origins HubSpot's form frames and scripts post from. */
const CRM_ORIGIN = /^https:\/\/([a-z0-9-]+\.)*(hsforms\.(net|com)|hubspot\.com|hs-scripts\.com)$/;

/**
 * A message that reports a submitted form. Inline (non-frame) embeds post from the page's own
 * window, so the page's own origin counts as the CRM's too.
 */
export function isFormSubmittedMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  pageOrigin: string,
  formId: string,
): boolean {
  if (event.origin !== pageOrigin && !CRM_ORIGIN.test(event.origin)) return false;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return false;
  const { type, eventName, id } = data as Record<string, unknown>;
  if (type !== 'hsFormCallback' && type !== 'form-callback') return false;
  if (eventName !== 'onFormSubmitted') return false;
  // A message naming another form on the same page is that form's business.
  return id === undefined || id === formId;
}

/** Elements HubSpot shows in place of a form once it is submitted. */
export const SUCCESS_SELECTOR = [
  '.submitted-message',
  '.hs-form__thankyou-message',
  '.hsfc-PostSubmit',
  '[data-hs-form-submitted]',
].join(', ');

export function containsSuccessElement(container: ParentNode): boolean {
  return container.querySelector(SUCCESS_SELECTOR) !== null;
}
