package httpapi

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"time"

	"amora"
)

// PhotoStore keeps photo files: it processes an upload into its sizes, removes them,
// signs the URLs that serve them under cdn_prefix and reads them back.
type PhotoStore interface {
	// DecodeCost reads the header of an upload and estimates the bytes decoding it
	// takes, or answers why it cannot be a photo (format, too many pixels).
	DecodeCost(r io.Reader) (int64, error)
	// SaveUpload processes an upload (decoding straight from r when it is an
	// io.ReadSeeker such as a file) into its sizes and stores them under a new name.
	SaveUpload(ctx context.Context, r io.Reader) (name string, err error)
	Delete(ctx context.Context, name string) error
	// URL signs the URL of a grant, valid for at least ttl.
	URL(g amora.PhotoGrant, ttl time.Duration) string
	// Verify reads the grant of a request for a signed URL and when it expires: an
	// ENOTFOUND error for a path that names no photo, EFORBIDDEN for a bad signature.
	Verify(r *http.Request) (amora.PhotoGrant, time.Time, error)
	// Open returns the file of one variant of a photo and when it was written.
	Open(ctx context.Context, name, variant string) (io.ReadSeekCloser, time.Time, error)
}

// photoURLTTL is how long a photo URL in an API answer stays valid at least (it
// expires within photoURLTTL+media.URLStep): a URL bound to its viewer, which the app
// renews by asking again when one stops loading.
const photoURLTTL = 10 * time.Minute

type imageJSON struct {
	ID     int64  `json:"id,omitempty"`
	Main   bool   `json:"main"`
	Clear  bool   `json:"clear"` // false: the URLs are of the blurred copy
	Status string `json:"status"`
	Thumb  string `json:"thumb"`
	Card   string `json:"card"`
	Large  string `json:"large,omitempty"`
	Full   string `json:"full,omitempty"`
	// RejectReason and RejectNote say why a rejected photo was rejected; only its
	// owner gets them.
	RejectReason string `json:"reject_reason,omitempty"`
	RejectNote   string `json:"reject_note,omitempty"`
}

// image returns the URLs of one photo as viewer may see it: the blurred copy unless
// SeesClearPhoto allows the clear one. A clear file's URL never reaches a viewer who
// may not see it, and every URL is bound to the viewer it was made for.
func (s *Server) image(viewer *amora.User, ownerID int64, ph amora.Photo) imageJSON {
	return s.imageFor(viewer, ownerID, ph, photoURLTTL)
}

// imageFor is image with URLs valid for ttl.
func (s *Server) imageFor(viewer *amora.User, ownerID int64, ph amora.Photo, ttl time.Duration) imageJSON {
	out := imageJSON{ID: ph.ID, Main: ph.Main, Status: ph.Status}
	if viewer != nil && viewer.ID == ownerID && ph.Status == amora.PhotoRejected {
		out.RejectReason, out.RejectNote = ph.RejectReason, ph.RejectNote
	}
	if s.Photos == nil {
		return out
	}
	g := amora.PhotoGrant{Name: ph.Name, Owner: ownerID}
	if viewer != nil {
		g.Viewer = viewer.ID
	}
	url := func(variant string) string {
		g.Variant = variant
		return s.Photos.URL(g, ttl)
	}
	if amora.SeesClearPhoto(viewer, ownerID, ph) {
		out.Clear = true
		out.Thumb, out.Card, out.Large, out.Full = url("thumb"), url("card"), url("large"), url("full")
		return out
	}
	blur := url("blur")
	out.Thumb, out.Card = blur, blur
	return out
}

// mainImage is the active main photo, or nil: only an active main photo is shown on
// cards and shared (SPEC §3).
func (s *Server) mainImage(viewer *amora.User, p *amora.Profile) *imageJSON {
	ph, ok := p.MainPhoto()
	if !ok || s.Photos == nil {
		return nil
	}
	img := s.image(viewer, p.ID, ph)
	return &img
}

// cardJSON is a member in search results and lists.
type cardJSON struct {
	ID        int64      `json:"id"`
	Name      string     `json:"name"`
	Age       int        `json:"age"`
	City      string     `json:"city"`
	Country   string     `json:"country"`
	Online    bool       `json:"online"`
	Premium   bool       `json:"premium"`
	Fictional bool       `json:"fictional"`
	MainImage *imageJSON `json:"main_image"`
}

func (s *Server) card(viewer *amora.User, p *amora.Profile) cardJSON {
	return s.cardAt(viewer, p, s.now())
}

// cardAt is card with the time now: lists write many cards of one moment.
func (s *Server) cardAt(viewer *amora.User, p *amora.Profile, now time.Time) cardJSON {
	img := s.mainImage(viewer, p)
	if img != nil {
		img.Full = "" // cards show the card size; the profile page has the full one
	}
	return cardJSON{ID: p.ID, Name: p.Name, Age: p.Age, City: p.City, Country: p.Country, Online: p.Online(now),
		Premium: p.Premium, Fictional: p.Fictional, MainImage: img}
}

