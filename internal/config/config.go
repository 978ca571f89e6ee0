// Package config loads Amora's configuration once, from flags and AMORA_* environment
// variables, into one struct that main passes down.
package config

import (
	"flag"
	"fmt"
	"net/netip"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Config holds every setting of a running Amora. Each field has a flag and an
// environment variable; a flag given on the command line wins over the variable.
type Config struct {
	Listen          string        // --listen, AMORA_LISTEN: address to serve HTTP on
	DataDir         string        // --data-dir, AMORA_DATA_DIR: SQLite file, outbox, media
	DatabaseURL     string        // --database-url, AMORA_DATABASE_URL: postgres://... for PostgreSQL; empty for SQLite in DataDir
	NATSURL         string        // --nats-url, AMORA_NATS_URL: nats://... to share live events between instances; empty for the in-process broker
	NATSPrefix      string        // --nats-prefix, AMORA_NATS_PREFIX: first token(s) of every NATS subject, so that deployments can share a NATS server
	BaseURL         string        // --base-url, AMORA_BASE_URL: public URL used in e-mails
	Demo            bool          // --demo, AMORA_DEMO: seed demo content at start
	GeoIPHeader     string        // --geoip-header, AMORA_GEOIP_HEADER: trusted proxy header with the visitor's country; empty to ignore
	GeoIPDatabase   string        // --geoip-db, AMORA_GEOIP_DB: optional MaxMind-format .mmdb country database
	ShutdownTimeout time.Duration // --shutdown-timeout, AMORA_SHUTDOWN_TIMEOUT: how long in-flight requests may finish on SIGTERM
	LogLevel        string        // --log-level, AMORA_LOG_LEVEL: debug, info, warn or error
	SMTPURL         string        // --smtp-url, AMORA_SMTP_URL: smtp://user:pass@host:587 or smtps://...; empty writes mail to the outbox
	MailFrom        string        // --mail-from, AMORA_MAIL_FROM: sender address of every e-mail
	DKIMKey         string        // --dkim-key, AMORA_DKIM_KEY: PEM private key (RSA or Ed25519) that signs every e-mail; empty signs none
	DKIMSelector    string        // --dkim-selector, AMORA_DKIM_SELECTOR: DKIM selector; the public key is at <selector>._domainkey.<From domain>
	MailDomainRate  int           // --mail-domain-rate, AMORA_MAIL_DOMAIN_RATE: e-mails per minute to one recipient domain over SMTP; 0 for no limit
	SMTPConcurrency int           // --smtp-concurrency, AMORA_SMTP_CONCURRENCY: SMTP deliveries at once
	MediaKey        string        // --media-key, AMORA_MEDIA_KEY: hex key that signs photo URLs; made and kept in DataDir when empty
	SeedMembers     int           // --members, AMORA_SEED_MEMBERS: members `amora seed` creates (300 with --demo)
	SeedPhotos      bool          // --seed-photos, AMORA_SEED_PHOTOS: give seeded members generated photos

	// Photos (and data exports) go to an S3-compatible object store when S3URL is
	// set, instead of DataDir/media. Each setting falls back to the standard AWS
	// variable after its own.
	S3URL          string // --s3-url, AMORA_S3_URL: s3://bucket/prefix; empty keeps media on the local disk
	S3Endpoint     string // --s3-endpoint, AMORA_S3_ENDPOINT, AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL: http(s)://host[:port]; empty for Amazon S3
	S3Region       string // --s3-region, AMORA_S3_REGION, AWS_REGION, AWS_DEFAULT_REGION
	S3AccessKey    string // --s3-access-key, AMORA_S3_ACCESS_KEY, AWS_ACCESS_KEY_ID
	S3SecretKey    string // --s3-secret-key, AMORA_S3_SECRET_KEY, AWS_SECRET_ACCESS_KEY
	S3SessionToken string // AWS_SESSION_TOKEN: for temporary credentials

	// What a proxy in front says about the client (its address, scheme, GeoIP country)
	// is believed only from these networks; by default from nobody.
	TrustedProxies []netip.Prefix // --trusted-proxies, AMORA_TRUSTED_PROXIES: comma-separated CIDRs or addresses
	// Per-network limits (an IPv4 address, an IPv6 /64); 0 for none.
	SignupsPerIP int // --signups-per-ip, AMORA_SIGNUPS_PER_IP: sign-up attempts per hour
	ResetsPerIP  int // --resets-per-ip, AMORA_RESETS_PER_IP: password reset requests per day

	// Metrics are not public: they are served on their own address, or on the public
	// one only to a scraper with the token.
	MetricsListen string // --metrics-listen, AMORA_METRICS_LISTEN: address for GET /metrics alone; empty serves no such address
	MetricsToken  string // --metrics-token, AMORA_METRICS_TOKEN: bearer token for GET /metrics on the public address; empty: not there

	// Payments: the built-in sandbox provider (a test checkout, no real money) unless a
	// Mollie API key is set. Mollie's webhooks and return URLs are built from BaseURL.
	MollieAPIKey string // --mollie-api-key, AMORA_MOLLIE_API_KEY: live_... or test_...; empty uses the sandbox
	MollieAPIURL string // --mollie-api-url, AMORA_MOLLIE_API_URL: Mollie's API base URL

	// MailEventsSecret authenticates the sending service's bounce and complaint
	// webhooks (POST /api/mail/events); empty refuses them all.
	MailEventsSecret string // --mail-events-secret, AMORA_MAIL_EVENTS_SECRET
	// UnsubscribeMailbox is the mailto half of List-Unsubscribe: the sending service
	// receives it and hands the mail to POST /api/mail/inbound; empty sends the https
	// one-click link alone.
	UnsubscribeMailbox string // --unsubscribe-mailbox, AMORA_UNSUBSCRIBE_MAILBOX
	// VAPIDPrivateKey is the web push signing key (base64url P-256 scalar); empty uses
	// the one made at first start and kept in the database.
	VAPIDPrivateKey string // --vapid-private-key, AMORA_VAPID_PRIVATE_KEY
}

// SQLitePath is the SQLite database file used when no DatabaseURL is set.
func (c Config) SQLitePath() string { return filepath.Join(c.DataDir, "amora.db") }

// OutboxDir is where e-mails are written when no SMTP server is configured.
func (c Config) OutboxDir() string { return filepath.Join(c.DataDir, "outbox") }

// MediaDir is where uploaded photos are stored on local disk.
func (c Config) MediaDir() string { return filepath.Join(c.DataDir, "media") }

// Load parses args (without the program and subcommand names) with getenv supplying
// the AMORA_* defaults.
func Load(name string, args []string, getenv func(string) string) (Config, error) {
	var c Config
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	str := func(p *string, flagName, env, def, usage string) {
		if v := getenv(env); v != "" {
			def = v
		}
		fs.StringVar(p, flagName, def, usage+" ("+env+")")
	}
	str(&c.Listen, "listen", "AMORA_LISTEN", ":8080", "address to listen on")
	str(&c.DataDir, "data-dir", "AMORA_DATA_DIR", "./data", "directory for the SQLite database, outbox and media")
	str(&c.DatabaseURL, "database-url", "AMORA_DATABASE_URL", "", "PostgreSQL URL; SQLite in the data directory when empty")
	str(&c.NATSURL, "nats-url", "AMORA_NATS_URL", "", "NATS URL that carries live events between instances; in-process when empty")
	str(&c.NATSPrefix, "nats-prefix", "AMORA_NATS_PREFIX", "amora", "first token(s) of the NATS subjects; deployments sharing one NATS server choose different ones")
	str(&c.BaseURL, "base-url", "AMORA_BASE_URL", "http://localhost:8080", "public URL of the site")
	str(&c.GeoIPHeader, "geoip-header", "AMORA_GEOIP_HEADER", "CF-IPCountry", "trusted proxy header carrying the visitor's country; empty to ignore")
	str(&c.GeoIPDatabase, "geoip-db", "AMORA_GEOIP_DB", "", "MaxMind-format country database (.mmdb)")
	str(&c.LogLevel, "log-level", "AMORA_LOG_LEVEL", "info", "debug, info, warn or error")
	str(&c.SMTPURL, "smtp-url", "AMORA_SMTP_URL", "", "SMTP server URL; e-mails go to the outbox directory when empty")
	str(&c.MailFrom, "mail-from", "AMORA_MAIL_FROM", "Amora <no-reply@amora.test>", "sender address of e-mails")
	str(&c.DKIMKey, "dkim-key", "AMORA_DKIM_KEY", "", "PEM file with the DKIM private key (RSA or Ed25519); e-mails are not signed when empty")
	str(&c.DKIMSelector, "dkim-selector", "AMORA_DKIM_SELECTOR", "amora", "DKIM selector: the public key is published at <selector>._domainkey.<domain of --mail-from>")
	str(&c.MediaKey, "media-key", "AMORA_MEDIA_KEY", "", "hex key (32+ bytes) that signs photo URLs; shared by all instances")
	// firstEnv is the first of the variables that is set.
	firstEnv := func(names ...string) string {
		for _, n := range names {
			if v := getenv(n); v != "" {
				return v
			}
		}
		return ""
	}
	s3 := func(p *string, flagName string, envs []string, usage string) {
		fs.StringVar(p, flagName, firstEnv(envs...), usage+" ("+strings.Join(envs, ", ")+")")
	}
	s3(&c.S3URL, "s3-url", []string{"AMORA_S3_URL"}, "s3://bucket/prefix: photos in an S3-compatible object store; the local disk when empty")
	s3(&c.S3Endpoint, "s3-endpoint", []string{"AMORA_S3_ENDPOINT", "AWS_ENDPOINT_URL_S3", "AWS_ENDPOINT_URL"}, "the object store's URL, http(s)://host[:port]; Amazon S3 when empty")
	s3(&c.S3Region, "s3-region", []string{"AMORA_S3_REGION", "AWS_REGION", "AWS_DEFAULT_REGION"}, "the object store's region; us-east-1 when empty")
	s3(&c.S3AccessKey, "s3-access-key", []string{"AMORA_S3_ACCESS_KEY", "AWS_ACCESS_KEY_ID"}, "access key of the object store")
	s3(&c.S3SecretKey, "s3-secret-key", []string{"AMORA_S3_SECRET_KEY", "AWS_SECRET_ACCESS_KEY"}, "secret key of the object store (prefer the variable: flags show in the process list)")
	c.S3SessionToken = getenv("AWS_SESSION_TOKEN")
	str(&c.MetricsListen, "metrics-listen", "AMORA_METRICS_LISTEN", "", "address that serves GET /metrics alone (e.g. 127.0.0.1:9090); empty for none")
	str(&c.MetricsToken, "metrics-token", "AMORA_METRICS_TOKEN", "", "bearer token that opens GET /metrics on the public address; empty: only to admins of the console")
	str(&c.MollieAPIKey, "mollie-api-key", "AMORA_MOLLIE_API_KEY", "", "Mollie API key; payments use the built-in sandbox when empty")
	str(&c.MollieAPIURL, "mollie-api-url", "AMORA_MOLLIE_API_URL", "https://api.mollie.com/v2", "base URL of Mollie's API")
	str(&c.MailEventsSecret, "mail-events-secret", "AMORA_MAIL_EVENTS_SECRET", "", "shared secret of the sending service's bounce and complaint webhooks (bearer token or basic-auth password); empty refuses them")
	str(&c.VAPIDPrivateKey, "vapid-private-key", "AMORA_VAPID_PRIVATE_KEY", "", "web push VAPID private key (base64url, 32 bytes); empty uses the key made at first start and kept in the database")
	str(&c.UnsubscribeMailbox, "unsubscribe-mailbox", "AMORA_UNSUBSCRIBE_MAILBOX", "", "address of List-Unsubscribe's mailto, received by the sending service and posted to /api/mail/inbound; empty for the https link alone")

	demo, err := envBool(getenv, "AMORA_DEMO")
	if err != nil {
		return c, err
	}
	fs.BoolVar(&c.Demo, "demo", demo, "seed demo content (AMORA_DEMO)")

	members := 0
	if v := getenv("AMORA_SEED_MEMBERS"); v != "" {
		if members, err = strconv.Atoi(v); err != nil {
			return c, fmt.Errorf("AMORA_SEED_MEMBERS: %w", err)
		}
	}
	fs.IntVar(&c.SeedMembers, "members", members, "members to seed (AMORA_SEED_MEMBERS); 300 with --demo")
	photos := true
	if v := getenv("AMORA_SEED_PHOTOS"); v != "" {
		if photos, err = strconv.ParseBool(v); err != nil {
			return c, fmt.Errorf("AMORA_SEED_PHOTOS: %w", err)
		}
	}
	fs.BoolVar(&c.SeedPhotos, "seed-photos", photos, "give seeded members generated photos (AMORA_SEED_PHOTOS)")

	proxies := ""
	str(&proxies, "trusted-proxies", "AMORA_TRUSTED_PROXIES", "", "comma-separated CIDRs of proxies whose forwarding headers are believed; none when empty")
	intVar := func(p *int, flagName, env string, def int, usage string) error {
		if v := getenv(env); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil {
				return fmt.Errorf("%s: %w", env, err)
			}
			def = n
		}
		fs.IntVar(p, flagName, def, usage+" ("+env+")")
		return nil
	}
	if err := intVar(&c.SignupsPerIP, "signups-per-ip", "AMORA_SIGNUPS_PER_IP", 10, "sign-up attempts per hour from one network; 0 for no limit"); err != nil {
		return c, err
	}
	if err := intVar(&c.ResetsPerIP, "resets-per-ip", "AMORA_RESETS_PER_IP", 20, "password reset requests per day from one network; 0 for no limit"); err != nil {
		return c, err
	}

	if err := intVar(&c.MailDomainRate, "mail-domain-rate", "AMORA_MAIL_DOMAIN_RATE", 600, "e-mails per minute to one recipient domain (gmail.com, wp.pl) over SMTP; 0 for no limit"); err != nil {
		return c, err
	}
	if err := intVar(&c.SMTPConcurrency, "smtp-concurrency", "AMORA_SMTP_CONCURRENCY", 4, "SMTP deliveries at once"); err != nil {
		return c, err
	}

	timeout := 15 * time.Second
	if v := getenv("AMORA_SHUTDOWN_TIMEOUT"); v != "" {
		if timeout, err = time.ParseDuration(v); err != nil {
			return c, fmt.Errorf("AMORA_SHUTDOWN_TIMEOUT: %w", err)
		}
	}
	fs.DurationVar(&c.ShutdownTimeout, "shutdown-timeout", timeout, "time allowed for in-flight requests on shutdown (AMORA_SHUTDOWN_TIMEOUT)")

	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	c.BaseURL = strings.TrimRight(c.BaseURL, "/")
	switch {
	case c.MailDomainRate < 0:
		return c, fmt.Errorf("mail domain rate %d: want 0 (no limit) or more", c.MailDomainRate)
	case c.SMTPConcurrency < 1:
		return c, fmt.Errorf("smtp concurrency %d: want 1 or more", c.SMTPConcurrency)
	case c.UnsubscribeMailbox != "" && (!strings.Contains(c.UnsubscribeMailbox, "@") || strings.ContainsAny(c.UnsubscribeMailbox, "<>,?\" \t\r\n")):
		return c, fmt.Errorf("unsubscribe mailbox %q: want a bare address such as unsubscribe@example.com", c.UnsubscribeMailbox)
	case c.UnsubscribeMailbox != "" && c.MailEventsSecret == "":
		return c, fmt.Errorf("an unsubscribe mailbox needs --mail-events-secret: its mail arrives at /api/mail/inbound")
	case c.DKIMKey != "" && c.DKIMSelector == "":
		return c, fmt.Errorf("a DKIM key needs a selector (--dkim-selector)")
	}
	if c.TrustedProxies, err = ParsePrefixes(proxies); err != nil {
		return c, fmt.Errorf("trusted proxies: %w", err)
	}
	return c, nil
}

// ParsePrefixes parses a comma-separated list of CIDRs; a bare address stands for
// itself alone.
func ParsePrefixes(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if !strings.Contains(item, "/") {
			a, err := netip.ParseAddr(item)
			if err != nil {
				return nil, err
			}
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(item)
		if err != nil {
			return nil, err
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

func envBool(getenv func(string) string, name string) (bool, error) {
	v := getenv(name)
	if v == "" {
		return false, nil
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return false, fmt.Errorf("%s: %q is not a boolean", name, v)
	}
	return b, nil
}
