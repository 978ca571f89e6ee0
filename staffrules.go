package amora

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// The rules of the staff console's actions on members: every action needs a reason,
// a ban a ground, a credit correction a limit.

// StaffReasonMaxLength bounds the reason a staff member types for an action.
const StaffReasonMaxLength = 1000

// CheckStaffReason returns the reason of a console action, trimmed: every action on a
// member or a photo needs one (it goes to the audit log, and for a ban into the
// member's statement of reasons).
func CheckStaffReason(reason string) (string, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return "", &Error{Code: EINVALID, Field: "reason", Key: "reasonRequired", Message: "Give a reason."}
	}
	if utf8.RuneCountInString(reason) > StaffReasonMaxLength {
		return "", &Error{Code: EINVALID, Field: "reason", Key: "reasonTooLong", Params: map[string]any{"max": StaffReasonMaxLength},
			Message: "The reason is too long."}
	}
	if err := ValidateText("reason", reason); err != nil {
		return "", err
	}
	return reason, nil
}

// ErrAccountBanned answers the login of a banned member.
var ErrAccountBanned = &Error{Code: EFORBIDDEN, Key: "accountBanned",
	Message: "This account has been banned. We sent you an e-mail with the reasons and how to appeal."}

// Ban grounds: the rule of the terms a ban rests on, named in the member's statement
// of reasons (EU DSA Art. 17) and explained on /pages/ban.
const (
	BanMinor          = "minor"
	BanHarassment     = "harassment"
	BanScam           = "scam"
	BanSpam           = "spam"
	BanFakeIdentity   = "fake_identity"
	BanIllegalContent = "illegal_content"
	BanPaymentAbuse   = "payment_abuse"
	BanOtherTerms     = "other_terms"
)

// BanGrounds lists every ban ground.
var BanGrounds = []string{BanMinor, BanHarassment, BanScam, BanSpam, BanFakeIdentity, BanIllegalContent, BanPaymentAbuse, BanOtherTerms}

// CheckBanGround returns the ground of a ban: one of BanGrounds, BanOtherTerms when
// none is given.
func CheckBanGround(ground string) (string, error) {
	if ground == "" {
		return BanOtherTerms, nil
	}
	if !oneOf(ground, BanGrounds) {
		return "", FieldError("ground", "optionInvalid", "Choose one of the options.")
	}
	return ground, nil
}

// ErrCreditsBelowZero answers a credit correction that would take a balance below 0.
var ErrCreditsBelowZero = &Error{Code: ECONFLICT, Key: "creditsBelowZero", Message: "The correction would take the balance below 0."}

// CheckCreditCorrection validates a credit correction of amount credits: never 0, and
// within limit either way unless unlimited (limit is the support role's).
func CheckCreditCorrection(amount int, unlimited bool, limit int) error {
	if amount == 0 {
		return &Error{Code: EINVALID, Field: "amount", Key: "creditAmountInvalid", Message: "Give a number of credits other than 0."}
	}
	if !unlimited && (amount > limit || amount < -limit) {
		return &Error{Code: EFORBIDDEN, Field: "amount", Key: "creditLimit", Params: map[string]any{"limit": limit},
			Message: "Corrections of more than " + strconv.Itoa(limit) + " credits need another role."}
	}
	return nil
}

// LedgerCorrection is the ledger reason of a staff credit correction.
const LedgerCorrection = "correction"

// ErrRestoreWindow answers a restore after amora.ReactivationWindow: the account is
// about to be, or has been, purged.
var ErrRestoreWindow = &Error{Code: ECONFLICT, Key: "restoreWindowPassed", Message: "The account can no longer be restored."}

// ErrMemberNotFound answers a console request about a member who does not exist.
var ErrMemberNotFound = &Error{Code: ENOTFOUND, Key: "memberNotFound", Message: "Member not found."}