// memberJSON is a member's profile page; fields the site hides are left out.
type memberJSON struct {
	cardJSON
	Fields     map[string]any `json:"fields"`
	AboutMe    string         `json:"about_me,omitempty"`
	Photos     []imageJSON    `json:"photos"`
	PhotoCount int            `json:"photo_count"`
	Blocked    bool           `json:"blocked"` // the viewer blocked this member
}

func (s *Server) member(viewer *amora.User, settings amora.Settings, p *amora.Profile) memberJSON {
	all := map[string]any{
		"gender": p.Gender, "sexuality": p.Sexuality, "age": p.Age, "country": p.Country, "region": p.Region, "city": p.City,
		"interests": p.Interests, "body_type": p.BodyType, "hair_color": p.HairColor, "eye_color": p.EyeColor,
		"relationship_status": p.RelationshipStatus, "looking_for": p.LookingFor,
	}
	fields := map[string]any{}
	for _, f := range settings.VisibleProfileFields {
		if v, ok := all[f]; ok {
			fields[f] = v
		}
	}
	m := memberJSON{cardJSON: s.card(viewer, p), Fields: fields, Photos: []imageJSON{}, PhotoCount: len(p.Photos)}
	if settings.VisibleProfileNotes {
		m.AboutMe = p.AboutMe
	}
	for _, ph := range p.Photos {
		if amora.SeesPhoto(viewer, p.ID, ph) {
			m.Photos = append(m.Photos, s.image(viewer, p.ID, ph))
		}
	}
	return m
}

// getMember answers one member's profile (GET /api/members/{id}). Invisible members
// are found only by themselves and the members they wrote to (see invisibleTo);
// deleted ones are gone, and a member who blocked the viewer answers "You're blocked".
func (s *Server) getMember(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		s.writeError(w, r, amora.Errorf(amora.ENOTFOUND, "Member not found."))
		return
	}
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	m, err := s.viewMember(r, currentUser(r), site, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, m)
}

// viewMember is member id's profile as viewer (nil: a visitor) may see it on site: not
// found when invisible to them, an error when the member blocked them. The member
// landings' page carries a visitor's answer too (landerapp.go).
func (s *Server) viewMember(r *http.Request, viewer *amora.User, site *amora.Site, id int64) (memberJSON, error) {
	block, err := s.blockState(r, viewer, id)
	if err != nil {
		return memberJSON{}, err
	}
	if block.BlockedBy {
		return memberJSON{}, amora.ErrBlocked()
	}
	p, err := s.Profiles.FindProfile(r.Context(), id)
	if err == nil && (p.Invisible || !amora.FictionalShownOn(p.Fictional, p.Sites, site.Host)) {
		// A fictional profile of another site is not found there, but for a member
		// who wrote to it.
		err = s.invisibleTo(r, viewer, p.ID)
	}
	if err != nil {
		return memberJSON{}, err
	}
	m := s.member(viewer, site.Settings, p)
	m.Blocked = block.Blocked
	return m, nil
}

// searchMembers answers a page of members (GET /api/members). Visitors may search
// unless the site's logged_out_search settings say 'none' for them.
func (s *Server) searchMembers(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	viewer := currentUser(r)
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if viewer == nil {
		if !site.Settings.ForVisitor("", "", s.trafficSource(r)).SearchAllowed {
			s.writeError(w, r, amora.ErrLoginRequired())
			return
		}
	}
	sort, err := amora.ParseSearchSort(q.Get("sort"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	num := func(k string) int { n, _ := strconv.Atoi(q.Get(k)); return n }
	f := amora.SearchFilter{Sort: sort, Gender: q.Get("gender"), Country: q.Get("country"), Region: q.Get("region"),
		MinAge: num("min_age"), MaxAge: num("max_age"), Page: num("page"), PerPage: num("per_page"), Today: s.now(),
		Site: site.Host, HideFictional: amora.HidesFictional(site.Settings, askedHideFictional(r))}
	if viewer != nil {
		f.ViewerID = viewer.ID
		f.NearCountry, f.NearRegion = viewer.Basics.Country, viewer.Basics.Region
	}
	f.Normalize()
	found, total, err := s.Profiles.SearchMembers(r.Context(), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	cards := make([]cardJSON, len(found))
	for i, p := range found {
		cards[i] = s.card(viewer, p)
	}
	writeJSON(w, http.StatusOK, map[string]any{"results": cards, "num_results": total, "page": f.Page, "per_page": f.PerPage})
}

// invisibleTo answers "not found" unless viewer may see the invisible member id: the
// member themselves, or a member they wrote to. Visitors never see them.
func (s *Server) invisibleTo(r *http.Request, viewer *amora.User, id int64) error {
	notFound := amora.Errorf(amora.ENOTFOUND, "Member not found.")
	if viewer == nil {
		return notFound
	}
	if viewer.ID == id {
		return nil
	}
	st, err := s.Chats.ChatWith(r.Context(), id, viewer.ID)
	if err != nil {
		return err
	}
	if !st.Wrote {
		return notFound
	}
	return nil
}
