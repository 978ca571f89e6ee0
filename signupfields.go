package amora

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// FieldErrors applies the sign-up rules of SPEC §5 on day now and reports every field
// in error at once, one error per field, in the order of the form (so that the form
// can show them all next to their fields); nil when the form is valid.
func (f *SignupForm) FieldErrors(now time.Time, minAge int) FieldErrors {
	var errs FieldErrors
	for _, err := range []error{
		f.validateName(),
		ValidateEmail("email", f.Email),
		ValidatePassword("password", f.Password),
		ValidateDateOfBirth(f.DateOfBirth, now, minAge),
		f.validateSignupMessage(),
	} {
		if err == nil {
			continue
		}
		e, ok := err.(*Error)
		if !ok {
			e = &Error{Code: EINVALID, Message: err.Error()}
		}
		errs = append(errs, e)
	}
	return errs
}

func (f *SignupForm) validateName() error {
	if err := ValidateLine("name", f.Name); err != nil {
		return err
	}
	switch n := utf8.RuneCountInString(f.Name); {
	case f.Email != "" && strings.EqualFold(f.Name, f.Email):
		return FieldError("name", "nameIsEmail", "Your username may not be your e-mail address.")
	case strings.HasPrefix(f.Name, "@"):
		return FieldError("name", "nameStartsWithAt", "Your username may not start with @.")
	case n < NameMinLength || n > NameMaxLength:
		return &Error{Code: EINVALID, Field: "name", Key: "nameLength", Params: map[string]any{"min": NameMinLength, "max": NameMaxLength},
			Message: fmt.Sprintf("Your username needs %d to %d characters.", NameMinLength, NameMaxLength)}
	}
	return nil
}

func (f *SignupForm) validateSignupMessage() error {
	if err := ValidateText("signup_message", f.SignupMessage); err != nil {
		return err
	}
	if utf8.RuneCountInString(f.SignupMessage) > SignupMessageMaxLength {
		return &Error{Code: EINVALID, Field: "signup_message", Key: "signupMessageTooLong", Params: map[string]any{"max": SignupMessageMaxLength},
			Message: fmt.Sprintf("Your message may have at most %d characters.", SignupMessageMaxLength)}
	}
	return nil
}
