package amora

import (
	"context"
	"encoding/json"
	"time"
)

// Languages lists the interface languages in the order the language menu shows them.
var Languages = []string{"en", "nl", "de", "es", "fr", "it", "pl"}

// MinAge is the youngest age at which a person may become a member.
const MinAge = 18

// MessageCost is the least a message may cost in one country, in cents of Currency.
type MessageCost struct {
	Costs    int    `json:"costs"`
	Currency string `json:"currency"`
}

// Settings are the per-site options the web app reads from GET /api/settings. Field
// names and meanings follow SPEC §3; docs/decisions.md records how the unclear ones
// are read.
type Settings struct {
	Countries                    []string               `json:"countries"`
	Name                         string                 `json:"name"`
	IndexTitle                   string                 `json:"index_title"` // empty: the app's translated default
	Description                  string                 `json:"description"` // empty: the app's translated default
	VisibleProfileFields         []string               `json:"visible_profile_fields"`
	VisibleProfileNotes          bool                   `json:"visible_profile_notes"`
	GeoIPCountry                 string                 `json:"geoip_country"`
	GeoIPSelectedCountry         string                 `json:"geoip_selected_country"`
	CDNPrefix                    string                 `json:"cdn_prefix"`
	MessageCredits               int                    `json:"message_credits"`
	SignupCredits                int                    `json:"signup_credits"`
	PhotoCredits                 int                    `json:"photo_credits"`
	GiftCredits                  int                    `json:"gift_credits"`
	MessageLength                int                    `json:"message_length"`
	MinimumMessageCosts          map[string]MessageCost `json:"minimum_message_costs"`
	SupportEmail                 string                 `json:"support_email"`
	SupportPhone                 string                 `json:"support_phone"`
	EnableSiteEntryPopup         string                 `json:"enable_site_entry_popup"`
	PushPublicKey                string                 `json:"push_public_key"`
	SearchFields                 []string               `json:"search_fields"`
	Domain                       string                 `json:"domain"`
	DomainLanguage               string                 `json:"domain_language"`
	FictionalWarning             bool                   `json:"fictional_warning"`
	FictionalSingular            map[string]string      `json:"fictional_singular"`
	FictionalPlural              map[string]string      `json:"fictional_plural"`
	RefundDays                   int                    `json:"refund_days"`
	Signups                      string                 `json:"signups"`
	LoggedOutSearch              string                 `json:"logged_out_search"`
	LoggedOutSearchTrafficSource string                 `json:"logged_out_search_trafficsource"`
	MemberResell                 bool                   `json:"member_resell"`
	Interests                    []string               `json:"interests"`
	RegionData                   map[string]string      `json:"region_data"`
	FictionalIcon                string                 `json:"fictional_icon"`
	USFooter                     bool                   `json:"us_footer"`
	PhotoModeration              bool                   `json:"photo_moderation"` // new photos wait as pending until approved
	MinAge                       int                    `json:"min_age"`
	SwipeLikesPerDay             int                    `json:"swipe_likes_per_day"`      // likes in the swipe game a day (SPEC §9: 4)
	DeskAlertMinutes             int                    `json:"desk_alert_minutes"`       // the desk's supervisor is alerted when a member waits longer (issue 21)
	FictionalFilter              bool                   `json:"fictional_filter"`         // members may hide fictional profiles in search and swipe (issue 21)
	FictionalFirstMessages       bool                   `json:"fictional_first_messages"` // a fictional profile may write first, marked as sent by the site (issue 21)

	// SignupAllowed and SearchAllowed are worked out for the request from Signups,
	// LoggedOutSearch and LoggedOutSearchTrafficSource and the visitor's traffic source.
	SignupAllowed bool `json:"signup_allowed"`
	SearchAllowed bool `json:"search_allowed"`
}

// Values of the Signups and search settings.
const (
	SignupsAll               = "all"
	SignupsWithTrafficSource = "with_trafficsource"
	SearchAll                = "all"
	SearchNone               = "none"
	SiteEntryPopupYes        = "yes"
	SiteEntryPopupNo         = "no"
	DefaultSiteHost          = "*"
)

// TrafficSource is the affiliate tracking record taken from the query string of a
// visitor's first visit (SPEC §3).
type TrafficSource struct {
	Network string `json:"network"`
	Ref     string `json:"ref"`
	Sub1    string `json:"sub1"`
	Sub2    string `json:"sub2"`
	Sub3    string `json:"sub3"`
	// ClickID is the network's id of the click (issue 24), given back in its postbacks.
	ClickID string `json:"click_id"`
}

// Present reports whether the record names a source at all.
func (t TrafficSource) Present() bool { return t.Network != "" || t.Ref != "" }

// ForVisitor returns a copy of s with the fields that depend on the visitor filled in:
// the countries seen by GeoIP and chosen by the visitor, and whether the visitor may sign
// up and search while logged out given their traffic source (SPEC §1, §6).
func (s Settings) ForVisitor(geoCountry, selectedCountry string, ts TrafficSource) Settings {
	s.GeoIPCountry = geoCountry
	s.GeoIPSelectedCountry = selectedCountry
	if s.GeoIPSelectedCountry == "" {
		s.GeoIPSelectedCountry = geoCountry
	}
	s.SignupAllowed = s.Signups != SignupsWithTrafficSource || ts.Present()
	s.SearchAllowed = s.LoggedOutSearch != SearchNone
	if ts.Present() {
		s.SearchAllowed = s.LoggedOutSearchTrafficSource != SearchNone
	}
	return s
}

