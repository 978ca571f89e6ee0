package amora

import (
	"context"
	"net/netip"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

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

// Photo rejection reasons: a fixed set the member sees in their language, beside the
// moderator's own words.
const (
	PhotoReasonNotAPerson  = "not_a_person"
	PhotoReasonNudity      = "nudity"
	PhotoReasonOtherPerson = "other_person"
	PhotoReasonLowQuality  = "low_quality"
	PhotoReasonOther       = "other"
)

// PhotoRejectReasons lists every photo rejection reason.
var PhotoRejectReasons = []string{PhotoReasonNotAPerson, PhotoReasonNudity, PhotoReasonOtherPerson, PhotoReasonLowQuality, PhotoReasonOther}

// PhotoTakedown removes a photo that was live; it ends up rejected like a rejected
// one, with its reason, and the audit log tells the two apart.
const PhotoTakedown PhotoModeration = "takedown"

// PhotoDecision is a moderator's decision on one photo, with the reason key the member
// sees (for a rejection or a takedown) and the moderator's words.
type PhotoDecision struct {
	Action PhotoModeration
	Reason string // one of PhotoRejectReasons; "" for an approval
	Note   string // the moderator's words, shown to the member too
}

// Check validates the decision: a rejection or takedown needs one of the reason keys
// and, for PhotoReasonOther, words of its own.
func (d *PhotoDecision) Check() error {
	d.Note = strings.TrimSpace(d.Note)
	switch d.Action {
	case PhotoApprove:
		d.Reason = ""
		return nil
	case PhotoReject, PhotoTakedown:
	default:
		return Errorf(EINVALID, "Unknown photo decision %q.", string(d.Action))
	}
	if !oneOf(d.Reason, PhotoRejectReasons) {
		return &Error{Code: EINVALID, Field: "reason", Key: "reasonRequired", Message: "Give a reason."}
	}
	if d.Reason == PhotoReasonOther && d.Note == "" {
		return &Error{Code: EINVALID, Field: "note", Key: "reasonRequired", Message: "Give a reason."}
	}
	if utf8.RuneCountInString(d.Note) > StaffReasonMaxLength {
		return &Error{Code: EINVALID, Field: "note", Key: "reasonTooLong", Params: map[string]any{"max": StaffReasonMaxLength},
			Message: "The reason is too long."}
	}
	return ValidateText("note", d.Note)
}

// Status returns the photo status the decision leads to.
func (d PhotoDecision) Status() string {
	if d.Action == PhotoApprove {
		return PhotoActive
	}
	return PhotoRejected
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

// Member search fields: what a console search term is looked up as.
const (
	MemberByID      = "id"
	MemberByEmail   = "email"
	MemberByName    = "name"
	MemberByIP      = "ip"
	MemberByPayment = "payment"
	MemberBySource  = "source" // traffic source: network, ref or sub1-3
	MemberByAny     = "any"    // name, payment id or traffic source
)

// MemberQuery is one console search term and the field it is looked up in.
type MemberQuery struct {
	Field string
	Value string
}

// ParseMemberQuery reads a console search term. "field:value" names the field (id,
// email, name, ip, payment, source); otherwise a number is an id, an IP address an IP,
// a term with @ an e-mail address, and anything else a name, payment id or traffic
// source. An empty term finds every member.
func ParseMemberQuery(q string) MemberQuery {
	q = strings.TrimSpace(q)
	if field, value, ok := strings.Cut(q, ":"); ok {
		switch f := strings.ToLower(field); f {
		case MemberByID, MemberByEmail, MemberByName, MemberByIP, MemberByPayment, MemberBySource:
			return normalizeQuery(MemberQuery{Field: f, Value: strings.TrimSpace(value)})
		}
	}
	switch {
	case q == "":
		return MemberQuery{}
	case isDigits(q):
		return MemberQuery{Field: MemberByID, Value: q}
	case isIP(q):
		return normalizeQuery(MemberQuery{Field: MemberByIP, Value: q})
	case strings.Contains(q, "@"):
		return normalizeQuery(MemberQuery{Field: MemberByEmail, Value: q})
	}
	return MemberQuery{Field: MemberByAny, Value: q}
}

func normalizeQuery(m MemberQuery) MemberQuery {
	switch m.Field {
	case MemberByEmail:
		m.Value = NormalizeEmail(m.Value)
	case MemberByIP:
		if a, err := netip.ParseAddr(m.Value); err == nil {
			m.Value = a.Unmap().String()
		}
	}
	return m
}

func isDigits(s string) bool {
	if len(s) > 18 {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func isIP(s string) bool {
	_, err := netip.ParseAddr(s)
	return err == nil
}

// MemberStatuses are the account states a console search may filter by.
var MemberStatuses = []string{UserNotConfirmed, UserActive, UserDeleted, UserBanned}

// StaffMemberFilter is a console member search: Query, and Status when not "",
// newest first, members with an id below BeforeID when it is not 0.
type StaffMemberFilter struct {
	Query    MemberQuery
	Status   string
	Limit    int
	BeforeID int64
}

// Normalize clamps the page size.
func (f *StaffMemberFilter) Normalize() {
	if f.Limit < 1 || f.Limit > 100 {
		f.Limit = 50
	}
	if !oneOf(f.Status, MemberStatuses) {
		f.Status = ""
	}
}

// StaffMemberRow is a member in the console's search results.
type StaffMemberRow struct {
	ID          int64
	Email       string
	Name        string
	Status      string
	Country     string
	Site        string
	CreatedAt   time.Time
	LastLoginAt time.Time // zero when never
	Credits     int
	Premium     bool
	MainPhoto   string // storage name of the active main photo, or ""
	MainPhotoID int64
}

// StaffMember is everything the console's member page shows.
type StaffMember struct {
	User          User
	AboutMe       string
	BannedAt      time.Time
	DeletedAt     time.Time
	Photos        []StaffPhoto
	Ledger        []LedgerEntry
	Payments      []Payment
	Sessions      []SessionInfo
	Logins        []SessionInfo
	LikesGiven    int
	LikesReceived int
	Chats         int
	MessagesSent  int
}

// RestorableUntil is when a deleted member can no longer be restored; zero unless
// the member is deleted.
func (m *StaffMember) RestorableUntil() time.Time {
	if m.User.Status != UserDeleted || m.DeletedAt.IsZero() {
		return time.Time{}
	}
	return m.DeletedAt.Add(ReactivationWindow)
}

// LedgerEntry is one row of a member's credit ledger.
type LedgerEntry struct {
	ID        int64
	Amount    int
	Reason    string
	Ref       string
	CreatedAt time.Time
}

// SessionInfo is a member's session or login: when, and from where.
type SessionInfo struct {
	CreatedAt time.Time
	IP        string
	UserAgent string
	ExpiresAt time.Time // sessions only
}

// StaffPhoto is a photo as the console shows it: any state, with its owner.
type StaffPhoto struct {
	Photo
	MemberName string
}

// Photo feeds of the console.
const (
	PhotoFeedPending  = "pending"  // the moderation queue
	PhotoFeedRecent   = "recent"   // every new photo, newest first
	PhotoFeedRejected = "rejected" // rejected and taken-down photos, newest first
)

// StaffPhotoFilter is a page of a console photo feed: photos with an id below
// BeforeID when it is not 0, newest first.
type StaffPhotoFilter struct {
	State    string
	Limit    int
	BeforeID int64
}

// Normalize clamps the filter to sane values.
func (f *StaffPhotoFilter) Normalize() {
	if !oneOf(f.State, []string{PhotoFeedPending, PhotoFeedRecent, PhotoFeedRejected}) {
		f.State = PhotoFeedPending
	}
	if f.Limit < 1 || f.Limit > 100 {
		f.Limit = 50
	}
}

// ErrRestoreWindow answers a restore after amora.ReactivationWindow: the account is
// about to be, or has been, purged.
var ErrRestoreWindow = &Error{Code: ECONFLICT, Key: "restoreWindowPassed", Message: "The account can no longer be restored."}

// StaffMemberService is what the console's members and photos sections need of the
// store: the reads, and the actions, each written with its audit entry in one
// transaction.
type StaffMemberService interface {
	SearchStaffMembers(ctx context.Context, f StaffMemberFilter) ([]StaffMemberRow, error)
	StaffMember(ctx context.Context, id int64) (*StaffMember, error)
	StaffActivate(ctx context.Context, by *Staff, memberID int64, reason string) error
	StaffBan(ctx context.Context, by *Staff, memberID int64, reason, ground string) error
	StaffUnban(ctx context.Context, by *Staff, memberID int64, reason string) error
	StaffCorrectCredits(ctx context.Context, by *Staff, memberID int64, amount int, reason string) error
	StaffDelete(ctx context.Context, by *Staff, memberID int64, reason string) error
	StaffRestore(ctx context.Context, by *Staff, memberID int64, reason string) error
	StaffPasswordReset(ctx context.Context, by *Staff, memberID int64, reason string) error
	StaffPhotos(ctx context.Context, f StaffPhotoFilter) ([]StaffPhoto, error)
	StaffPhoto(ctx context.Context, id int64) (*StaffPhoto, error)
	StaffModeratePhoto(ctx context.Context, by *Staff, photoID int64, d PhotoDecision) (*Photo, error)
}

// ErrMemberNotFound answers a console request about a member who does not exist.
var ErrMemberNotFound = &Error{Code: ENOTFOUND, Key: "memberNotFound", Message: "Member not found."}

// ErrPhotoNotFound answers a console request about a photo that does not exist.
var ErrPhotoNotFound = &Error{Code: ENOTFOUND, Key: "photoNotFound", Message: "Photo not found."}
