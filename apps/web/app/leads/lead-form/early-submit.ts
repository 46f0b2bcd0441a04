/**
 * Until a lead form hydrates (the islands' script waits for load and idle, and each island for
 * its chunk), it is plain HTML: sending it would reload the page with the visitor's details in
 * the URL and send nothing. From the moment the page's modules run, such a submit is held instead
 * and sent by the form once it hydrates (useLeadSubmission takes it). A hydrated form's own
 * handler has prevented the default by the time the event reaches the window, so those pass.
 */
const heldForms = new WeakSet<HTMLFormElement>();
let holding = false;

/** Starts holding early submits; the client entry calls it as the page's scripts start. */
export function holdEarlySubmits(): void {
  if (holding || typeof window === 'undefined') return;
  holding = true;
  window.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!form.classList.contains(LEAD_FORM_CLASS)) return;
    event.preventDefault();
    heldForms.add(form);
  });
}

/** Whether `form` was submitted before it hydrated; a held submit is handed out once. */
export function takeHeldSubmit(form: HTMLFormElement | null | undefined): boolean {
  return form ? heldForms.delete(form) : false;
}

/** The class every lead form element carries. */
export const LEAD_FORM_CLASS = 'lead-form';
