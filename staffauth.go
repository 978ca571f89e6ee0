package amora

import (
	"context"
	"fmt"
	"unicode/utf8"
)

// Error codes of the console's login: a request without a staff session, or a failed
// login (401), and a locked account (423).
const (
	ESTAFFAUTH = "staff_authentication_required"
	ELOCKED    = "locked"
)

// ErrStaffLoginFailed answers a wrong e-mail address, password or code alike.
func ErrStaffLoginFailed() *Error {
	return &Error{Code: ESTAFFAUTH, Key: "staffLoginFailed", Message: "Login failed: check your e-mail address, password and code."}
}

// ErrStaffLoginRequired answers a console request without a (live) staff session.
func ErrStaffLoginRequired() *Error {
	return &Error{Code: ESTAFFAUTH, Key: "staffLoginRequired", Message: "Please log in to the console."}
}

// ErrStaffForbidden answers a console request that the staff member's role does not allow.
func ErrStaffForbidden() *Error {
	return &Error{Code: EFORBIDDEN, Key: "staffForbidden", Message: "Your role does not allow this."}
}

// ErrStaffLocked answers a login to an account locked after too many failures.
func ErrStaffLocked(retryAfterSeconds int) *Error {
	minutes := (retryAfterSeconds + 59) / 60
	return &Error{Code: ELOCKED, Key: "staffLocked", Params: map[string]any{"minutes": minutes}, RetryAfter: retryAfterSeconds,
		Message: fmt.Sprintf("Too many failed logins: this account is locked for %d min.", minutes)}
}

// ErrStaffSetupLink answers a set-up link that is unknown, used or expired.
func ErrStaffSetupLink() *Error {
	return &Error{Code: ENOTFOUND, Key: "staffSetupLinkInvalid", Message: "This set-up link is invalid, used or expired. Ask an admin for a new one."}
}

// ErrStaffTOTPInvalid answers a set-up whose confirmation code does not match the secret.
func ErrStaffTOTPInvalid() *Error {
	return FieldError("totp", "staffTotpInvalid", "This code is not right. Check the time on your phone and type the current code.")
}

// ValidateStaffPassword checks a staff member's new password: at least
// StaffPasswordMinLength characters, within the members' maximum, not a common one.
func ValidateStaffPassword(pw string) error {
	if n := utf8.RuneCountInString(pw); n < StaffPasswordMinLength {
		return &Error{Code: EINVALID, Field: "password", Key: "passwordTooShort", Params: map[string]any{"min": StaffPasswordMinLength},
			Message: fmt.Sprintf("Your password needs at least %d characters.", StaffPasswordMinLength)}
	}
	return ValidatePassword("password", pw)
}

// StaffService keeps the staff accounts, their sessions and the audit log.
type StaffService interface {
	// StaffLogin checks e-mail, password and second factor (a TOTP code or an unused
	// recovery code) with the lockout, and starts a session: it returns the session's
	// token. Every failure answers ErrStaffLoginFailed, or ErrStaffLocked.
	StaffLogin(ctx context.Context, email, password, code string, c Client, userAgent string) (*Staff, string, error)
	// StaffBySession returns the staff member and session of a live session token and
	// marks it used now (sliding the idle timeout); ErrStaffLoginRequired when none.
	StaffBySession(ctx context.Context, token string) (*Staff, *StaffSession, error)
	// StaffLogout ends the session of a token.
	StaffLogout(ctx context.Context, token string) error
	// StaffSessions lists a staff member's live sessions, newest first; the one with
	// the token currentToken is marked Current.
	StaffSessions(ctx context.Context, staffID int64, currentToken string) ([]StaffSession, error)
	// EndStaffSessions ends a staff member's sessions except the one of keepToken
	// ("" ends all), and returns how many ended.
	EndStaffSessions(ctx context.Context, staffID int64, keepToken string) (int, error)
	// StaffSetupInfo returns what the set-up page of a link token shows.
	StaffSetupInfo(ctx context.Context, token string) (*StaffSetup, error)
	// CompleteStaffSetup sets the password, confirms the TOTP secret with a code,
	// uses the link up and starts a session: it returns the staff member, the fresh
	// recovery codes and the session token.
	CompleteStaffSetup(ctx context.Context, token, password, code string, c Client, userAgent string) (*Staff, []string, string, error)
	// AuditLog lists audit entries, newest first.
	AuditLog(ctx context.Context, f AuditFilter) ([]AuditEntry, error)

	// AddStaff adds an account waiting for set-up and returns it with the token of its
	// one-time set-up link; by is who added it (StaffID, StaffEmail), for the audit log.
	AddStaff(ctx context.Context, n NewStaff, by AuditEntry) (*Staff, string, error)
	// ResetStaff gives an account a new set-up link (lost phone or password).
	ResetStaff(ctx context.Context, email string, by AuditEntry) (*Staff, string, error)
	// DisableStaff disables an account and ends its sessions.
	DisableStaff(ctx context.Context, email string, by AuditEntry) (*Staff, error)
	// ListStaff lists every account by address; StaffByID finds one.
	ListStaff(ctx context.Context) ([]Staff, error)
	StaffByID(ctx context.Context, id int64) (*Staff, error)
}

// StaffSetupPath is the console page of a set-up link: BaseURL + StaffSetupPath +
// "?token=" + the token.
const StaffSetupPath = "/admin/setup"

// ErrStaffSelf refuses a staff member's disabling or resetting their own account from
// the console, which could leave the site without an admin.
func ErrStaffSelf() *Error {
	return &Error{Code: ECONFLICT, Key: "staffSelf", Message: "You cannot do this to your own account."}
}
