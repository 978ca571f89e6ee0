package amora

import (
	"strings"
	"time"
	"unicode/utf8"
)

// Token purposes and lifetimes of the account links.
const (
	TokenReset          = "password_reset"
	TokenEmailChange    = "email_change"
	TokenReactivate     = "reactivate"
	TokenEmailUndo      = "email_undo"
	ResetLifetime       = 2 * time.Hour
	EmailChangeLifetime = 24 * time.Hour
	// EmailUndoLifetime is how long the old address may undo an e-mail change.
	EmailUndoLifetime = 7 * 24 * time.Hour
	// ReactivationWindow is how long a deleted account can come back (SPEC §4, §9).
	ReactivationWindow = 14 * 24 * time.Hour
	// PasswordResetsPerDay limits reset e-mails per account per (UTC) day.
	PasswordResetsPerDay = 3
)

// DeleteReasons are the reasons a member may give for leaving (SPEC §3).
var DeleteReasons = []string{"price", "found_someone", "not_looking", "site_problems", "no_members", "time", "other"}

// DeleteRequest is a member's request to delete their account.
type DeleteRequest struct {
	Reason   string `json:"reason"`
	Remarks  string `json:"remarks"`
	Password string `json:"password"`
}

// Validate checks the reason and that "other" comes with remarks.
func (d *DeleteRequest) Validate() error {
	d.Remarks = strings.TrimSpace(d.Remarks)
	ok := false
	for _, r := range DeleteReasons {
		ok = ok || r == d.Reason
	}
	switch {
	case !ok:
		return FieldError("reason", "deleteReasonRequired", "Choose a reason.")
	case d.Reason == "other" && d.Remarks == "":
		return FieldError("remarks", "remarksRequired", "Please tell us a little more.")
	case utf8.RuneCountInString(d.Remarks) > 2000:
		return FieldError("remarks", "remarksTooLong", "Your remarks are too long.")
	}
	return ValidateText("remarks", d.Remarks)
}

// Genders and what members look for.
var (
	Genders     = []string{"male", "female"}
	LookingFors = []string{"male", "female", "both"}
)

// ProfileBasics are the first profile answers, asked right after sign-up.
type ProfileBasics struct {
	Gender     string `json:"gender"`
	LookingFor string `json:"looking_for"`
	Country    string `json:"country"`
	Region     string `json:"region"`
	City       string `json:"city"`
}

// Validate checks the answers against the supported countries and their regions.
func (p *ProfileBasics) Validate(regions map[string]CountryRegions) error {
	p.Country = strings.ToUpper(strings.TrimSpace(p.Country))
	p.City = strings.TrimSpace(p.City)
	switch {
	case !oneOf(p.Gender, Genders):
		return FieldError("gender", "genderRequired", "Choose whether you are a man or a woman.")
	case !oneOf(p.LookingFor, LookingFors):
		return FieldError("looking_for", "lookingForRequired", "Choose who you are looking for.")
	}
	cr, ok := regions[p.Country]
	if !ok {
		return FieldError("country", "countryInvalid", "Choose your country.")
	}
	switch {
	case !cr.Has(p.Region):
		return FieldError("region", "regionInvalid", "Choose your region.")
	case p.City == "" || utf8.RuneCountInString(p.City) > 80:
		return FieldError("city", "cityRequired", "Enter your city.")
	}
	return ValidateLine("city", p.City)
}

func oneOf(v string, list []string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// Errors of the account changes, with SPEC §5's messages.
var (
	errPasswordsDiffer = FieldError("password_repeat", "passwordsDiffer", "The entered passwords are not the same.")
	// ErrLinkInvalid answers an unknown, used or expired link token.
	ErrLinkInvalid = &Error{Code: ENOTFOUND, Key: "linkInvalid", Message: "Link expired or invalid, request a new email"}
	// ErrAccountLocked answers the right password of an account locked by undoing an
	// e-mail change: only a password reset unlocks it.
	ErrAccountLocked = &Error{Code: EFORBIDDEN, Key: "accountLocked",
		Message: "This account is locked for your safety. Request a new password to unlock it."}
)

// CheckRepeat reports "The entered passwords are not the same." unless both match.
func CheckRepeat(password, repeat string) error {
	if password != repeat {
		return errPasswordsDiffer
	}
	return nil
}
