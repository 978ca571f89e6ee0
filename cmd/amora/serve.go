package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"amora"
	"amora/internal/config"
	"amora/internal/geo"
	"amora/internal/httpapi"
	"amora/internal/jobs"
	"amora/internal/postback"
	"amora/internal/realtime"
	"amora/internal/sms"
	"amora/web"
)

// serve wires the server together and runs it until ctx ends, then shuts down
// gracefully: no new connections, in-flight requests get cfg.ShutdownTimeout.
func serve(ctx context.Context, cfg config.Config, logger *slog.Logger, stdout io.Writer) error {
	for _, dir := range []string{cfg.DataDir, cfg.OutboxDir(), cfg.MediaDir()} {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return err
		}
	}
	db, err := openDB(ctx, cfg)
	if err != nil {
		return err
	}
	defer db.Close()
	photos, err := newPhotoStore(ctx, cfg, logger)
	if err != nil {
		return err
	}
	if cfg.S3URL != "" {
		logger.Info("media", "store", cfg.S3URL, "endpoint", cfg.S3Endpoint)
	}
	if cfg.Demo {
		// The demo member is there at once; the other members, whose portraits take a
		// while to draw, arrive in the background while the site already serves.
		site, err := db.SiteByHost(ctx, "localhost")
		if err != nil {
			return err
		}
		if err := seedDemoMember(ctx, db, site); err != nil {
			return fmt.Errorf("demo seed: %w", err)
		}
		fmt.Fprintf(stdout, "demo member: %s / %s\n", demoEmail, demoPassword)
		if err := seedDemoStaff(ctx, db, stdout); err != nil {
			return fmt.Errorf("demo staff: %w", err)
		}
		go func() {
			seedPhotos := photos
			if !cfg.SeedPhotos {
				seedPhotos = nil
			}
			n := cfg.SeedMembers
			if n == 0 {
				n = demoMembers
			}
			if err := seedMembers(ctx, db, seedPhotos, n, stdout); err != nil && ctx.Err() == nil {
				logger.Error("demo members", "err", err)
			}
		}()
	}
	go func() {
		// Search and profile pages answer from memory; fill it before visitors ask.
		start := time.Now()
		if err := db.WarmMembers(ctx); err != nil && ctx.Err() == nil {
			logger.Error("loading members", "err", err)
			return
		}
		logger.Info("members loaded", "took", time.Since(start).Round(time.Millisecond))
	}()
	countries, err := geo.OpenCountryLookup(cfg.GeoIPHeader, cfg.GeoIPDatabase)
	if err != nil {
		return fmt.Errorf("geoip database: %w", err)
	}
	defer countries.Close()
	var events amora.Broker = realtime.NewLocal()
	if cfg.NATSURL != "" {
		nb, err := realtime.DialNATSPrefix(cfg.NATSURL, cfg.NATSPrefix, logger)
		if err != nil {
			return err
		}
		defer nb.Close() // runs after the HTTP server has shut down and its streams ended
		events = nb
	}
	routes, err := web.Routes()
	if err != nil {
		return err
	}
	landerScreens, err := web.LanderScreens()
	if err != nil {
		return err
	}

	runner := jobs.NewRunner(db, logger)
	acctJobs, err := newAccountJobs(cfg, db)
	if err != nil {
		return err
	}
	acctJobs.register(runner)
	if err := startReminders(ctx, cfg, db, acctJobs, runner); err != nil {
		return err
	}
	notifyMails, notifyPresence, err := newNotifyMails(cfg, db, acctJobs, photos, runner, logger)
	if err != nil {
		return err
	}
	pusher, err := newPush(ctx, cfg, db, acctJobs, runner, logger)
	if err != nil {
		return err
	}
	photos.register(runner)
	if err := startExports(ctx, db, acctJobs, photos.Store, runner); err != nil {
		return err
	}
	digest, err := newDigestJobs(cfg, acctJobs, photos)
	if err != nil {
		return err
	}
	digest.register(runner)
	registerRefundJobs(runner, cfg, db, logger)
	(&postback.Sender{Store: db}).Register(runner)
	if err := digest.start(ctx); err != nil {
		return err
	}
	runCtx, stopRunner := context.WithCancel(context.WithoutCancel(ctx))
	defer stopRunner()
	runnerDone := make(chan struct{})
	go func() { runner.Run(runCtx); close(runnerDone) }()

	providers, provider := paymentProviders(cfg, db)
	logger.Info("payments", "provider", provider)
	api := &httpapi.Server{
		BaseURL:        cfg.BaseURL,
		Sites:          db,
		Accounts:       db,
		Wake:           runner.Wake,
		Country:        countries.Country,
		Regions:        geo.Regions(),
		Geocode:        func(lat, lon float64) (any, bool) { return geo.Reverse(lat, lon) },
		Distance:       cityDistance,
		Cities:         geo.CitiesIn,
		Place:          geo.FindPlace,
		Profiles:       db,
		Likes:          db,
		Swipes:         db,
		Blocks:         db,
		Chats:          db,
		Events:         events,
		Photos:         photos,
		Interests:      amora.Interests(),
		Ready:          db.Ping,
		Logger:         logger,
		Metrics:        prometheus.NewRegistry(),
		App:            &httpapi.App{Files: web.Dist(), Routes: routes, LanderScreens: landerScreens},
		Billing:        db,
		Staff:          db,
		StaffMembers:   db,
		SiteAdmin:      db,
		Money:          db,
		Desk:           db,
		Fictional:      db,
		FictionalRules: db,
		Complaints:     db,
		Attribution:    db,
		Providers:      providers,
		Provider:       provider,
		SMS:            &sms.Outbox{Dir: cfg.OutboxDir()},
	}
	api.MetricsToken = cfg.MetricsToken
	api.TrustedProxies, api.CountryHeader = cfg.TrustedProxies, cfg.GeoIPHeader
	api.SignupsPerIP, api.ResetsPerIP = cfg.SignupsPerIP, cfg.ResetsPerIP
	if err := wireNotifications(cfg, db, api); err != nil {
		return err
	}
	api.Mailer = notifiers{pusher, notifyMails}
	api.Push, api.PushPublicKey = db, pusher.Sender.Keys.Public
	api.Stats = db
	api.Exports, api.ExportFiles = db, photos.Store
	notifyPresence.api.Store(api)
	srv := &http.Server{
		Addr:              cfg.Listen,
		Handler:           api.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	srv.RegisterOnShutdown(api.CloseStreams)
	reconcileDone := make(chan struct{})
	go func() { reconcilePayments(runCtx, api, db, logger); close(reconcileDone) }()
	ln, err := net.Listen("tcp", cfg.Listen)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Amora is listening on %s (database: %s, data: %s)\n", displayURL(ln.Addr(), cfg.BaseURL), db.Dialect(), cfg.DataDir)

	serveErr := make(chan error, 2)
	go func() { serveErr <- srv.Serve(ln) }()
	if cfg.MetricsListen != "" {
		metrics, err := serveMetrics(cfg.MetricsListen, api.MetricsHandler(), serveErr)
		if err != nil {
			return err
		}
		defer metrics.Close()
		logger.Info("metrics", "listen", cfg.MetricsListen)
	}
	select {
	case err := <-serveErr:
		return err
	case <-ctx.Done():
	}
	logger.Info("shutting down", "timeout", cfg.ShutdownTimeout.String())
	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	err = srv.Shutdown(shutdownCtx)
	stopRunner()
	<-runnerDone
	<-reconcileDone
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}

