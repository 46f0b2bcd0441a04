// Browser-safe entry: the four forms' fields, defaults, checks and endpoints, shared by the
// browser forms and the server so both say the same thing. The anti-forgery cookie and headers
// are in `@tablogs/leads/client`; storage and the API handler in `@tablogs/leads/server`.

export {
  checkEmail,
  checkPhone,
  EMAIL_FORMAT_MESSAGE,
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from './forms/checks';
export { type FieldSpec, type FieldType, FORM_DEFAULTS, FORM_FIELDS } from './forms/fields';
export {
  FINAL_STEP_PATH,
  FORM_POST_CONTENT_TYPE,
  type FormPostPage,
  formValuesOf,
  readFormPostBody,
  readFormPostPage,
  sentPath,
} from './forms/form-post';
export {
  ENDPOINTS,
  FORM_KINDS,
  type FormKind,
  HONEYPOT_FIELD,
  isFormKind,
  MAX_BODY_BYTES,
  SUBMISSION_REGIONS,
  type SubmissionRegion,
} from './forms/kinds';
export {
  BODY_ERROR_KEY,
  PAGE_NAME_MAX_LENGTH,
  PAGE_URL_MAX_LENGTH,
  type Submission,
  type ValidationResult,
  validateSubmission,
} from './forms/validate';
