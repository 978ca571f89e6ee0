package amora

import (
	"context"
	"fmt"
	"net/mail"
	"strings"
	"time"
)

// Account states (SPEC §4).
const (
	UserNotConfirmed = "not_confirmed"
	UserActive       = "active"
	UserDeleted      = "deleted"
)

// Profile states: a profile is disabled until its member confirms their e-mail address.
const (
	ProfileDisabled = "disabled"
	ProfileActive   = "active"
)

// Session and link lifetimes.
const (
	SessionLifetime    = 30 * 24 * time.Hour // SPEC §9: auth cookie 30 days
	ActivationLifetime = 7 * 24 * time.Hour
)

// User is a member's account.
type User struct {
	ID                    int64
	SiteHost              string
	Email                 string
	Name                  string
	Status                string
	ProfileStatus         string
	Credits               int
	PaidUser              bool
	Language              string
	DateOfBirth           string // YYYY-MM-DD
	NotificationsDisabled []string
	TrafficSource         TrafficSource
	Basics                ProfileBasics
	CreatedAt             time.Time
	ActivatedAt           time.Time
	LastSeen              time.Time
	// Missing is what keeps the member's profile from being complete (ProfileMissing),
	// as stored with the account; empty when it is complete.
	Missing []string
}

// ProfileComplete reports whether the member answered the questions after sign-up
// (complete-signup): nothing but a photo is missing.
func (u *User) ProfileComplete() bool {
	return len(ProfileMissing(u.Basics, PhotoActive)) == 0
}

// Age returns the member's age on day now.
func (u *User) Age(now time.Time) int {
	dob, err := time.Parse(time.DateOnly, u.DateOfBirth)
	if err != nil {
		return 0
	}
	return Age(dob, now)
}

// Age returns the age in whole years of someone born on dob, on day now.
func Age(dob, now time.Time) int {
	years := now.Year() - dob.Year()
	if now.Month() < dob.Month() || (now.Month() == dob.Month() && now.Day() < dob.Day()) {
		years--
	}
	return years
}

// Limits of the sign-up form.
const (
	NameMinLength          = 2
	NameMaxLength          = 30
	SignupMessageMaxLength = 500
)

// SignupForm is what a visitor enters to become a member (SPEC §3).
type SignupForm struct {
	Name          string `json:"name"`
	Email         string `json:"email"`
	Password      string `json:"password"`
	DateOfBirth   string `json:"date_of_birth"`
	SignupMessage string `json:"signup_message"`
	// MemberID is the member the visitor signed up on (a member landing): the sign-up
	// message goes to them once the account is activated (issue 24); 0 for none.
	MemberID      int64         `json:"member_id,omitempty"`
	Language      string        `json:"language"`
	TrafficSource TrafficSource `json:"trafficsource"`
	// Attribution is the visitor's first (and latest later) touch from their cookies,
	// set by the server (issue 24); without it the store uses TrafficSource.
	Attribution Attribution `json:"-"`
	// ReturnTo is the way back to the profile the visitor signed up from, with the
	// intent (ReturnPath); anything else is dropped, as the sign-up must not fail on it.
	ReturnTo string `json:"return_to,omitempty"`
}

// Normalize trims the form's text and lower-cases the e-mail address.
func (f *SignupForm) Normalize() {
	f.Name = strings.TrimSpace(f.Name)
	f.Email = NormalizeEmail(f.Email)
	f.DateOfBirth = strings.TrimSpace(f.DateOfBirth)
	f.SignupMessage = strings.TrimSpace(f.SignupMessage)
	f.ReturnTo = ReturnPath(f.ReturnTo)
	if !isLanguage(f.Language) {
		f.Language = "en"
	}
}

// Validate applies the sign-up rules of SPEC §5 on day now, reporting the first broken
// rule with its message (FieldErrors reports them all).
func (f *SignupForm) Validate(now time.Time, minAge int) error {
	if errs := f.FieldErrors(now, minAge); len(errs) > 0 {
		return errs[0]
	}
	return nil
}

// NormalizeEmail trims and lower-cases an address; addresses are compared that way.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// ValidateEmail reports "Invalid email" (SPEC §5) unless email is one plain address
// whose domain has a dot.
func ValidateEmail(field, email string) error {
	invalid := FieldError(field, "invalidEmail", "Invalid email")
	if len(email) > 254 || strings.ContainsAny(email, " <>,;") {
		return invalid
	}
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email {
		return invalid
	}
	local, domain, ok := strings.Cut(email, "@")
	if !ok || local == "" || !strings.Contains(domain, ".") || strings.HasSuffix(domain, ".") || strings.HasPrefix(domain, ".") {
		return invalid
	}
	return nil
}

