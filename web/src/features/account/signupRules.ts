import { ApiError } from '../../api/client';

/** SignupFields are the sign-up form's fields as typed. */
export interface SignupFields {
  name: string;
  email: string;
  password: string;
  date_of_birth: string;
  signup_message: string;
}

/** signupFieldOrder is the order of the form's fields, for the errors and the focus. */
export const signupFieldOrder = ['name', 'email', 'password', 'date_of_birth', 'signup_message'] as const;

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** latestDateOfBirth is the last date of birth of someone aged minAge today, as YYYY-MM-DD. */
export function latestDateOfBirth(minAge: number, today = new Date()): string {
  return ymd(new Date(Date.UTC(today.getFullYear() - minAge, today.getMonth(), today.getDate())));
}

/** earliestDateOfBirth is the first date of birth the server takes: at most 120 years ago. */
export function earliestDateOfBirth(today = new Date()): string {
  return ymd(new Date(Date.UTC(today.getFullYear() - 121, today.getMonth(), today.getDate() + 1)));
}

/**
 * checkSignup applies the plain sign-up rules of SPEC §5 before the form is sent and
 * returns every field in error at once (the server checks them again, and more).
 */
export function checkSignup(f: SignupFields, minAge: number, today = new Date()): ApiError[] {
  const errs: ApiError[] = [];
  const name = [...f.name.trim()].length;
  if (f.name.trim().startsWith('@')) errs.push(bad('name', 'nameStartsWithAt'));
  else if (name < 2 || name > 30) errs.push(bad('name', 'nameLength', { min: 2, max: 30 }));
  if (!/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;.]+$/.test(f.email.trim())) errs.push(bad('email', 'invalidEmail'));
  if ([...f.password].length < 8) errs.push(bad('password', 'passwordTooShort', { min: 8 }));
  const dob = f.date_of_birth;
  if (!dob || dob > latestDateOfBirth(minAge, today)) errs.push(bad('date_of_birth', 'enterDateOfBirth', { min_age: minAge }));
  else if (dob < earliestDateOfBirth(today)) errs.push(bad('date_of_birth', 'invalidDateOfBirth'));
  if ([...f.signup_message.trim()].length > 500) errs.push(bad('signup_message', 'signupMessageTooLong', { max: 500 }));
  return errs;
}

/** bad is a check's error, shaped like the server's answer (the key is from the errors namespace). */
function bad(field: string, key: string, params?: Record<string, unknown>): ApiError {
  return new ApiError(400, 'invalid', key, { field, key, params });
}
