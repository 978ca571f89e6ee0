// Package httpapi serves Amora over HTTP: the JSON API under /api/, health and metrics,
// and the embedded web app.
package httpapi

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"runtime"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"amora"
)

// Server holds what the handlers need. cmd/amora fills it in; tests build one with a
// real database and an in-memory app.
type Server struct {
	BaseURL  string // public URL of the site, for absolute links such as sharing images
	Sites    amora.SiteService
	Accounts amora.AccountService
	Profiles amora.ProfileService
	Likes    amora.LikeService
	Swipes   amora.SwipeService
	Blocks   amora.BlockService
	Chats    amora.ChatService
	Events   amora.Broker                 // reaches members' open tabs; nil publishes nothing
	Photos   PhotoStore                   // photo files, served under /media/; nil serves no photos
	Wake     func()                       // tells the job runner that work was queued; may be nil
	Now      func() time.Time             // the clock; tests replace it
	Country  func(r *http.Request) string // the visitor's country from GeoIP, "" when unknown
	// TrustedProxies are the proxies whose forwarding headers (the client's address,
	// scheme and CountryHeader) are believed; from any other peer they are removed.
	TrustedProxies []netip.Prefix
	CountryHeader  string // the GeoIP country header of the proxy in front, e.g. CF-IPCountry
	// SignupsPerIP and ResetsPerIP limit sign-ups per hour and password reset
	// requests per day from one network (an IPv4 address, an IPv6 /64); 0: no limit.
	SignupsPerIP int
	ResetsPerIP  int
	Regions      map[string]amora.CountryRegions
	Geocode      func(lat, lon float64) (place any, ok bool) // nearest known place, for GET /api/geocode
	// Distance is how far apart two cities are, when both are known places.
	Distance func(fromCountry, fromCity, toCountry, toCity string) (km float64, ok bool)
	// Cities lists a country's known cities, largest first; Place resolves a lander's
	// place word to a region (geo.CitiesIn, geo.FindPlace). Landers draw their map from
	// the cities and narrow their audience by the place (issue 24).
	Cities    func(country string) []amora.City
	Place     func(country, name string) (amora.Region, bool)
	Interests []amora.Interest
	Ready     func(ctx context.Context) error // nil error when the server can take traffic
	Logger    *slog.Logger
	Metrics   *prometheus.Registry
	App       *App // the built web app; nil serves no pages
	// PhotoBudget bounds the bytes that photo decoding takes at once (default 160 MB
	// per core), each upload weighed from its image header: a 40-megapixel JPEG takes
	// about 160 MB to decode, a progressive one far more. Uploads that do not fit wait,
	// on their temporary files, at most PhotoWait (default 30 s) and at most PhotoQueue
	// of them (default 32); beyond either the member is asked to try again.
	PhotoBudget int64
	PhotoQueue  int
	PhotoWait   time.Duration
	// SessionCacheTTL is how long a read may be answered with the member remembered
	// for its session (default 2 s; negative: never).
	SessionCacheTTL time.Duration
	// MetricsToken, when set, serves GET /metrics on the public address to requests
	// carrying it as a bearer token; empty leaves /metrics unknown there (see
	// MetricsHandler for a separate address).
	MetricsToken string

	// Billing keeps packages, payments, discounts and direct debits; nil serves no
	// billing calls. Providers are the payment providers by name: webhooks and status
	// checks find a payment's provider there. Provider names the one new payments use.
	// SMS sends the direct-debit codes.
	Billing   amora.BillingService
	Providers map[string]amora.PaymentProvider
	Provider  string
	SMS       amora.SMSSender
	// Stats answers the console's statistics from the daily roll-ups.
	Stats amora.StatsService

	// Notifications keeps notification settings and disabled addresses; nil serves no
	// notification calls. SettingsKey signs the settings links of e-mails
	// (amora.SettingsTokenKey); MailEventsSecret authenticates POST /api/mail/events,
	// which refuses everything while it is empty.
	Notifications    amora.NotificationService
	SettingsKey      []byte
	MailEventsSecret string
	// Mailer queues the notification e-mails of messages and likes; nil sends none.
	Mailer amora.MailNotifier
	// Push keeps push subscriptions and choices (issue 19); nil, or an empty
	// PushPublicKey (the VAPID public key, push_public_key in the settings), serves no
	// push.
	Push          amora.PushService
	PushPublicKey string

	// Staff keeps the console's staff accounts, sessions and audit log; nil serves no
	// console calls.
	Staff amora.StaffService
	// SiteAdmin and Money are the console's sites, and its packages, discount codes
	// and direct-debit blocklist (issue 20); nil serves none of those console calls.
	SiteAdmin amora.SiteAdminService
	Money     amora.MoneyAdminService
	// StaffMembers serves the console's members and photos sections; nil serves none.
	StaffMembers amora.StaffMemberService
	// Desk serves the operators' desk (issue 21); nil serves none.
	Desk amora.DeskService
	// Fictional serves the console's fictional profiles; nil serves none.
	Fictional amora.FictionalService
	// Exports keeps members' data exports and ExportFiles reads their ZIPs (issue 23);
	// nil serves no export calls.
	Exports     amora.ExportService
	ExportFiles ExportFiles

	// FictionalRules serves fictional profiles' first messages and the moderators'
	// view of the desk's flags (issue 21); nil serves neither.
	FictionalRules amora.FictionalRulesService

	// Complaints keeps the notices of issue 23 and the console's decisions on them;
	// nil serves none.
	Complaints amora.ComplaintService

	// Attribution keeps members' touches, conversions and the postback configuration
	// (issue 24); nil records no touches of members and serves no postback console.
	Attribution amora.AttributionService

	httpMetrics *httpMetrics
	photoBudget *decodeBudget
	streams     *streams
	presence    *presenceTracker
	typing      *typingThrottle
	sessions    *sessionCache
	landing     *landingCache
	adminRoutes []AdminRoute // the console routes, registered by adminRoute
	landers     landerCache
}

