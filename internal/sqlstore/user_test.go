package sqlstore_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

var t0 = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

func defaultSite() *amora.Site {
	return &amora.Site{Host: "*", Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()}
}

func form(email string) amora.SignupForm {
	return amora.SignupForm{Name: "Sanne", Email: email, Password: "veilig-wachtwoord-42", DateOfBirth: "1994-05-17", Language: "nl"}
}

func TestSignup(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		db.Now = func() time.Time { return t0 }
		f := form(" Sanne@Example.NL ")
		f.TrafficSource = amora.TrafficSource{Network: "aff", Ref: "r1", Sub1: "s"}
		u, err := db.Signup(ctx, defaultSite(), f)
		if err != nil {
			t.Fatal(err)
		}
		t.Run("CreatesNotConfirmedAccount", func(t *testing.T) {
			if u.Email != "sanne@example.nl" || u.Status != amora.UserNotConfirmed || u.ProfileStatus != amora.ProfileDisabled || u.Language != "nl" {
				t.Errorf("got %+v", u)
			}
			if u.TrafficSource != f.TrafficSource {
				t.Errorf("traffic source = %+v, want %+v", u.TrafficSource, f.TrafficSource)
			}
		})
		t.Run("StartingCreditsThroughLedger", func(t *testing.T) {
			want := amora.DefaultSettings().SignupCredits
			sum, err := db.LedgerBalance(ctx, u.ID)
			if err != nil {
				t.Fatal(err)
			}
			if u.Credits != want || sum != want {
				t.Errorf("credits %d, ledger %d, want %d", u.Credits, sum, want)
			}
		})
		t.Run("QueuesActivationMail", func(t *testing.T) {
			job, err := db.Claim(ctx, t0, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			if job.Kind != sqlstore.JobActivationMail || string(job.Payload) != `{"user_id":`+itoa(u.ID)+`}` {
				t.Errorf("job %s %s", job.Kind, job.Payload)
			}
		})
		t.Run("ErrEmailExists", func(t *testing.T) {
			_, err := db.Signup(ctx, defaultSite(), form("SANNE@example.nl"))
			if e, ok := err.(*amora.Error); !ok || e.Key != "emailExists" || e.Code != amora.ECONFLICT {
				t.Errorf("err = %v, want emailExists", err)
			}
		})
		t.Run("ErrValidation", func(t *testing.T) {
			bad := form("x@example.nl")
			bad.DateOfBirth = "2015-01-01"
			_, err := db.Signup(ctx, defaultSite(), bad)
			if e, ok := err.(*amora.Error); !ok || e.Key != "enterDateOfBirth" || e.Message != "Enter your date of birth (18+)" {
				t.Errorf("err = %v, want enterDateOfBirth", err)
			}
		})
		t.Run("Activate", func(t *testing.T) {
			token, err := db.CreateToken(ctx, u.ID, amora.TokenActivate, amora.ActivationLifetime)
			if err != nil {
				t.Fatal(err)
			}
			if len(token) < 22 { // 128 bits in base64url
				t.Errorf("token %q is shorter than 128 bits", token)
			}
			got, err := db.Activate(ctx, token)
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != amora.UserActive || got.ProfileStatus != amora.ProfileActive {
				t.Errorf("after activation: %s / %s", got.Status, got.ProfileStatus)
			}
			if _, err := db.Activate(ctx, token); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("second use: err = %v, want ENOTFOUND", err)
			}
		})
		t.Run("ActivationLinkExpires", func(t *testing.T) {
			other, err := db.Signup(ctx, defaultSite(), form("late@example.nl"))
			if err != nil {
				t.Fatal(err)
			}
			token, _ := db.CreateToken(ctx, other.ID, amora.TokenActivate, time.Hour)
			db.Now = func() time.Time { return t0.Add(2 * time.Hour) }
			defer func() { db.Now = func() time.Time { return t0 } }()
			if _, err := db.Activate(ctx, token); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("expired: err = %v, want ENOTFOUND", err)
			}
			if _, err := db.Activate(ctx, "garbage"); amora.ErrorCode(err) != amora.ENOTFOUND {
				t.Errorf("garbage: err = %v, want ENOTFOUND", err)
			}
		})
		t.Run("SetLanguage", func(t *testing.T) {
			if err := db.SetLanguage(ctx, u.ID, "pl"); err != nil {
				t.Fatal(err)
			}
			if got, _ := db.FindUser(ctx, u.ID); got.Language != "pl" {
				t.Errorf("language = %q", got.Language)
			}
			if err := db.SetLanguage(ctx, u.ID, "xx"); amora.ErrorCode(err) != amora.EINVALID {
				t.Errorf("err = %v, want EINVALID", err)
			}
		})
	})
}

