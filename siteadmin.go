package amora

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/mail"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"time"
)

// Sites edited in the staff console (issue 20, PermSites): every SPEC §3 setting of a
// site and its company details, checked field by field before they are stored.

// SiteAdminService lists, reads and changes sites for the console.
type SiteAdminService interface {
	// ListSites returns the stored sites, the default '*' first.
	ListSites(ctx context.Context) ([]Site, error)
	// StoredSite returns the site stored for exactly host (no fallback to '*');
	// ErrSiteNotFound when it has no row.
	StoredSite(ctx context.Context, host string) (*Site, error)
	// UpdateSite stores site (already validated) in place of the stored one and
	// appends the audit entry by in the same transaction; this instance's cached sites
	// are forgotten.
	UpdateSite(ctx context.Context, site *Site, by AuditEntry) error
	// CreateSite stores a new site (already validated) with the audit entry by in the
	// same transaction; ErrSiteExists when its host has a site. This instance's cached
	// sites are forgotten.
	CreateSite(ctx context.Context, site *Site, by AuditEntry) error
	// ForgetSites drops this instance's cached sites, when another instance changed one.
	ForgetSites()
}

// ErrSiteNotFound answers a host with no stored site.
func ErrSiteNotFound() *Error {
	return &Error{Code: ENOTFOUND, Key: "siteNotFound", Message: "Site not found."}
}

// SitePatch is a partial change of a site: the settings and company fields present in
// each JSON object replace the stored ones; absent fields stay.
type SitePatch struct {
	Settings json.RawMessage `json:"settings"`
	Company  json.RawMessage `json:"company"`
	Reason   string          `json:"reason"`
}

// SiteReadOnlySettings are the settings GET /api/settings works out per request or
// from the deployment's configuration; a patch may not set them.
var SiteReadOnlySettings = []string{"geoip_country", "geoip_selected_country", "push_public_key", "region_data",
	"signup_allowed", "search_allowed"}

// FieldErrors is a form's errors, one per field, in the order of the form.
type FieldErrors []*Error

// Error implements the error interface with the first field's error.
func (fe FieldErrors) Error() string {
	if len(fe) == 0 {
		return "no field errors"
	}
	return fe[0].Error()
}

// Apply returns site with the patch applied; a field of the wrong type or a read-only
// setting is a field error.
func (p SitePatch) Apply(site Site) (Site, error) {
	var errs FieldErrors
	// Each object is merged into the stored one key by key and decoded whole into a
	// zero value, so that maps and lists are replaced, never merged.
	apply := func(prefix string, raw json.RawMessage, target any, readOnly []string) {
		if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
			return
		}
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(raw, &fields); err != nil {
			errs = append(errs, FieldError(prefix, "siteFieldType", "This must be an object."))
			return
		}
		var current map[string]json.RawMessage
		cur, _ := json.Marshal(target)
		_ = json.Unmarshal(cur, &current)
		for _, k := range sortedKeys(fields) {
			if slices.Contains(readOnly, k) {
				errs = append(errs, FieldError(prefix+"."+k, "siteFieldReadOnly", "This setting is worked out by the server."))
				continue
			}
			if _, ok := current[k]; !ok {
				errs = append(errs, FieldError(prefix+"."+k, "siteFieldUnknown", "Unknown field."))
				continue
			}
			one, _ := json.Marshal(map[string]json.RawMessage{k: fields[k]})
			if err := json.Unmarshal(one, reflect.New(reflect.TypeOf(target).Elem()).Interface()); err != nil {
				errs = append(errs, FieldError(prefix+"."+k, "siteFieldType", "This value has the wrong type."))
				continue
			}
			current[k] = fields[k]
		}
		merged, _ := json.Marshal(current)
		fresh := reflect.New(reflect.TypeOf(target).Elem())
		if err := json.Unmarshal(merged, fresh.Interface()); err == nil {
			reflect.ValueOf(target).Elem().Set(fresh.Elem())
		}
	}
	apply("settings", p.Settings, &site.Settings, SiteReadOnlySettings)
	apply("company", p.Company, &site.Company, nil)
	if len(errs) > 0 {
		return site, errs
	}
	return site, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// SiteCatalog is what site validation checks values against.
type SiteCatalog struct {
	Countries func(code string) bool // a country the deployment knows (has regions for)
	Interests []string               // interest ids
}

