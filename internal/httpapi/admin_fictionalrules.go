package httpapi

import (
	"net/http"
	"strconv"

	"amora"
)

// The console's side of the honesty rules of fictional profiles (issue 21): a first
// message of a fictional profile to a member, which only the member's site's
// fictional_first_messages setting allows (operators and admins), and the
// moderators' view of the members operators flagged at the desk.

// fictionalRulesRoutes registers those routes (see consoleRoutes).
func (s *Server) fictionalRulesRoutes(mux *http.ServeMux) {
	if s.FictionalRules == nil {
		return
	}
	s.adminRoute(mux, "POST /api/admin/fictional/{fictionalId}/conversations", amora.PermDesk, s.adminFictionalFirst)
	s.adminRoute(mux, "GET /api/admin/flags", amora.PermComplaints, s.adminDeskFlags)
	s.adminRoute(mux, "POST /api/admin/flags/{flagId}/resolve", amora.PermComplaints, s.adminResolveDeskFlag)
}

// adminFictionalFirst answers POST /api/admin/fictional/{fictionalId}/conversations
// {member_id, text}: the fictional profile writes first to the member, when the
// member's site allows it and the profile appears there. The message is free for the
// member, marked as sent by the site, and reaches their open tabs at once.
func (s *Server) adminFictionalFirst(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := fictionalID(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	var in struct {
		MemberID int64  `json:"member_id"`
		Text     string `json:"text"`
	}
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	ctx := r.Context()
	f, err := s.Fictional.FindFictional(ctx, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	u, err := s.Accounts.FindUser(ctx, in.MemberID)
	if err != nil || u.Status == amora.UserDeleted {
		s.writeError(w, r, &amora.Error{Code: amora.ENOTFOUND, Field: "member_id", Key: "memberNotFound", Message: "Member not found."})
		return
	}
	site, err := s.Sites.SiteByHost(ctx, u.SiteHost)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !site.Settings.FictionalFirstMessages {
		s.writeError(w, r, amora.ErrFictionalFirstOff())
		return
	}
	if !amora.FictionalShownOn(true, f.Sites, site.Host) {
		s.writeError(w, r, &amora.Error{Code: amora.EINVALID, Field: "member_id", Key: "fictionalFirstOtherSite",
			Message: "This profile does not appear on the member's site."})
		return
	}
	sent, err := s.FictionalRules.FictionalFirstMessage(ctx, st, amora.FictionalFirst{FictionalID: id, MemberID: u.ID, Text: in.Text})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.publish(ctx, u.ID, toMessageEvent(u.ID, sent.Message))
	s.notifyMessage(ctx, u.ID, sent)
	s.wake()
	writeJSON(w, http.StatusCreated, struct {
		Conversation int64       `json:"conversation"`
		Message      messageJSON `json:"message"`
	}{sent.Message.ConversationID, toMessageJSON(id, sent.Message)})
}

// deskFlagJSON is one member an operator flagged.
type deskFlagJSON struct {
	ID           int64    `json:"id"`
	MemberID     int64    `json:"member_id"`
	MemberName   string   `json:"member_name"`
	Conversation int64    `json:"conversation"`
	OperatorID   int64    `json:"operator_id"`
	Operator     string   `json:"operator"` // the operator's e-mail address
	Reason       string   `json:"reason"`
	CreatedAt    apiTime  `json:"created_at"`
	ResolvedAt   *apiTime `json:"resolved_at"`
}

// adminDeskFlags answers GET /api/admin/flags[?all=1]: the open flags, or every flag,
// newest first.
func (s *Server) adminDeskFlags(w http.ResponseWriter, r *http.Request, _ *amora.Staff) {
	all := r.URL.Query().Get("all") == "1"
	list, err := s.FictionalRules.DeskFlags(r.Context(), all)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	out := make([]deskFlagJSON, len(list))
	for i, f := range list {
		out[i] = deskFlagJSON{ID: f.ID, MemberID: f.MemberID, MemberName: f.MemberName, Conversation: f.ConversationID,
			OperatorID: f.StaffID, Operator: f.StaffEmail, Reason: f.Reason, CreatedAt: apiTime(f.CreatedAt)}
		if !f.ResolvedAt.IsZero() {
			at := apiTime(f.ResolvedAt)
			out[i].ResolvedAt = &at
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"flags": out})
}

// adminResolveDeskFlag answers POST /api/admin/flags/{flagId}/resolve with 204.
func (s *Server) adminResolveDeskFlag(w http.ResponseWriter, r *http.Request, st *amora.Staff) {
	id, err := strconv.ParseInt(r.PathValue("flagId"), 10, 64)
	if err != nil || id <= 0 {
		s.writeError(w, r, amora.ErrDeskFlagNotFound())
		return
	}
	if err := s.FictionalRules.ResolveDeskFlag(r.Context(), st, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