// CompanyInfo describes the legal entity behind a site (SPEC §3), shown in the footer
// and on the static pages.
type CompanyInfo struct {
	Name           string   `json:"name"`
	Address        string   `json:"address"`
	Zip            string   `json:"zip"`
	KVK            string   `json:"kvk"`
	City           string   `json:"city"`
	Country        string   `json:"country"`
	TradeNames     []string `json:"tradenames"`
	VATNumbers     []string `json:"vat_numbers"`
	SupportPhone   string   `json:"support_phone"`
	DeleteDiscount int      `json:"delete_discount"`
	Added          string   `json:"added"`
}

// Site is one branded domain served by this deployment.
type Site struct {
	Host      string
	Settings  Settings
	Company   CompanyInfo
	CreatedAt time.Time
}

// SiteService finds the site for a host.
type SiteService interface {
	// SiteByHost returns the site stored for host, or the default site when the host
	// has no row of its own.
	SiteByHost(ctx context.Context, host string) (*Site, error)
	// PutSite creates or replaces the site of a host.
	PutSite(ctx context.Context, site *Site) error
}

// DefaultSettings returns the settings every site starts from; a site's stored
// settings override them field by field.
func DefaultSettings() Settings {
	return Settings{
		Countries:            []string{"NL", "BE", "DE", "AT", "CH", "FR", "IT", "ES", "PL", "GB", "IE", "US", "CA", "AU", "NZ"},
		Name:                 "Amora",
		VisibleProfileFields: []string{"gender", "sexuality", "age", "country", "region", "city", "interests", "about_me", "body_type", "hair_color", "eye_color", "relationship_status"},
		VisibleProfileNotes:  true,
		CDNPrefix:            "/media/",
		MessageCredits:       1,
		SignupCredits:        10,
		PhotoCredits:         2,
		GiftCredits:          5,
		MessageLength:        1000,
		MinimumMessageCosts: map[string]MessageCost{
			"PL": {Costs: 99, Currency: "PLN"},
			"CH": {Costs: 35, Currency: "CHF"},
			"GB": {Costs: 29, Currency: "GBP"},
		},
		SupportEmail:                 "support@amora.test",
		SupportPhone:                 "+31 20-123 45 67",
		EnableSiteEntryPopup:         SiteEntryPopupYes,
		SearchFields:                 []string{"gender", "country", "region", "min_age", "max_age"},
		Domain:                       "localhost",
		FictionalWarning:             true,
		FictionalSingular:            map[string]string{"en": "fictional profile", "nl": "fictief profiel", "de": "fiktives Profil", "es": "perfil ficticio", "fr": "profil fictif", "it": "profilo fittizio", "pl": "fikcyjny profil"},
		FictionalPlural:              map[string]string{"en": "fictional profiles", "nl": "fictieve profielen", "de": "fiktive Profile", "es": "perfiles ficticios", "fr": "profils fictifs", "it": "profili fittizi", "pl": "fikcyjne profile"},
		RefundDays:                   14,
		Signups:                      SignupsAll,
		LoggedOutSearch:              SearchAll,
		LoggedOutSearchTrafficSource: SearchAll,
		FictionalIcon:                "/icons/fictional.svg",
		USFooter:                     true,
		MinAge:                       MinAge,
		SwipeLikesPerDay:             4,
		DeskAlertMinutes:             10,
	}
}

// DefaultCompanyInfo returns the company details a site starts from.
func DefaultCompanyInfo() CompanyInfo {
	return CompanyInfo{
		Name:         "Amora Media B.V.",
		Address:      "Keizersgracht 123",
		Zip:          "1015 CJ",
		KVK:          "87654321",
		City:         "Amsterdam",
		Country:      "NL",
		TradeNames:   []string{"Amora"},
		VATNumbers:   []string{"NL864512345B01"},
		SupportPhone: "+31 20-123 45 67",
		Added:        "2024-03-01T09:00:00Z",
	}
}

// MergeSettings returns DefaultSettings overridden by the fields present in the JSON
// object raw. An empty raw gives the defaults.
func MergeSettings(raw []byte) (Settings, error) {
	s := DefaultSettings()
	if len(raw) == 0 {
		return s, nil
	}
	// Maps are replaced rather than merged key by key: a site that lists its own
	// minimum message costs means exactly those.
	s.MinimumMessageCosts, s.FictionalSingular, s.FictionalPlural, s.RegionData = nil, nil, nil, nil
	if err := json.Unmarshal(raw, &s); err != nil {
		return Settings{}, Errorf(EINVALID, "Invalid site settings: %v", err)
	}
	d := DefaultSettings()
	if s.MinimumMessageCosts == nil {
		s.MinimumMessageCosts = d.MinimumMessageCosts
	}
	if s.FictionalSingular == nil {
		s.FictionalSingular = d.FictionalSingular
	}
	if s.FictionalPlural == nil {
		s.FictionalPlural = d.FictionalPlural
	}
	return s, nil
}