// Bounds of the numeric settings, also shown by the console.
var (
	ProfileFieldNames = []string{"gender", "sexuality", "age", "country", "region", "city", "interests", "about_me",
		"body_type", "hair_color", "eye_color", "relationship_status"}
	SearchFieldNames = []string{"gender", "country", "region", "min_age", "max_age"}
)

var (
	domainPattern   = regexp.MustCompile(`^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$`)
	currencyPattern = regexp.MustCompile(`^[A-Z]{3}$`)
	vatPattern      = regexp.MustCompile(`^[A-Z]{2}[0-9A-Z]{2,13}$`)
)

// Validate checks every setting and company field of site, answering all the fields in
// error at once (FieldErrors), or nil.
func (site Site) Validate(cat SiteCatalog) error {
	var errs FieldErrors
	bad := func(field, key, msg string, params map[string]any) {
		errs = append(errs, &Error{Code: EINVALID, Field: field, Key: key, Message: msg, Params: params})
	}
	required := func(field, v string, max int) {
		switch {
		case strings.TrimSpace(v) == "":
			bad(field, "siteFieldRequired", "This field is required.", nil)
		case len([]rune(v)) > max:
			bad(field, "siteFieldTooLong", fmt.Sprintf("At most %d characters.", max), map[string]any{"max": max})
		}
	}
	atMost := func(field, v string, max int) {
		if len([]rune(v)) > max {
			bad(field, "siteFieldTooLong", fmt.Sprintf("At most %d characters.", max), map[string]any{"max": max})
		}
	}
	between := func(field string, v, min, max int) {
		if v < min || v > max {
			bad(field, "siteFieldRange", fmt.Sprintf("Between %d and %d.", min, max), map[string]any{"min": min, "max": max})
		}
	}
	oneOf := func(field, v string, allowed ...string) {
		if !slices.Contains(allowed, v) {
			bad(field, "siteFieldUnknownValue", "Unknown value: "+v, map[string]any{"value": v})
		}
	}
	allOf := func(field string, vs []string, known func(string) bool) {
		for _, v := range vs {
			if !known(v) {
				bad(field, "siteFieldUnknownValue", "Unknown value: "+v, map[string]any{"value": v})
				return
			}
		}
	}
	urlPath := func(field, v string) {
		if !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "https://") {
			bad(field, "siteFieldURL", "Give a path starting with / or an https:// address.", nil)
		}
	}
	phone := func(field, v string) {
		if !ValidPhone(NormalizePhone(v)) {
			bad(field, "sitePhoneInvalid", "This phone number is not valid.", nil)
		}
	}
	known := func(list []string) func(string) bool { return func(v string) bool { return slices.Contains(list, v) } }

	s := site.Settings
	if len(s.Countries) == 0 {
		bad("settings.countries", "siteFieldRequired", "This field is required.", nil)
	}
	allOf("settings.countries", s.Countries, cat.Countries)
	required("settings.name", s.Name, 100)
	atMost("settings.index_title", s.IndexTitle, 200)
	atMost("settings.description", s.Description, 500)
	allOf("settings.visible_profile_fields", s.VisibleProfileFields, known(ProfileFieldNames))
	urlPath("settings.cdn_prefix", s.CDNPrefix)
	between("settings.message_credits", s.MessageCredits, 1, 1000)
	between("settings.signup_credits", s.SignupCredits, 0, 10000)
	between("settings.photo_credits", s.PhotoCredits, 0, 1000)
	between("settings.gift_credits", s.GiftCredits, 0, 1000)
	between("settings.message_length", s.MessageLength, 50, 10000)
	for _, c := range sortedKeys(s.MinimumMessageCosts) {
		mc := s.MinimumMessageCosts[c]
		switch {
		case !cat.Countries(c):
			bad("settings.minimum_message_costs", "siteFieldUnknownValue", "Unknown value: "+c, map[string]any{"value": c})
		case mc.Costs < 0 || mc.Costs > 100000 || !currencyPattern.MatchString(mc.Currency):
			bad("settings.minimum_message_costs", "siteMessageCostInvalid", "Give an amount in cents and a currency such as EUR for "+c+".", map[string]any{"country": c})
		}
	}
	if a, err := mail.ParseAddress(s.SupportEmail); err != nil || a.Address != s.SupportEmail || !strings.Contains(s.SupportEmail[strings.LastIndexByte(s.SupportEmail, '@')+1:], ".") {
		bad("settings.support_email", "siteEmailInvalid", "This e-mail address is not valid.", nil)
	}
	phone("settings.support_phone", s.SupportPhone)
	oneOf("settings.enable_site_entry_popup", s.EnableSiteEntryPopup, SiteEntryPopupYes, SiteEntryPopupNo)
	allOf("settings.search_fields", s.SearchFields, known(SearchFieldNames))
	if len(s.Domain) > 253 || !domainPattern.MatchString(s.Domain) {
		bad("settings.domain", "siteDomainInvalid", "Give a domain name such as example.com, in lower case.", nil)
	}
	if s.DomainLanguage != "" {
		oneOf("settings.domain_language", s.DomainLanguage, Languages...)
	}
	if s.FictionalWarning {
		for _, f := range []struct {
			name string
			m    map[string]string
		}{{"settings.fictional_singular", s.FictionalSingular}, {"settings.fictional_plural", s.FictionalPlural}} {
			for _, l := range Languages {
				if strings.TrimSpace(f.m[l]) == "" {
					bad(f.name, "siteFictionalNames", "Name fictional profiles in every language while the warning is on.", map[string]any{"language": l})
					break
				}
			}
		}
	}
	between("settings.refund_days", s.RefundDays, 0, 365)
	oneOf("settings.signups", s.Signups, SignupsAll, SignupsWithTrafficSource)
	oneOf("settings.logged_out_search", s.LoggedOutSearch, SearchAll, SearchNone)
	oneOf("settings.logged_out_search_trafficsource", s.LoggedOutSearchTrafficSource, SearchAll, SearchNone)
	allOf("settings.interests", s.Interests, known(cat.Interests))
	urlPath("settings.fictional_icon", s.FictionalIcon)
	between("settings.min_age", s.MinAge, MinAge, 99)
	between("settings.swipe_likes_per_day", s.SwipeLikesPerDay, 0, 1000)
	between("settings.desk_alert_minutes", s.DeskAlertMinutes, 1, 1440)

	c := site.Company
	required("company.name", c.Name, 200)
	required("company.address", c.Address, 200)
	required("company.zip", c.Zip, 20)
	required("company.city", c.City, 100)
	if !cat.Countries(c.Country) {
		bad("company.country", "siteFieldUnknownValue", "Unknown value: "+c.Country, map[string]any{"value": c.Country})
	}
	required("company.kvk", c.KVK, 40)
	for _, v := range c.VATNumbers {
		if !vatPattern.MatchString(v) {
			bad("company.vat_numbers", "siteVATInvalid", "Give VAT numbers such as NL864512345B01.", map[string]any{"value": v})
			break
		}
	}
	for _, n := range c.TradeNames {
		if strings.TrimSpace(n) == "" {
			bad("company.tradenames", "siteFieldRequired", "This field is required.", nil)
			break
		}
	}
	phone("company.support_phone", c.SupportPhone)
	between("company.delete_discount", c.DeleteDiscount, 0, 100)
	if c.Added != "" {
		if _, err := time.Parse(time.RFC3339, c.Added); err != nil {
			if _, err := time.Parse(time.DateOnly, c.Added); err != nil {
				bad("company.added", "siteDateInvalid", "Give a date such as 2024-03-01.", nil)
			}
		}
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// SiteChanges returns the settings and company fields that differ between before and
// after, each side keyed "settings.<field>" or "company.<field>", for the audit log.
func SiteChanges(before, after Site) (was, now map[string]json.RawMessage) {
	was, now = map[string]json.RawMessage{}, map[string]json.RawMessage{}
	diff := func(prefix string, a, b any) {
		var ma, mb map[string]json.RawMessage
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		_ = json.Unmarshal(ja, &ma)
		_ = json.Unmarshal(jb, &mb)
		for _, k := range sortedKeys(mb) {
			if !bytes.Equal(ma[k], mb[k]) {
				was[prefix+k], now[prefix+k] = ma[k], mb[k]
			}
		}
	}
	diff("settings.", before.Settings, after.Settings)
	diff("company.", before.Company, after.Company)
	return was, now
}
