package amora

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Fictional profiles (issue 21): chat partners made and run by the site's staff,
// always marked as fictional. Admins create and edit them in the console; they are
// retired, never deleted, so that the conversations members paid for stay readable.

// FictionalInput is what an admin writes about a fictional profile.
type FictionalInput struct {
	Name        string `json:"name"`
	DateOfBirth string `json:"date_of_birth"`
	Language    string `json:"language"`
	// Sites are the hosts of the sites the profile appears on (search, swipe, its
	// profile page), DefaultSiteHost for every site; the first is the profile's own.
	Sites []string `json:"sites"`
	ProfileUpdate
}

// FictionalProfile is a fictional profile as the console shows it.
type FictionalProfile struct {
	ID int64
	FictionalInput
	Retired       bool // hidden from search, swipe and the match finder; its chats go on
	Conversations int  // how many members wrote to it or were written to
	CreatedAt     time.Time
	Photos        []Photo
}

// siteHost is what a site's host looks like: lower-case labels and dots.
var siteHost = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]+)?$`)

// Validate normalises the input and reports the first broken rule as a field error
// with a translation key, as the member's own forms do.
func (in *FictionalInput) Validate(now time.Time, regions map[string]CountryRegions, interests []Interest) error {
	in.Name = strings.TrimSpace(in.Name)
	in.DateOfBirth = strings.TrimSpace(in.DateOfBirth)
	sites, err := ValidFictionalSites(in.Sites)
	if err != nil {
		return err
	}
	in.Sites = sites
	if err := ValidateLine("name", in.Name); err != nil {
		return err
	}
	if n := utf8.RuneCountInString(in.Name); n < NameMinLength || n > NameMaxLength || strings.HasPrefix(in.Name, "@") {
		return &Error{Code: EINVALID, Field: "name", Key: "nameLength", Params: map[string]any{"min": NameMinLength, "max": NameMaxLength},
			Message: fmt.Sprintf("The name needs %d to %d characters.", NameMinLength, NameMaxLength)}
	}
	if err := ValidateDateOfBirth(in.DateOfBirth, now, MinAge); err != nil {
		return err
	}
	if !IsLanguage(in.Language) {
		return FieldError("language", "invalidLanguage", "This language is not available.")
	}
	in.Invisible = false // retiring is the console's own action
	return in.ProfileUpdate.Validate(regions, interests)
}

// ValidFictionalSites normalises the sites of a fictional profile: lower case, each
// once, in the order given; at least one, each DefaultSiteHost or a host name.
func ValidFictionalSites(sites []string) ([]string, error) {
	out := []string{}
	for _, h := range sites {
		h = strings.ToLower(strings.TrimSpace(h))
		if h == "" || slices.Contains(out, h) {
			continue
		}
		if h != DefaultSiteHost && (!siteHost.MatchString(h) || len(h) > 253) {
			return nil, FieldError("sites", "fictionalSite", "Enter the host name of the site, for example amora.example.")
		}
		out = append(out, h)
	}
	if len(out) == 0 {
		return nil, FieldError("sites", "fictionalSitesNone", "Choose at least one site.")
	}
	return out, nil
}

// FictionalShownOn tells whether a profile appears on the site host: a member always,
// a fictional profile only on its sites (issue 21), all of them with DefaultSiteHost.
// The member index's search and the profile page both ask it.
func FictionalShownOn(fictional bool, sites []string, host string) bool {
	return !fictional || slices.Contains(sites, DefaultSiteHost) || slices.Contains(sites, host)
}

// ErrFictionalNotFound answers an id that is no fictional profile.
func ErrFictionalNotFound() *Error {
	return &Error{Code: ENOTFOUND, Key: "fictionalNotFound", Message: "Fictional profile not found."}
}

// FictionalService keeps the fictional profiles; every change is audited in its
// transaction under the staff member who made it.
type FictionalService interface {
	ListFictional(ctx context.Context) ([]FictionalProfile, error)
	FindFictional(ctx context.Context, id int64) (*FictionalProfile, error)
	CreateFictional(ctx context.Context, by *Staff, in FictionalInput) (int64, error)
	UpdateFictional(ctx context.Context, by *Staff, id int64, in FictionalInput) error
	RetireFictional(ctx context.Context, by *Staff, id int64, retired bool) error
	// AddFictionalPhoto records a processed upload (active at once: staff made it).
	AddFictionalPhoto(ctx context.Context, by *Staff, id int64, name string) (*Photo, error)
}
