package amora

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// Photo limits (SPEC §1, §9).
const (
	FreePhotoLimit    = 3
	PremiumPhotoLimit = 25
)

// Photo states: only an active main photo is shown on cards and shared.
const (
	PhotoPending  = "pending"
	PhotoActive   = "active"
	PhotoRejected = "rejected"
)

// Photo is one uploaded photo; Name is its generated storage name.
type Photo struct {
	ID        int64
	UserID    int64
	Name      string
	Status    string
	Main      bool
	CreatedAt time.Time
	// RejectReason (one of PhotoRejectReasons) and RejectNote (the moderator's words)
	// say why a rejected photo was rejected or taken down; only its owner sees them.
	RejectReason string
	RejectNote   string
}

// PhotoGrant is what one signed photo URL lets its bearer fetch: one variant of one
// photo of Owner, as Viewer (a member id, or 0 for a logged-out visitor) may see it.
// The media handler serves it only to a request whose session is that viewer's.
type PhotoGrant struct {
	Name    string
	Variant string
	Owner   int64
	Viewer  int64
}

// SeesPhoto reports whether viewer may see photo of owner at all, blurred or clear:
// an active photo, or one of their own in any state.
func SeesPhoto(viewer *User, ownerID int64, photo Photo) bool {
	return photo.Status == PhotoActive || (viewer != nil && viewer.ID == ownerID)
}

// PhotoModeration is a staff decision on a photo: PhotoApprove shows it to others,
// PhotoReject keeps it from them. The command line (`amora photos approve|reject`) and
// the staff console make it through the same store call.
type PhotoModeration string

// Photo moderation decisions.
const (
	PhotoApprove PhotoModeration = "approve"
	PhotoReject  PhotoModeration = "reject"
)

// Status returns the photo status the decision leads to, or an EINVALID error for an
// unknown decision.
func (m PhotoModeration) Status() (string, error) {
	switch m {
	case PhotoApprove:
		return PhotoActive, nil
	case PhotoReject:
		return PhotoRejected, nil
	}
	return "", Errorf(EINVALID, "Unknown photo decision %q.", string(m))
}

// PhotoLimit is how many photos a member may have.
func PhotoLimit(premium bool) int {
	if premium {
		return PremiumPhotoLimit
	}
	return FreePhotoLimit
}

// PhotoLimitError answers an upload over the member's limit: for a free member the
// premium alert, for a premium member a plain refusal.
func PhotoLimitError(limit int) error {
	code := EPREMIUM
	if limit >= PremiumPhotoLimit {
		code = ECONFLICT
	}
	return &Error{Code: code, Key: "photoLimit", Params: map[string]any{"limit": limit}, Message: "Photo limit reached"}
}

// SeesClearPhoto reports whether viewer may see photo of owner unblurred: the main
// photo is for everyone, the others for premium members and the owner (SPEC §1).
func SeesClearPhoto(viewer *User, ownerID int64, photo Photo) bool {
	if photo.Main {
		return true
	}
	return viewer != nil && (viewer.ID == ownerID || viewer.PaidUser)
}

// Profile is a member as others see them.
type Profile struct {
	ID                 int64
	Name               string
	Age                int
	Gender             string
	LookingFor         string
	Sexuality          string
	Country            string
	Region             string
	City               string
	AboutMe            string
	Interests          []string
	BodyType           string
	HairColor          string
	EyeColor           string
	RelationshipStatus string
	Premium            bool
	Fictional          bool
	Sites              []string // a fictional profile's sites (see FictionalShownOn); nil for members
	Invisible          bool
	LastSeen           time.Time
	Photos             []Photo // main photo first
}

// OnlineFor is how long a member counts as online after their last request.
const OnlineFor = 10 * time.Minute

// Online reports whether the member was seen in the last OnlineFor.
func (p *Profile) Online(now time.Time) bool { return now.Sub(p.LastSeen) < OnlineFor }

// MainPhoto returns the member's main photo when it is active.
func (p *Profile) MainPhoto() (Photo, bool) {
	for _, ph := range p.Photos {
		if ph.Main && ph.Status == PhotoActive {
			return ph, true
		}
	}
	return Photo{}, false
}

// ProfileUpdate is what a member edits on /profile.
type ProfileUpdate struct {
	ProfileBasics
	Sexuality          string   `json:"sexuality"`
	AboutMe            string   `json:"about_me"`
	Interests          []string `json:"interests"`
	BodyType           string   `json:"body_type"`
	HairColor          string   `json:"hair_color"`
	EyeColor           string   `json:"eye_color"`
	RelationshipStatus string   `json:"relationship_status"`
	Invisible          bool     `json:"invisible"`
}

// AboutMeMaxLength limits the about-me text.
const AboutMeMaxLength = 2000

