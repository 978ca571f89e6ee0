package httpapi

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"amora"
)

// The staff console's members section: search, the member page, and the actions on a
// member, each with a reason and an audit entry; each action answers the member page
// as it now is.

// memberRoutes registers the members section (see consoleRoutes).
func (s *Server) memberRoutes(mux *http.ServeMux) {
	if s.StaffMembers == nil {
		return
	}
	s.adminRoute(mux, "GET /api/admin/members", amora.PermMembersRead, s.adminMembers)
	s.adminRoute(mux, "GET /api/admin/members/{memberId}", amora.PermMembersRead, s.adminMember)
	// Activation and the reset link are for support and for those who may change
	// members (moderators): the guard lets every reader through, the handler checks
	// for either permission.
	s.adminRoute(mux, "POST /api/admin/members/{memberId}/activate", amora.PermMembersRead,
		supportOrWrite(s, s.adminMemberAction(s.StaffMembers.StaffActivate, false)))
	s.adminRoute(mux, "POST /api/admin/members/{memberId}/ban", amora.PermMembersWrite, s.adminBan)
	s.adminRoute(mux, "POST /api/admin/members/{memberId}/unban", amora.PermMembersWrite, s.adminMemberAction(s.StaffMembers.StaffUnban, false))
	s.adminRoute(mux, "POST /api/admin/members/{memberId}/credits", amora.PermMembersSupport, s.adminCredits)
	s.adminRoute(mux, "POST /api/admin/members/{memberId}/delete", amora.PermMembersWrite, s.adminMemberAction(s.StaffMembers.StaffDelete, true))
	s.adminRoute(mux, "POST /api/admin/members/{memberId}/restore", amora.PermMembersWrite, s.adminMemberAction(s.StaffMembers.StaffRestore, false))
	s.adminRoute(mux, "POST /api/admin/members/{memberId}/password-reset", amora.PermMembersRead,
		supportOrWrite(s, s.adminMemberAction(s.StaffMembers.StaffPasswordReset, false)))
}

// supportOrWrite lets through staff with members.support or members.write; others get
// 403 staffForbidden.
func supportOrWrite(s *Server, h StaffHandler) StaffHandler {
	return func(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
		if !st.May(amora.PermMembersSupport) && !st.May(amora.PermMembersWrite) {
			s.writeError(w, r, amora.ErrStaffForbidden())
			return
		}
		h(w, r, st)
	}
}

type adminMemberRowJSON struct {
	ID          int64    `json:"id"`
	Email       string   `json:"email"`
	Name        string   `json:"name"`
	Status      string   `json:"status"`
	Country     string   `json:"country"`
	Site        string   `json:"site"`
	CreatedAt   apiTime  `json:"created_at"`
	LastLoginAt *apiTime `json:"last_login_at"`
	Credits     int      `json:"credits"`
	Premium     bool     `json:"premium"`
	PhotoURL    *string  `json:"photo_url"`
}

// optTime is t for an answer, or null when it is zero.
func optTime(t time.Time) *apiTime {
	if t.IsZero() {
		return nil
	}
	at := apiTime(t)
	return &at
}

// staffPhotoURL is the console's address of a photo in any state: it answers only a
// staff session that may read members (adminPhotoImage).
func staffPhotoURL(id int64) string {
	return "/api/admin/photos/" + strconv.FormatInt(id, 10) + "/image"
}

// beforeID reads the before_id paging parameter; 0 when absent or malformed.
func beforeID(r *http.Request) int64 {
	id, _ := strconv.ParseInt(r.URL.Query().Get("before_id"), 10, 64)
	return max(id, 0)
}

// nextBeforeID is the before_id of the next page: the last id of a full page, or nil.
func nextBeforeID(n, limit int, last int64) *int64 {
	if n < limit || n == 0 {
		return nil
	}
	return &last
}

// adminMembers answers GET /api/admin/members?q=&status=&limit=&before_id=.
func (s *Server) adminMembers(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	q := r.URL.Query()
	limit, _ := strconv.Atoi(q.Get("limit"))
	f := amora.StaffMemberFilter{Query: amora.ParseMemberQuery(q.Get("q")), Status: q.Get("status"), Limit: limit, BeforeID: beforeID(r)}
	f.Normalize()
	rows, err := s.StaffMembers.SearchStaffMembers(r.Context(), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]adminMemberRowJSON, len(rows))
	var last int64
	for i, m := range rows {
		out[i] = adminMemberRowJSON{ID: m.ID, Email: m.Email, Name: m.Name, Status: m.Status, Country: m.Country, Site: m.Site,
			CreatedAt: apiTime(m.CreatedAt), LastLoginAt: optTime(m.LastLoginAt), Credits: m.Credits, Premium: m.Premium}
		if m.MainPhotoID != 0 {
			u := staffPhotoURL(m.MainPhotoID)
			out[i].PhotoURL = &u
		}
		last = m.ID
	}
	writeJSON(w, http.StatusOK, map[string]any{"members": out, "next_before_id": nextBeforeID(len(rows), f.Limit, last)})
}

