// Package amora holds the domain of the Amora dating application: its types, error codes,
// service interfaces and the pure rules that need no database or network.
package amora

import (
	"errors"
	"fmt"
)

// Error codes. Each maps to one HTTP status in internal/httpapi/errors.go and to one
// translated message in the web app.
const (
	ECONFLICT       = "conflict"
	EINTERNAL       = "internal"
	EINVALID        = "invalid"
	ENOTFOUND       = "not_found"
	EUNAUTHORIZED   = "authentication_required"
	EFORBIDDEN      = "forbidden"
	ECREDITS        = "not_enough_credits"
	EPREMIUM        = "premium_required"
	ERATELIMIT      = "rate_limited"
	ETOOLARGE       = "too_large"
	EUNAVAILABLE    = "unavailable"
	ENOTIMPLEMENTED = "not_implemented"
	EMETHOD         = "method_not_allowed"
	EBADCLIENT      = "client_header_required"
	ECROSSORIGIN    = "cross_origin_request"
)

// Error is a failure the application expects and can explain to a member. Message is
// the English text, safe to show; Key names the translation the web app shows instead
// (errors.<Key> in its catalogs), with Params filled in; Field names the form field it
// concerns, when there is one. RetryAfter, when positive, is how many seconds the client
// should wait before trying again (the Retry-After header).
type Error struct {
	Code       string
	Message    string
	Field      string
	Key        string
	Params     map[string]any
	RetryAfter int
}

// FieldError returns an EINVALID error about one form field with a translation key.
func FieldError(field, key, message string) *Error {
	return &Error{Code: EINVALID, Field: field, Key: key, Message: message}
}

// Error implements the error interface.
func (e *Error) Error() string {
	return fmt.Sprintf("amora error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrLoginRequired answers a request that needs a member when there is none, or whose
// session ended.
func ErrLoginRequired() *Error {
	return &Error{Code: EUNAUTHORIZED, Key: "authenticationRequired", Message: "Please log in."}
}

// ErrorCode returns the code of an application error, or EINTERNAL for any other error
// and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the message of an application error, or a generic message for
// any other error, so internal details never reach a member.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return "An error occured, please try again later."
}

// ErrorKey returns the translation key of an application error, its code when it has
// none, and "" for nil.
func ErrorKey(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		if e.Key != "" {
			return e.Key
		}
		return e.Code
	}
	return EINTERNAL
}
