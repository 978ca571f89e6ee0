package amora

import (
	"context"
	"net/netip"
	"strings"
	"time"
)

// The staff console's member search and member page.

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