type adminTrackingJSON struct {
	Network string `json:"network"`
	Ref     string `json:"ref"`
	Sub1    string `json:"sub1"`
	Sub2    string `json:"sub2"`
	Sub3    string `json:"sub3"`
}

type adminMemberJSON struct {
	ID              int64             `json:"id"`
	Email           string            `json:"email"`
	Name            string            `json:"name"`
	Status          string            `json:"status"`
	Gender          string            `json:"gender"`
	Age             int               `json:"age"`
	Country         string            `json:"country"`
	Region          string            `json:"region"`
	City            string            `json:"city"`
	Language        string            `json:"language"`
	Site            string            `json:"site"`
	CreatedAt       apiTime           `json:"created_at"`
	Activated       bool              `json:"activated"`
	Premium         bool              `json:"premium"`
	Credits         int               `json:"credits"`
	About           string            `json:"about"`
	Tracking        adminTrackingJSON `json:"tracking"`
	BannedAt        *apiTime          `json:"banned_at"`
	DeletedAt       *apiTime          `json:"deleted_at"`
	RestorableUntil *apiTime          `json:"restorable_until"`
}

type adminPhotoJSON struct {
	ID         int64   `json:"id"`
	MemberID   int64   `json:"member_id"`
	MemberName string  `json:"member_name"`
	URL        string  `json:"url"`
	Status     string  `json:"status"`
	Main       bool    `json:"main"`
	UploadedAt apiTime `json:"uploaded_at"`
	Reason     string  `json:"reason"`
	Note       string  `json:"note"`
}

func toAdminPhoto(p amora.StaffPhoto) adminPhotoJSON {
	return adminPhotoJSON{ID: p.ID, MemberID: p.UserID, MemberName: p.MemberName, URL: staffPhotoURL(p.ID), Status: p.Status,
		Main: p.Main, UploadedAt: apiTime(p.CreatedAt), Reason: p.RejectReason, Note: p.RejectNote}
}

type adminLedgerJSON struct {
	ID        int64   `json:"id"`
	Amount    int     `json:"amount"`
	Reason    string  `json:"reason"`
	Ref       string  `json:"ref"`
	CreatedAt apiTime `json:"created_at"`
}

type adminPaymentJSON struct {
	ID                int64    `json:"id"`
	PackageID         int64    `json:"package_id"`
	Credits           int      `json:"credits"`
	Method            string   `json:"method"`
	Amount            int      `json:"amount"`
	Currency          string   `json:"currency"`
	DiscountCode      string   `json:"discount_code"`
	Provider          string   `json:"provider"`
	ProviderPaymentID string   `json:"provider_payment_id"`
	Status            string   `json:"status"`
	Country           string   `json:"country"`
	CreatedAt         apiTime  `json:"created_at"`
	PaidAt            *apiTime `json:"paid_at"`
	Refunded          int      `json:"refunded"`
	ChargedBack       int      `json:"charged_back"`
}

type adminSessionJSON struct {
	CreatedAt apiTime  `json:"created_at"`
	ExpiresAt *apiTime `json:"expires_at,omitempty"`
	IP        string   `json:"ip"`
	UserAgent string   `json:"user_agent"`
}

type adminCountsJSON struct {
	LikesGiven    int `json:"likes_given"`
	LikesReceived int `json:"likes_received"`
	Chats         int `json:"chats"`
	MessagesSent  int `json:"messages_sent"`
	Complaints    int `json:"complaints"` // complaints that name the member, decided or not
}

type adminMemberDetailJSON struct {
	Member   adminMemberJSON    `json:"member"`
	Photos   []adminPhotoJSON   `json:"photos"`
	Ledger   []adminLedgerJSON  `json:"ledger"`
	Payments []adminPaymentJSON `json:"payments"`
	Sessions []adminSessionJSON `json:"sessions"`
	Logins   []adminSessionJSON `json:"logins"`
	Counts   adminCountsJSON    `json:"counts"`
}

// adminMember answers GET /api/admin/members/{memberId}.
func (s *Server) adminMember(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	id, err := staffMemberID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeStaffMember(w, r, id)
}

