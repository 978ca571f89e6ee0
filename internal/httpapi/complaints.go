package httpapi

import (
	"net/http"
	"slices"
	"strconv"
	"time"

	"amora"
)

// The complaint notice (issue 23, DSA Art. 16): anyone may send one, logged in or not;
// a logged-in member's notice is tied to their account, which a message complaint
// needs (only someone in the conversation may report its messages).

// errComplaintLimit refuses a notice beyond the per-network or per-member limit.
var errComplaintLimit = &amora.Error{Code: amora.ERATELIMIT, Key: "complaintLimit",
	Message: "You have sent many notices in a short time. Please try again in an hour."}

// complaintJSON is the answer to a notice: the reference the receipt repeats.
type complaintJSON struct {
	ID        int64  `json:"id"`
	Reference string `json:"reference"`
	Receipt   bool   `json:"receipt"` // a receipt e-mail is on its way
}

// postComplaint answers POST /api/complaints.
func (s *Server) postComplaint(w http.ResponseWriter, r *http.Request) {
	var f amora.ComplaintForm
	if err := decode(r, &f); err != nil {
		s.writeError(w, r, err)
		return
	}
	if f.URL == "" && f.MemberID > 0 {
		f.URL = s.publicBase(r) + "/members/" + strconv.FormatInt(f.MemberID, 10)
	}
	if err := f.Check(); err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	u := currentUser(r)
	if err := s.perNetwork(r, "complaint", amora.ComplaintsPerNetwork, amora.ComplaintsWindow, errComplaintLimit); err != nil {
		s.writeError(w, r, err)
		return
	}
	n := amora.NewComplaint{ComplaintForm: f, Language: requestLanguage(r, u, site), SiteHost: site.Host}
	if u != nil {
		n.ReporterID = u.ID
		err := s.Complaints.Throttle(r.Context(), "complaint:member:"+strconv.FormatInt(u.ID, 10), amora.ComplaintsPerMember, amora.ComplaintsWindow)
		if amora.ErrorCode(err) == amora.ERATELIMIT {
			err = errComplaintLimit
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	c, err := s.Complaints.CreateComplaint(r.Context(), n)
	if e, ok := err.(*amora.Error); ok && e.Field != "" {
		err = amora.FieldErrors{e} // a 400 always lists its fields
	}
	if err != nil {
		s.writeFieldErrors(w, r, err)
		return
	}
	s.wake() // the receipt goes out now rather than at the next poll
	writeJSON(w, http.StatusCreated, complaintJSON{ID: c.ID, Reference: c.Reference, Receipt: c.Email != ""})
}

// requestLanguage is the language of the e-mails to whoever made the request: the
// member's, else the interface language the locale cookie names, else the site's.
func requestLanguage(r *http.Request, u *amora.User, site *amora.Site) string {
	if u != nil && u.Language != "" {
		return u.Language
	}
	if c, err := r.Cookie("amora.locale"); err == nil && slices.Contains(amora.Languages, c.Value) {
		return c.Value
	}
	if slices.Contains(amora.Languages, site.Settings.DomainLanguage) {
		return site.Settings.DomainLanguage
	}
	return amora.Languages[0]
}

// publicBase is the configured base URL, or the request's own scheme and host when
// none is (tests); it only names what a notice reports, never a link we send.
func (s *Server) publicBase(r *http.Request) string {
	if s.BaseURL != "" {
		return s.BaseURL
	}
	scheme := "http"
	if isHTTPS(r) {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// complaintID reads the {complaintId} path value; a malformed one is an unknown complaint.
func complaintID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("complaintId"), 10, 64)
	if err != nil || id <= 0 {
		return 0, amora.ErrComplaintNotFound
	}
	return id, nil
}

// seconds is a duration as whole seconds, for the statistics.
func seconds(d time.Duration) int64 { return int64(d / time.Second) }
