package httpapi

import (
	"net/http"
	"strconv"
	"time"

	"amora"
)

// The operators' desk (issue 21): the queue of members waiting for a fictional
// profile's answer, claims, the answer screen, replies, notes and flags. The answer
// screen shows what an operator needs to keep the story straight and nothing private:
// no e-mail address, payments, credits or exact location.

func (s *Server) deskRoutes(mux *http.ServeMux) {
	if s.Desk == nil {
		return
	}
	s.adminRoute(mux, "GET /api/admin/staff/{id}/languages", amora.PermStaff, s.adminStaffLanguages)
	s.adminRoute(mux, "PUT /api/admin/staff/{id}/languages", amora.PermStaff, s.adminSetStaffLanguages)
	s.adminRoute(mux, "GET /api/admin/desk", amora.PermDesk, s.deskQueue)
	s.adminRoute(mux, "GET /api/admin/desk/stats", amora.PermStats, s.deskStats)
	s.adminRoute(mux, "GET /api/admin/desk/{conversationId}", amora.PermDesk, s.deskConversation)
	s.adminRoute(mux, "POST /api/admin/desk/{conversationId}/claim", amora.PermDesk, s.deskClaim)
	s.adminRoute(mux, "POST /api/admin/desk/{conversationId}/release", amora.PermDesk, s.deskRelease)
	s.adminRoute(mux, "POST /api/admin/desk/{conversationId}/messages", amora.PermDesk, s.deskReply)
	s.adminRoute(mux, "PUT /api/admin/desk/{conversationId}/notes", amora.PermDesk, s.deskNotes)
	s.adminRoute(mux, "POST /api/admin/desk/{conversationId}/flag", amora.PermDesk, s.deskFlag)
	s.adminRoute(mux, "GET /api/admin/desk/{conversationId}/photos/{photoId}", amora.PermDesk, s.deskPhoto)
}

// deskPhotoURL is the desk's address of a photo of a waiting conversation's member or
// fictional profile.
func deskPhotoURL(conversationID, photoID int64) *string {
	if photoID == 0 {
		return nil
	}
	u := "/api/admin/desk/" + strconv.FormatInt(conversationID, 10) + "/photos/" + strconv.FormatInt(photoID, 10)
	return &u
}

type deskPersonJSON struct {
	ID       int64   `json:"id"`
	Name     string  `json:"name"`
	Age      int     `json:"age"`
	Country  string  `json:"country"`
	PhotoURL *string `json:"photo_url"`
}

type deskItemJSON struct {
	ConversationID  int64          `json:"conversation_id"`
	Member          deskPersonJSON `json:"member"`
	Fictional       deskPersonJSON `json:"fictional"`
	Language        string         `json:"language"`
	WaitingSince    apiTime        `json:"waiting_since"`
	WaitingSeconds  int64          `json:"waiting_seconds"`
	WaitingMessages int            `json:"waiting_messages"`
	ClaimedByMe     bool           `json:"claimed_by_me"`
}

func toDeskPerson(conv int64, p amora.DeskPerson) deskPersonJSON {
	return deskPersonJSON{ID: p.ID, Name: p.Name, Age: p.Age, Country: p.Country, PhotoURL: deskPhotoURL(conv, p.MainPhotoID)}
}

// deskQueue answers GET /api/admin/desk: the staff member's languages and the
// conversations waiting for them, oldest waiting first.
func (s *Server) deskQueue(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	langs, err := s.Desk.StaffLanguages(r.Context(), st.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	items, err := s.Desk.DeskQueue(r.Context(), st)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	now := s.now()
	out := make([]deskItemJSON, len(items))
	for i, it := range items {
		out[i] = deskItemJSON{ConversationID: it.ConversationID, Member: toDeskPerson(it.ConversationID, it.Member),
			Fictional: toDeskPerson(it.ConversationID, it.Fictional), Language: it.Language, WaitingSince: apiTime(it.WaitingSince),
			WaitingSeconds: int64(now.Sub(it.WaitingSince) / time.Second), WaitingMessages: it.WaitingMessages, ClaimedByMe: it.ClaimedByMe}
	}
	writeJSON(w, http.StatusOK, map[string]any{"languages": langs, "all_languages": st.Role == amora.StaffAdmin, "conversations": out})
}

// deskClaim answers POST /api/admin/desk/{conversationId}/claim: the claim, or its
// extension (heartbeat), until claim_expires; 409 deskClaimed when another holds it.
func (s *Server) deskClaim(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	until, err := s.Desk.DeskClaim(r.Context(), st, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"conversation_id": id, "claim_expires": apiTime(until)})
}