// serveMetrics serves GET /metrics alone on its own address, for a scraper on the
// private network; a failure to serve goes to errs.
func serveMetrics(addr string, metrics http.Handler, errs chan<- error) (*http.Server, error) {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", metrics)
	// Go's profiles, on the private address only: where the time goes under real load
	// (go tool pprof http://127.0.0.1:9090/debug/pprof/profile?seconds=30).
	mux.HandleFunc("GET /debug/pprof/", pprof.Index)
	mux.HandleFunc("GET /debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("GET /debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("GET /debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("GET /debug/pprof/trace", pprof.Trace)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("metrics: %w", err)
	}
	go func() {
		if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
			errs <- err
		}
	}()
	return srv, nil
}

// displayURL is the address to open in a browser: the base URL when it is set to
// something other than the default, else http://localhost:<port>.
func displayURL(addr net.Addr, baseURL string) string {
	if baseURL != "" && baseURL != "http://localhost:8080" {
		return baseURL
	}
	if tcp, ok := addr.(*net.TCPAddr); ok {
		return fmt.Sprintf("http://localhost:%d", tcp.Port)
	}
	return addr.String()
}

// cityDistance is how far apart two cities are, when both are known places.
func cityDistance(fromCountry, fromCity, toCountry, toCity string) (float64, bool) {
	a, ok := geo.FindCity(fromCountry, fromCity)
	if !ok {
		return 0, false
	}
	b, ok := geo.FindCity(toCountry, toCity)
	if !ok {
		return 0, false
	}
	return geo.DistanceKm(a.Lat, a.Lon, b.Lat, b.Lon), true
}