// ValidateDateOfBirth checks a YYYY-MM-DD date of birth: a real date, not in the future
// nor more than 120 years ago, of someone at least minAge years old on day now.
func ValidateDateOfBirth(dob string, now time.Time, minAge int) error {
	enter := &Error{Code: EINVALID, Field: "date_of_birth", Key: "enterDateOfBirth", Params: map[string]any{"min_age": minAge},
		Message: fmt.Sprintf("Enter your date of birth (%d+)", minAge)}
	if dob == "" {
		return enter
	}
	d, err := time.Parse(time.DateOnly, dob)
	if err != nil || d.After(now) || Age(d, now) > 120 {
		return FieldError("date_of_birth", "invalidDateOfBirth", "Invalid date of birth.")
	}
	if Age(d, now) < minAge {
		return enter
	}
	return nil
}

func isLanguage(l string) bool {
	for _, x := range Languages {
		if x == l {
			return true
		}
	}
	return false
}

// IsLanguage reports whether l is one of the interface languages.
func IsLanguage(l string) bool { return isLanguage(l) }

// AccountService keeps members' accounts and sessions.
type AccountService interface {
	// Signup creates a not_confirmed account with the site's starting credits and
	// queues its activation e-mail, all in one transaction.
	Signup(ctx context.Context, site *Site, f SignupForm) (*User, error)
	// Activate confirms the address of the account a valid activation token belongs to.
	Activate(ctx context.Context, token string) (*User, error)
	// TakeSignupMessage hands out, once, the sign-up message of an active account that
	// signed up on a member (SignupForm.MemberID): that member and the text; 0 and ""
	// when there is none or it was taken before.
	TakeSignupMessage(ctx context.Context, userID int64) (memberID int64, text string, err error)
	// CreateToken stores a new single-use link token for a user and returns it.
	CreateToken(ctx context.Context, userID int64, purpose string, lifetime time.Duration) (string, error)
	// Login checks a password, with the attempt limits, and starts a session; the
	// client's device becomes known to the account.
	Login(ctx context.Context, email, password string, c Client) (*User, string, error)
	// UserBySession returns the member whose unexpired session token this is.
	UserBySession(ctx context.Context, token string) (*User, error)
	// StartSession opens a session for a member who just signed up.
	StartSession(ctx context.Context, userID int64) (string, error)
	// StartClientSession is StartSession that keeps the client's IP address and user
	// agent with the session, for the staff console.
	StartClientSession(ctx context.Context, userID int64, c Client) (string, error)
	// Logout ends one session.
	Logout(ctx context.Context, token string) error
	// FindUser returns one account by id.
	FindUser(ctx context.Context, id int64) (*User, error)
	// SetLanguage saves the member's interface language.
	SetLanguage(ctx context.Context, userID int64, lang string) error

	// RequestPasswordReset queues a reset e-mail, at most PasswordResetsPerDay a day.
	RequestPasswordReset(ctx context.Context, email string) error
	// ResetPassword sets a new password with a reset token and ends every session of
	// the account, whose id it returns.
	ResetPassword(ctx context.Context, token, password, repeat string) (int64, error)
	// ChangePassword checks the old password, sets the new one and ends the member's
	// other sessions.
	// The current password is counted like a login, here and below.
	ChangePassword(ctx context.Context, userID int64, keepSession, oldPassword, newPassword string, c Client) error
	// RequestEmailChange checks the password and queues a confirmation e-mail to the new address.
	RequestEmailChange(ctx context.Context, userID int64, email, password string, c Client) error
	// ConfirmEmailChange moves the account to the address of a valid e-mail change
	// token, ends its sessions but keepSession, and queues the e-mail to the old
	// address with the link that undoes the change.
	ConfirmEmailChange(ctx context.Context, token, keepSession string) (*User, error)
	// UndoEmailChange brings back the old address of a valid undo token (when no other
	// account took it meanwhile), ends every session and locks the account until a
	// password reset; it returns the account's id.
	UndoEmailChange(ctx context.Context, token string) (int64, error)
	// DeleteAccount checks the password, marks the account deleted, ends its sessions,
	// and queues the reactivation e-mail and the purge after ReactivationWindow.
	DeleteAccount(ctx context.Context, userID int64, req DeleteRequest, c Client) error
	// Reactivate brings back a deleted account with a valid reactivation token.
	Reactivate(ctx context.Context, token string) (*User, error)
	// PurgeAccount erases an account that is still deleted.
	PurgeAccount(ctx context.Context, userID int64) error
	// Throttle counts one request under key (a kind and a client's network) and
	// answers ERATELIMIT when more than max came within per.
	Throttle(ctx context.Context, key string, max int, per time.Duration) error
}

// Token purposes.
const (
	TokenActivate = "activate"
)