// deskRelease answers POST /api/admin/desk/{conversationId}/release (skip): the
// conversation goes back to the queue.
func (s *Server) deskRelease(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := conversationID(r)
	if err == nil {
		err = s.Desk.DeskRelease(r.Context(), st, id)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

type deskProfileJSON struct {
	ID                 int64    `json:"id"`
	Name               string   `json:"name"`
	Age                int      `json:"age"`
	Gender             string   `json:"gender"`
	LookingFor         string   `json:"looking_for"`
	Sexuality          string   `json:"sexuality"`
	Country            string   `json:"country"`
	Region             string   `json:"region"`
	City               string   `json:"city"`
	Language           string   `json:"language"`
	AboutMe            string   `json:"about_me"`
	Interests          []string `json:"interests"`
	BodyType           string   `json:"body_type"`
	HairColor          string   `json:"hair_color"`
	EyeColor           string   `json:"eye_color"`
	RelationshipStatus string   `json:"relationship_status"`
	Premium            bool     `json:"premium"`
	PhotoURLs          []string `json:"photo_urls"`
}

func toDeskProfile(conv int64, p *amora.Profile, lang string, photos []int64) deskProfileJSON {
	out := deskProfileJSON{ID: p.ID, Name: p.Name, Age: p.Age, Gender: p.Gender, LookingFor: p.LookingFor, Sexuality: p.Sexuality,
		Country: p.Country, Region: p.Region, City: p.City, Language: lang, AboutMe: p.AboutMe, Interests: p.Interests,
		BodyType: p.BodyType, HairColor: p.HairColor, EyeColor: p.EyeColor, RelationshipStatus: p.RelationshipStatus,
		Premium: p.Premium, PhotoURLs: []string{}}
	if out.Interests == nil {
		out.Interests = []string{}
	}
	if photos == nil {
		for _, ph := range p.Photos {
			photos = append(photos, ph.ID)
		}
	}
	for _, id := range photos {
		out.PhotoURLs = append(out.PhotoURLs, *deskPhotoURL(conv, id))
	}
	return out
}

type deskMessageJSON struct {
	ID         int64   `json:"id"`
	FromMember bool    `json:"from_member"`
	Text       string  `json:"text"`
	Gift       *string `json:"gift"`
	CreatedAt  apiTime `json:"created_at"`
	Status     string  `json:"status"`
	OperatorID *int64  `json:"operator_id"`
	// SentBySite marks a fictional profile's first message, which the site's team wrote
	// (decisions, issue 21 h21-rules); the desk shows it as sent automatically.
	SentBySite bool `json:"sent_by_site"`
}

type deskNoteJSON struct {
	Text      string   `json:"text"`
	StaffID   *int64   `json:"staff_id"`
	UpdatedAt *apiTime `json:"updated_at"`
}

func toDeskNote(n amora.DeskNote) deskNoteJSON {
	out := deskNoteJSON{Text: n.Text, UpdatedAt: optTime(n.UpdatedAt)}
	if n.StaffID != 0 {
		id := n.StaffID
		out.StaffID = &id
	}
	return out
}

// deskConversation answers GET /api/admin/desk/{conversationId} to the holder of its
// claim: the answer screen.
func (s *Server) deskConversation(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	c, err := s.Desk.DeskConversation(r.Context(), st, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	company := ""
	if site, err := s.Sites.SiteByHost(r.Context(), c.MemberSite); err == nil {
		company = site.Company.Name
	}
	msgs := make([]deskMessageJSON, len(c.Messages))
	for i, m := range c.Messages {
		j := toMessageJSON(c.Member.ID, m.Message)
		msgs[i] = deskMessageJSON{ID: m.ID, FromMember: j.Mine, Text: m.Text, Gift: j.Gift, CreatedAt: j.CreatedAt, Status: j.Status, SentBySite: m.SentBySite}
		if m.OperatorStaffID != 0 {
			op := m.OperatorStaffID
			msgs[i].OperatorID = &op
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"conversation_id": id,
		"claim_expires":   apiTime(c.ClaimExpires),
		"member":          toDeskProfile(id, c.Member, c.MemberLanguage, c.MemberPhotos),
		"fictional":       toDeskProfile(id, c.Fictional, c.FictionalLang, nil),
		"messages":        msgs,
		"notes":           toDeskNote(c.Notes),
		"canned":          map[string]string{"fictional_disclosure": amora.FictionalDisclosure(c.MemberLanguage, company)},
	})
}

// deskReply answers POST /api/admin/desk/{conversationId}/messages {text}: the
// fictional profile's answer, free for the member, who gets it live and notified as
// any message; the conversation leaves the queue and the claim ends.
func (s *Server) deskReply(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var in struct {
		Text string `json:"text"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	memberID, sent, err := s.Desk.DeskReply(r.Context(), st, id, in.Text)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ctx := r.Context()
	s.publish(ctx, memberID, toMessageEvent(memberID, sent.Message))
	s.notifyMessage(ctx, memberID, sent)
	s.wake()
	m := toMessageJSON(memberID, sent.Message)
	op := st.ID
	writeJSON(w, http.StatusCreated, deskMessageJSON{ID: m.ID, Text: m.Text, CreatedAt: m.CreatedAt, Status: m.Status, OperatorID: &op})
}

// deskNotes answers PUT /api/admin/desk/{conversationId}/notes {text}: the note of the
// conversation's (member, fictional profile) pair.
func (s *Server) deskNotes(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var in struct {
		Text string `json:"text"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	n, err := s.Desk.DeskSaveNote(r.Context(), st, id, in.Text)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, toDeskNote(n))
}

// deskFlag answers POST /api/admin/desk/{conversationId}/flag {reason}: the member is
// flagged for a moderator.
func (s *Server) deskFlag(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var in struct {
		Reason string `json:"reason"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if err := s.Desk.DeskFlag(r.Context(), st, id, in.Reason); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// deskPhoto answers GET /api/admin/desk/{conversationId}/photos/{photoId}: a photo of
// a waiting conversation's member or fictional profile.
func (s *Server) deskPhoto(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := conversationID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	pid, err := photoID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	name, err := s.Desk.DeskPhoto(r.Context(), st, id, pid)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.serveStaffPhoto(w, r, name)
}

// adminSetStaffLanguages answers PUT /api/admin/staff/{id}/languages {languages}: the
// languages the staff member answers at the desk.
func (s *Server) adminSetStaffLanguages(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		s.writeError(w, r, amora.Errorf(amora.ENOTFOUND, "Staff member not found."))
		return
	}
	var in struct {
		Languages []string `json:"languages"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	langs, err := s.Desk.SetStaffLanguages(r.Context(), st, id, in.Languages)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"languages": langs})
}

type deskStatsJSON struct {
	QueueByLanguage         map[string]int     `json:"queue_by_language"`
	OldestWaitingSeconds    int64              `json:"oldest_waiting_seconds"`
	MedianFirstReplySeconds int64              `json:"median_first_reply_seconds"`
	P95FirstReplySeconds    int64              `json:"p95_first_reply_seconds"`
	RepliesLastHour         []deskOperatorJSON `json:"replies_last_hour"`
	Alerts                  []deskAlertJSON    `json:"alerts"`
}

type deskOperatorJSON struct {
	StaffID int64  `json:"staff_id"`
	Email   string `json:"email"`
	Replies int    `json:"replies"`
}

// deskStats answers GET /api/admin/desk/stats: the supervisor's figures.
func (s *Server) deskStats(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	st, err := s.Desk.DeskStats(r.Context())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := deskStatsJSON{QueueByLanguage: st.QueueByLanguage, OldestWaitingSeconds: int64(st.OldestWaiting / time.Second),
		MedianFirstReplySeconds: int64(st.MedianFirstReply / time.Second), P95FirstReplySeconds: int64(st.P95FirstReply / time.Second),
		RepliesLastHour: make([]deskOperatorJSON, len(st.RepliesPerHour))}
	for i, o := range st.RepliesPerHour {
		out.RepliesLastHour[i] = deskOperatorJSON{StaffID: o.StaffID, Email: o.Email, Replies: o.Replies}
	}
	if out.Alerts, err = s.deskAlerts(r.Context(), st.OldestBySite); err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}