func TestLogin(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		u, err := db.Signup(ctx, defaultSite(), form("jan@example.nl"))
		if err != nil {
			t.Fatal(err)
		}
		t.Run("SessionLifecycle", func(t *testing.T) {
			got, token, err := db.Login(ctx, "JAN@example.nl", "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.1"})
			if err != nil {
				t.Fatal(err)
			}
			if got.ID != u.ID || token == "" {
				t.Fatalf("login = %v %q", got, token)
			}
			if s, err := db.UserBySession(ctx, token); err != nil || s.ID != u.ID {
				t.Errorf("session user = %v, %v", s, err)
			}
			if err := db.Logout(ctx, token); err != nil {
				t.Fatal(err)
			}
			if _, err := db.UserBySession(ctx, token); amora.ErrorCode(err) != amora.EUNAUTHORIZED {
				t.Errorf("after logout: err = %v, want EUNAUTHORIZED", err)
			}
		})
		t.Run("SessionExpiresAfter30Days", func(t *testing.T) {
			_, token, err := db.Login(ctx, "jan@example.nl", "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.1"})
			if err != nil {
				t.Fatal(err)
			}
			now = t0.Add(30*24*time.Hour + time.Second)
			defer func() { now = t0 }()
			if _, err := db.UserBySession(ctx, token); amora.ErrorCode(err) != amora.EUNAUTHORIZED {
				t.Errorf("err = %v, want EUNAUTHORIZED", err)
			}
		})
		t.Run("SameAnswerForUnknownEmail", func(t *testing.T) {
			_, _, errWrong := db.Login(ctx, "jan@example.nl", "wrong-password", amora.Client{IP: "192.0.2.2"})
			_, _, errNobody := db.Login(ctx, "nobody@example.nl", "wrong-password", amora.Client{IP: "192.0.2.2"})
			if errWrong.Error() != errNobody.Error() || errWrong.(*amora.Error).Message != "Login failed, please try again" {
				t.Errorf("wrong password: %v; unknown address: %v", errWrong, errNobody)
			}
		})
		t.Run("AccountBlockedAfterFiveFailures", func(t *testing.T) {
			now = t0.Add(time.Hour)
			var err error
			for i := 0; i < sqlstore.AccountMaxFailures; i++ {
				_, _, err = db.Login(ctx, "jan@example.nl", "wrong", amora.Client{IP: "198.51.100." + itoa(int64(i))})
			}
			e, ok := err.(*amora.Error)
			if !ok || e.Key != "loginBlocked" || e.Message != "Too many incorrect attempts, account blocked for 15 min." {
				t.Fatalf("5th failure: %v", err)
			}
			// Even the right password is refused while blocked, from anywhere.
			if _, _, err := db.Login(ctx, "jan@example.nl", "veilig-wachtwoord-42", amora.Client{IP: "203.0.113.9"}); amora.ErrorCode(err) != amora.ERATELIMIT {
				t.Errorf("right password while blocked: %v", err)
			}
			now = now.Add(sqlstore.LoginBlock + time.Second)
			if _, _, err := db.Login(ctx, "jan@example.nl", "veilig-wachtwoord-42", amora.Client{IP: "203.0.113.9"}); err != nil {
				t.Errorf("after the block: %v", err)
			}
		})
		t.Run("IPBlockedAfterTwentyFailures", func(t *testing.T) {
			now = t0.Add(3 * time.Hour)
			var err error
			for i := 0; i < sqlstore.IPMaxFailures; i++ {
				_, _, err = db.Login(ctx, "guess"+itoa(int64(i))+"@example.nl", "wrong", amora.Client{IP: "192.0.2.66"})
			}
			if amora.ErrorCode(err) != amora.ERATELIMIT {
				t.Fatalf("20th failure from one IP: %v", err)
			}
			if _, _, err := db.Login(ctx, "jan@example.nl", "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.66"}); amora.ErrorCode(err) != amora.ERATELIMIT {
				t.Errorf("blocked IP logged in: %v", err)
			}
			if _, _, err := db.Login(ctx, "jan@example.nl", "veilig-wachtwoord-42", amora.Client{IP: "192.0.2.67"}); err != nil {
				t.Errorf("other IP: %v", err)
			}
		})
	})
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