// writeStaffMember answers the member page of id.
func (s *Server) writeStaffMember(w http.ResponseWriter, r *http.Request, id int64) {
	m, err := s.StaffMembers.StaffMember(r.Context(), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	u := m.User
	out := adminMemberDetailJSON{
		Member: adminMemberJSON{ID: u.ID, Email: u.Email, Name: u.Name, Status: u.Status, Gender: u.Basics.Gender, Age: u.Age(s.now()),
			Country: u.Basics.Country, Region: u.Basics.Region, City: u.Basics.City, Language: u.Language, Site: u.SiteHost,
			CreatedAt: apiTime(u.CreatedAt), Activated: !u.ActivatedAt.IsZero(), Premium: u.PaidUser, Credits: u.Credits, About: m.AboutMe,
			Tracking: adminTrackingJSON{Network: u.TrafficSource.Network, Ref: u.TrafficSource.Ref, Sub1: u.TrafficSource.Sub1,
				Sub2: u.TrafficSource.Sub2, Sub3: u.TrafficSource.Sub3},
			BannedAt: optTime(m.BannedAt), DeletedAt: optTime(m.DeletedAt), RestorableUntil: optTime(m.RestorableUntil())},
		Photos:   make([]adminPhotoJSON, len(m.Photos)),
		Ledger:   make([]adminLedgerJSON, len(m.Ledger)),
		Payments: make([]adminPaymentJSON, len(m.Payments)),
		Sessions: make([]adminSessionJSON, len(m.Sessions)),
		Logins:   make([]adminSessionJSON, len(m.Logins)),
		Counts:   adminCountsJSON{LikesGiven: m.LikesGiven, LikesReceived: m.LikesReceived, Chats: m.Chats, MessagesSent: m.MessagesSent},
	}
	if u.Status != amora.UserBanned {
		out.Member.BannedAt = nil
	}
	if s.Complaints != nil {
		if out.Counts.Complaints, err = s.Complaints.ComplaintsAbout(r.Context(), id); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	for i, p := range m.Photos {
		out.Photos[i] = toAdminPhoto(p)
	}
	for i, e := range m.Ledger {
		out.Ledger[i] = adminLedgerJSON{ID: e.ID, Amount: e.Amount, Reason: e.Reason, Ref: e.Ref, CreatedAt: apiTime(e.CreatedAt)}
	}
	for i, p := range m.Payments {
		out.Payments[i] = adminPaymentJSON{ID: p.ID, PackageID: p.PackageID, Credits: p.Credits, Method: p.Method, Amount: p.Amount,
			Currency: p.Currency, DiscountCode: p.DiscountCode, Provider: p.Provider, ProviderPaymentID: p.ProviderID, Status: p.Status,
			Country: p.Country, CreatedAt: apiTime(p.CreatedAt), PaidAt: optTime(p.PaidAt), Refunded: p.Refunded, ChargedBack: p.ChargedBack}
	}
	for i, se := range m.Sessions {
		out.Sessions[i] = adminSessionJSON{CreatedAt: apiTime(se.CreatedAt), ExpiresAt: optTime(se.ExpiresAt), IP: se.IP, UserAgent: se.UserAgent}
	}
	for i, l := range m.Logins {
		out.Logins[i] = adminSessionJSON{CreatedAt: apiTime(l.CreatedAt), IP: l.IP, UserAgent: l.UserAgent}
	}
	writeJSON(w, http.StatusOK, out)
}

// staffMemberID reads the {memberId} path value; a malformed one is an unknown member.
func staffMemberID(r *http.Request) (int64, error) {
	if id, err := memberID(r); err == nil {
		return id, nil
	}
	return 0, amora.ErrMemberNotFound
}

// adminReasonRequest is the body of every member action.
type adminReasonRequest struct {
	Reason string `json:"reason"`
	Ground string `json:"ground"` // a ban's ground, one of amora.BanGrounds
	Amount int    `json:"amount"` // a credit correction
}

// readAction reads the member id and the body of a member action, with its reason.
func (s *Server) readAction(r *http.Request) (int64, adminReasonRequest, error) {
	var req adminReasonRequest
	id, err := staffMemberID(r)
	if err != nil {
		return 0, req, err
	}
	if err := decode(r, &req); err != nil {
		return 0, req, err
	}
	req.Reason, err = amora.CheckStaffReason(req.Reason)
	return id, req, err
}

// staffAction is a store action on a member that needs only a reason.
type staffAction func(ctx context.Context, by *amora.Staff, memberID int64, reason string) error

// adminMemberAction answers an action that needs only a reason; when it ends the
// member's sessions (a deletion), every instance is told at once.
func (s *Server) adminMemberAction(act staffAction, endsSessions bool) StaffHandler {
	return func(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
		id, req, err := s.readAction(r)
		if err == nil {
			err = act(r.Context(), st, id, req.Reason)
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if endsSessions {
			s.endSessions(r.Context(), amora.SessionsEnded{UserID: id})
		}
		s.wake() // the action may have queued an e-mail
		s.writeStaffMember(w, r, id)
	}
}

// adminBan answers POST /api/admin/members/{memberId}/ban: the store ends the member's
// sessions and queues their statement of reasons; every instance then closes the
// member's open streams and forgets their sessions at once.
func (s *Server) adminBan(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, req, err := s.readAction(r)
	if err == nil {
		req.Ground, err = amora.CheckBanGround(req.Ground)
	}
	if err == nil {
		err = s.StaffMembers.StaffBan(r.Context(), st, id, req.Reason, req.Ground)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.endSessions(r.Context(), amora.SessionsEnded{UserID: id})
	s.wake()
	s.writeStaffMember(w, r, id)
}

// adminCredits answers POST /api/admin/members/{memberId}/credits: support may
// correct up to amora.SupportCreditLimit either way, PermCredits any amount.
func (s *Server) adminCredits(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, req, err := s.readAction(r)
	if err == nil {
		err = amora.CheckCreditCorrection(req.Amount, st.May(amora.PermCredits), amora.SupportCreditLimit)
	}
	if err == nil {
		err = s.StaffMembers.StaffCorrectCredits(r.Context(), st, id, req.Amount, req.Reason)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeStaffMember(w, r, id)
}
