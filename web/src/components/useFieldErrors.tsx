import { ApiError } from '../api/client';
import { useErrorText } from './ApiErrorAlert';

/**
 * clientError is a check the form makes before asking the server, shaped like the
 * server's answer so that both show the same way (the key is from the errors namespace).
 */
export function clientError(field: string, key: string): ApiError {
  return new ApiError(400, 'invalid', key, { field, key });
}

/** missingToken is what a link without its token shows: the same as an expired one. */
export const missingToken = new ApiError(404, 'not_found', 'linkInvalid', { key: 'linkInvalid' });

/**
 * useFieldErrors places an error that names one of a form's fields under that field,
 * and tells the form when to show it in the alert at the top instead (no field, or a
 * field the form does not have).
 */
export function useFieldErrors(error: unknown, fields: readonly string[]) {
  const errorText = useErrorText();
  const field = error instanceof ApiError && error.field && fields.includes(error.field) ? error.field : undefined;
  return {
    /** alert is the error for the alert above the form, if any. */
    alert: field ? null : error,
    /** control gives a field's input its class and, while it is wrong, the invalid state and the message's id. */
    control: (name: string, id: string, base = 'form-control') =>
      field === name
        ? { id, className: `${base} is-invalid`, 'aria-invalid': true, 'aria-describedby': `${id}-error` }
        : { id, className: base },
    /** feedback is the message under a field while it is wrong. */
    feedback: (name: string, id: string) =>
      field === name ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {errorText(error)}
        </div>
      ) : null,
  };
}