// Handler returns the whole HTTP handler: routes wrapped in the middleware chain.
func (s *Server) Handler() http.Handler {
	if s.Logger == nil {
		s.Logger = slog.Default()
	}
	if s.Metrics == nil {
		s.Metrics = prometheus.NewRegistry()
	}
	if s.Country == nil {
		s.Country = func(*http.Request) string { return "" }
	}
	if s.Geocode == nil {
		s.Geocode = func(float64, float64) (any, bool) { return nil, false }
	}
	if s.Now == nil {
		s.Now = func() time.Time { return time.Now().UTC() }
	}
	if s.PhotoBudget <= 0 {
		s.PhotoBudget = 160 << 20 * int64(runtime.NumCPU())
	}
	if s.PhotoQueue <= 0 {
		s.PhotoQueue = 32
	}
	if s.PhotoWait <= 0 {
		s.PhotoWait = 30 * time.Second
	}
	s.photoBudget = newDecodeBudget(s.PhotoBudget, s.PhotoQueue, s.PhotoWait)
	s.streams = newStreams()
	s.presence = newPresenceTracker()
	s.typing = newTypingThrottle()
	if s.SessionCacheTTL == 0 {
		s.SessionCacheTTL = 2 * time.Second
	}
	s.sessions = newSessionCache(s.SessionCacheTTL)
	s.landing = newLandingCache()
	if s.Events != nil {
		s.listenPresence()
		s.listenSessionsEnded()
		if s.SiteAdmin != nil {
			s.listenSites()
		}
	}
	s.httpMetrics = newHTTPMetrics(s.Metrics)
	s.adminRoutes = nil
	return s.middleware(s.routes())
}

// App is the built web app: its files and the client-side route patterns that get
// index.html with status 200 (any other path gets it with 404).
type App struct {
	Files  fs.FS
	Routes []string
	// LanderScreens are the source files of the landers' and member landings' pages by
	// page ("tinderswipe", "landing2"): their keys in the landers' Vite manifest.
	LanderScreens map[string]string

	encodings sync.Map // coding + " " + file name -> the file in that coding (App.encoded)

	landersOnce sync.Once
	landers     map[string]manifestChunk // the landers' manifest (landermodules.go)
	preloads    sync.Map                 // landerModules' answers by page, language and kind: the manifest does not change
}

func (s *Server) now() time.Time { return s.Now() }
