export { createField, type Field, type FieldOptions } from '../runtime/field.ts';
export { formMessages } from './form.messages.ts';
export {
  createForm,
  createRepeatingGroup,
  type Fields,
  type Form,
  type GroupEntry,
  type RepeatingGroup,
  type RepeatingGroupOptions,
  type ValuesOf,
  validateAll,
  valuesOf,
} from './form.ts';
export { createSubmission, type Submission, type SubmissionOptions, type SubmitState } from './submission.ts';