// Validate checks every field; the optional ones may be empty.
func (u *ProfileUpdate) Validate(regions map[string]CountryRegions, interests []Interest) error {
	if err := u.ProfileBasics.Validate(regions); err != nil {
		return err
	}
	u.AboutMe = strings.TrimSpace(u.AboutMe)
	optional := []struct {
		field, value string
		allowed      []string
	}{
		{"sexuality", u.Sexuality, Sexualities}, {"body_type", u.BodyType, BodyTypes}, {"hair_color", u.HairColor, HairColors},
		{"eye_color", u.EyeColor, EyeColors}, {"relationship_status", u.RelationshipStatus, RelationshipStatuses},
	}
	for _, o := range optional {
		if o.value != "" && !oneOf(o.value, o.allowed) {
			return FieldError(o.field, "optionInvalid", "Choose one of the options.")
		}
	}
	if err := ValidateText("about_me", u.AboutMe); err != nil {
		return err
	}
	if utf8.RuneCountInString(u.AboutMe) > AboutMeMaxLength {
		return &Error{Code: EINVALID, Field: "about_me", Key: "aboutMeTooLong", Params: map[string]any{"max": AboutMeMaxLength},
			Message: "Your text is too long."}
	}
	known := map[string]bool{}
	for _, in := range interests {
		known[in.ID] = true
	}
	seen := map[string]bool{}
	clean := u.Interests[:0]
	for _, id := range u.Interests {
		if !known[id] {
			return FieldError("interests", "optionInvalid", "Choose one of the options.")
		}
		if !seen[id] {
			seen[id] = true
			clean = append(clean, id)
		}
	}
	u.Interests = clean
	return nil
}

// SearchFilter is a member search (SPEC §3 search store).
type SearchFilter struct {
	Gender   string
	Country  string
	Region   string
	MinAge   int
	MaxAge   int
	Page     int // from 1
	PerPage  int
	ViewerID int64 // 0 for a visitor; excluded from the results
	Today    time.Time
	// Site is the host of the site searched on: fictional profiles of other sites
	// stay out (see FictionalShownOn); "" leaves them all in.
	Site string
	// HideFictional leaves every fictional profile out, when the member asks and
	// the site's fictional_filter allows it (see HidesFictional).
	HideFictional bool
	// Sort is one of SearchSorts (see ParseSearchSort); "" is the most recently
	// seen first, as SortOnline (the match finder and the swipe game rank their own).
	Sort string
	// NearCountry and NearRegion are where SortNearby looks from: the viewer's own.
	NearCountry, NearRegion string
}

// Normalize clamps the filter to sane values.
func (f *SearchFilter) Normalize() {
	if f.MinAge < MinAge {
		f.MinAge = MinAge
	}
	if f.MaxAge == 0 || f.MaxAge > 99 {
		f.MaxAge = 99
	}
	if f.MaxAge < f.MinAge {
		f.MaxAge = f.MinAge
	}
	if f.Page < 1 {
		f.Page = 1
	}
	if f.PerPage < 1 || f.PerPage > 48 {
		f.PerPage = 24
	}
	if !oneOf(f.Gender, Genders) {
		f.Gender = ""
	}
	f.Country = strings.ToUpper(f.Country)
	if !oneOf(f.Sort, SearchSorts) {
		f.Sort = "" // most recently seen first, as SortOnline
	}
}

// ProfileService keeps profiles, photos and search.
type ProfileService interface {
	UpdateProfile(ctx context.Context, userID int64, u ProfileUpdate) error
	FindProfile(ctx context.Context, id int64) (*Profile, error)
	AddPhoto(ctx context.Context, userID int64, name, status string, limit int) (*Photo, error)
	DeletePhoto(ctx context.Context, userID, photoID int64) (*Photo, error)
	SetMainPhoto(ctx context.Context, userID, photoID int64) error
	// OrderPhotos puts the member's photos in the order of ids, which must be exactly
	// their photos (CheckPhotoOrder), or changes nothing; the first that is not rejected
	// becomes the main photo.
	OrderPhotos(ctx context.Context, userID int64, ids []int64) error
	// ModeratePhoto approves or rejects a photo by id, whoever owns it, and returns it
	// as it now is; the owner's cards and profile show the change at once.
	ModeratePhoto(ctx context.Context, photoID int64, m PhotoModeration) (*Photo, error)
	SearchMembers(ctx context.Context, f SearchFilter) ([]*Profile, int, error)
	// Candidates returns up to max members the filter finds, recently seen first,
	// for the match finder and the swipe game to rank; f's page is ignored.
	Candidates(ctx context.Context, f SearchFilter, max int) ([]*Profile, error)
	// TouchLastSeen records that the member is online, at most once a minute.
	TouchLastSeen(ctx context.Context, userID int64) error
	// MarkAway shows the member offline at once (the page-hidden beacon); their next
	// request makes them online again.
	MarkAway(ctx context.Context, userID int64) error
	// CountOnline counts the members the filter finds (its page aside) who are online
	// (seen within OnlineFor of f.Today).
	CountOnline(ctx context.Context, f SearchFilter) (int, error)
}

// NewMember is a complete, confirmed member created in bulk by `amora seed`: the demo
// members and the members of the load benchmark.
type NewMember struct {
	SiteHost     string
	Email        string
	Name         string
	PasswordHash string
	DateOfBirth  string
	Language     string
	Profile      ProfileUpdate
	Fictional    bool
	Premium      bool
	Credits      int // booked through the ledger
	LastSeen     time.Time
	Photos       []string // storage names; the first is the main photo
}
