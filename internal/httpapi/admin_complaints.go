package httpapi

import (
	"net/http"
	"strconv"

	"amora"
)

// The staff console's complaints section (issue 23): the queue, oldest first, with the
// time-to-decision figures; a complaint with what it reports and its context; and the
// decision, which applies at once (see sqlstore.DecideComplaint).

// complaintRoutes registers the complaints section (see consoleRoutes).
func (s *Server) complaintRoutes(mux *http.ServeMux) {
	if s.Complaints == nil {
		return
	}
	s.adminRoute(mux, "GET /api/admin/complaints", amora.PermComplaints, s.adminComplaints)
	s.adminRoute(mux, "GET /api/admin/complaints/{complaintId}", amora.PermComplaints, s.adminComplaint)
	s.adminRoute(mux, "POST /api/admin/complaints/{complaintId}/decide", amora.PermComplaints, s.adminDecideComplaint)
}

type adminComplaintJSON struct {
	ID          int64    `json:"id"`
	Reference   string   `json:"reference"`
	Category    string   `json:"category"`
	URL         string   `json:"url"`
	MemberID    *int64   `json:"member_id"`
	MemberName  string   `json:"member_name"`
	PhotoID     *int64   `json:"photo_id"`
	MessageID   *int64   `json:"message_id"`
	Explanation string   `json:"explanation"`
	Name        string   `json:"name"`
	Email       string   `json:"email"`
	ReporterID  *int64   `json:"reporter_id"`
	Language    string   `json:"language"`
	Site        string   `json:"site"`
	Status      string   `json:"status"`
	CreatedAt   apiTime  `json:"created_at"`
	DecidedAt   *apiTime `json:"decided_at"`
	Decision    string   `json:"decision"`
	Reason      string   `json:"reason"`
	StaffEmail  string   `json:"staff_email"`
}

// optID is id for an answer, or null when it is 0.
func optID(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

func toAdminComplaint(c amora.Complaint) adminComplaintJSON {
	return adminComplaintJSON{ID: c.ID, Reference: c.Reference, Category: c.Category, URL: c.URL, MemberID: optID(c.MemberID),
		MemberName: c.MemberName, PhotoID: optID(c.PhotoID), MessageID: optID(c.MessageID), Explanation: c.Explanation,
		Name: c.Name, Email: c.Email, ReporterID: optID(c.ReporterID), Language: c.Language, Site: c.SiteHost,
		Status: c.Status, CreatedAt: apiTime(c.CreatedAt), DecidedAt: optTime(c.DecidedAt), Decision: c.Decision,
		Reason: c.Reason, StaffEmail: c.StaffEmail}
}

type adminComplaintStatsJSON struct {
	Open          int   `json:"open"`
	Decided       int   `json:"decided"`
	Days          int   `json:"days"`
	MedianSeconds int64 `json:"median_seconds"`
	P95Seconds    int64 `json:"p95_seconds"`
}

// adminComplaints answers GET /api/admin/complaints?status=open|decided|all&category=&member_id=&limit=&after_id=.
func (s *Server) adminComplaints(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	q := r.URL.Query()
	limit, _ := strconv.Atoi(q.Get("limit"))
	after, _ := strconv.ParseInt(q.Get("after_id"), 10, 64)
	member, _ := strconv.ParseInt(q.Get("member_id"), 10, 64)
	f := amora.ComplaintFilter{Status: q.Get("status"), Category: q.Get("category"), MemberID: max(member, 0), Limit: limit, AfterID: max(after, 0)}
	f.Normalize()
	list, err := s.Complaints.Complaints(r.Context(), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	st, err := s.Complaints.ComplaintStats(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]adminComplaintJSON, len(list))
	var last int64
	for i, c := range list {
		out[i] = toAdminComplaint(c)
		last = c.ID
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"complaints":    out,
		"next_after_id": nextBeforeID(len(list), f.Limit, last),
		"stats": adminComplaintStatsJSON{Open: st.Open, Decided: st.Decided, Days: amora.ComplaintStatsDays,
			MedianSeconds: seconds(st.Median), P95Seconds: seconds(st.P95)},
	})
}

type adminComplaintMessageJSON struct {
	ID        int64   `json:"id"`
	SenderID  int64   `json:"sender_id"`
	Text      string  `json:"text"`
	Gift      string  `json:"gift"`
	CreatedAt apiTime `json:"created_at"`
}

type adminComplaintMemberJSON struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	Email  string `json:"email"`
	Status string `json:"status"`
	About  string `json:"about"`
}

type adminComplaintContextJSON struct {
	Member     *adminComplaintMemberJSON   `json:"member"`
	Photos     []adminPhotoJSON            `json:"photos"`
	Messages   []adminComplaintMessageJSON `json:"messages"`
	Complaints int                         `json:"complaints"`
}

// adminComplaint answers GET /api/admin/complaints/{complaintId}.
func (s *Server) adminComplaint(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	id, err := complaintID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.writeComplaint(w, r, id)
}

func (s *Server) writeComplaint(w http.ResponseWriter, r *http.Request, id int64) {
	c, cc, err := s.Complaints.Complaint(r.Context(), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ctx := adminComplaintContextJSON{Photos: make([]adminPhotoJSON, len(cc.Photos)),
		Messages: make([]adminComplaintMessageJSON, len(cc.Messages)), Complaints: cc.Complaints}
	if m := cc.Member; m != nil {
		ctx.Member = &adminComplaintMemberJSON{ID: m.ID, Name: m.Name, Email: m.Email, Status: m.Status, About: cc.AboutMe}
	}
	for i, p := range cc.Photos {
		ctx.Photos[i] = toAdminPhoto(p)
	}
	for i, m := range cc.Messages {
		ctx.Messages[i] = adminComplaintMessageJSON{ID: m.ID, SenderID: m.SenderID, Text: m.Body, Gift: m.Gift, CreatedAt: apiTime(m.CreatedAt)}
	}
	writeJSON(w, http.StatusOK, map[string]any{"complaint": toAdminComplaint(*c), "context": ctx})
}

// adminDecideRequest is the body of a decision: one of amora.ComplaintDecisions and the
// facts and reasons the reported member reads.
type adminDecideRequest struct {
	Decision string `json:"decision"`
	Reason   string `json:"reason"`
}

// adminDecideComplaint answers POST /api/admin/complaints/{complaintId}/decide with the
// complaint as it now is; a ban ends the member's sessions on every instance.
func (s *Server) adminDecideComplaint(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := complaintID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var req adminDecideRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	c, err := s.Complaints.DecideComplaint(r.Context(), st, id, amora.ComplaintDecision{Decision: req.Decision, Reason: req.Reason})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if c.Decision == amora.DecisionBan {
		s.endSessions(r.Context(), amora.SessionsEnded{UserID: c.MemberID})
	}
	s.wake() // the decision and the statement of reasons go out now
	s.writeComplaint(w, r, id)
}
