package sqlstore_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"amora"
	"amora/internal/sqlstore"
	"amora/internal/sqlstore/storetest"
)

const rightPassword = "veilig-wachtwoord-42"

// TestParallelWrongLoginsCheckFivePasswords: 150 wrong logins on one account at once,
// each from its own address, check the password at most AccountMaxFailures times.
func TestParallelWrongLoginsCheckFivePasswords(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "target@example.nl")
		db.Hasher = amora.NewHasher(0, 1000, time.Minute)
		var wg sync.WaitGroup
		errs := make(chan error, 150)
		for i := 0; i < 150; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _, err := db.Login(ctx, u.Email, "wrong-password", amora.Client{IP: "198.51.100." + itoa(int64(i))})
				errs <- err
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if c := amora.ErrorCode(err); c != amora.EUNAUTHORIZED && c != amora.ERATELIMIT {
				t.Errorf("err = %v, want a failed or blocked login", err)
			}
		}
		if got := db.Hasher.Runs(); got > sqlstore.AccountMaxFailures {
			t.Errorf("%d password checks, want at most %d", got, sqlstore.AccountMaxFailures)
		}
		if _, _, err := db.Login(ctx, u.Email, rightPassword, amora.Client{IP: "203.0.113.1"}); amora.ErrorCode(err) != amora.ERATELIMIT {
			t.Errorf("right password after the burst: %v, want blocked", err)
		}
	})
}

// TestLoginGivesTheAttemptBack: a successful login does not count towards the limit.
func TestLoginGivesTheAttemptBack(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "often@example.nl")
		for i := 0; i < 3*sqlstore.AccountMaxFailures; i++ {
			if _, _, err := db.Login(ctx, u.Email, rightPassword, amora.Client{IP: "192.0.2.1"}); err != nil {
				t.Fatalf("login %d: %v", i+1, err)
			}
		}
		for i := 0; i < sqlstore.AccountMaxFailures-1; i++ {
			db.Login(ctx, u.Email, "wrong-password", amora.Client{IP: "192.0.2.1"})
		}
		if _, _, err := db.Login(ctx, u.Email, rightPassword, amora.Client{IP: "192.0.2.1"}); err != nil {
			t.Errorf("right password after %d failures: %v", sqlstore.AccountMaxFailures-1, err)
		}
	})
}

// lockOut makes AccountMaxFailures wrong logins from strangers' addresses.
func lockOut(t *testing.T, db *sqlstore.DB, email string) {
	t.Helper()
	var err error
	for i := 0; i < sqlstore.AccountMaxFailures; i++ {
		_, _, err = db.Login(context.Background(), email, "wrong-password", amora.Client{IP: "198.51.100." + itoa(int64(i))})
	}
	wantKey(t, err, "loginBlocked")
}

func TestResetLiftsTheLock(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "locked@example.nl")
		lockOut(t, db, u.Email)
		token, err := db.CreateToken(ctx, u.ID, amora.TokenReset, amora.ResetLifetime)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.ResetPassword(ctx, token, "nieuw-wachtwoord-1", "nieuw-wachtwoord-1"); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.Login(ctx, u.Email, "nieuw-wachtwoord-1", amora.Client{IP: "192.0.2.1"}); err != nil {
			t.Errorf("login after the reset: %v", err)
		}
	})
}

func TestKnownDeviceIsNotLockedOut(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		u := signup(t, db, "owner@example.nl")
		other := signup(t, db, "other@example.nl")
		phone, _ := amora.NewToken()
		stolen, _ := amora.NewToken()
		if _, _, err := db.Login(ctx, u.Email, rightPassword, amora.Client{IP: "192.0.2.1", Device: phone}); err != nil {
			t.Fatal(err)
		}
		lockOut(t, db, u.Email)
		t.Run("KnownDeviceLogsIn", func(t *testing.T) {
			if _, _, err := db.Login(ctx, u.Email, rightPassword, amora.Client{IP: "192.0.2.1", Device: phone}); err != nil {
				t.Errorf("known device: %v", err)
			}
		})
		t.Run("UnknownDeviceBlocked", func(t *testing.T) {
			_, _, err := db.Login(ctx, u.Email, rightPassword, amora.Client{IP: "192.0.2.1", Device: stolen})
			wantKey(t, err, "loginBlocked")
		})
		t.Run("DeviceOfAnotherAccountBlocked", func(t *testing.T) {
			if _, _, err := db.Login(ctx, other.Email, rightPassword, amora.Client{IP: "192.0.2.2", Device: stolen}); err != nil {
				t.Fatal(err)
			}
			_, _, err := db.Login(ctx, u.Email, rightPassword, amora.Client{IP: "192.0.2.2", Device: stolen})
			wantKey(t, err, "loginBlocked")
		})
		t.Run("KnownDeviceHasItsOwnLimit", func(t *testing.T) {
			var err error
			for i := 0; i < sqlstore.AccountMaxFailures; i++ {
				_, _, err = db.Login(ctx, u.Email, "wrong-password", amora.Client{IP: "192.0.2.1", Device: phone})
			}
			wantKey(t, err, "loginBlocked")
			_, _, err = db.Login(ctx, u.Email, rightPassword, amora.Client{IP: "192.0.2.1", Device: phone})
			wantKey(t, err, "loginBlocked")
		})
	})
}

// TestCurrentPasswordChecksCounted: changing the password or the address and deleting
// the account check the current password under the same limit as a login.
func TestCurrentPasswordChecksCounted(t *testing.T) {
	checks := []struct {
		name  string
		check func(db *sqlstore.DB, u *amora.User, password string) error
	}{
		{"ChangePassword", func(db *sqlstore.DB, u *amora.User, pw string) error {
			return db.ChangePassword(context.Background(), u.ID, "", pw, "nieuw-wachtwoord-1", amora.Client{IP: "192.0.2.5"})
		}},
		{"RequestEmailChange", func(db *sqlstore.DB, u *amora.User, pw string) error {
			return db.RequestEmailChange(context.Background(), u.ID, "new-"+u.Email, pw, amora.Client{IP: "192.0.2.5"})
		}},
		{"DeleteAccount", func(db *sqlstore.DB, u *amora.User, pw string) error {
			return db.DeleteAccount(context.Background(), u.ID, amora.DeleteRequest{Reason: "time", Password: pw}, amora.Client{IP: "192.0.2.5"})
		}},
	}
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		for i, c := range checks {
			t.Run(c.name, func(t *testing.T) {
				u := signup(t, db, "check"+itoa(int64(i))+"@example.nl")
				var err error
				for n := 0; n < sqlstore.AccountMaxFailures; n++ {
					err = c.check(db, u, "wrong-password")
				}
				wantKey(t, err, "loginBlocked")
				wantKey(t, c.check(db, u, rightPassword), "loginBlocked")
				_, _, err = db.Login(context.Background(), u.Email, rightPassword, amora.Client{IP: "192.0.2.6"})
				wantKey(t, err, "loginBlocked")
			})
		}
	})
}

func TestThrottle(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *sqlstore.DB) {
		ctx := context.Background()
		now := t0
		db.Now = func() time.Time { return now }
		for i := 0; i < 3; i++ {
			if err := db.Throttle(ctx, "signup:192.0.2.1", 3, time.Hour); err != nil {
				t.Fatalf("request %d: %v", i+1, err)
			}
		}
		if err := db.Throttle(ctx, "signup:192.0.2.1", 3, time.Hour); amora.ErrorCode(err) != amora.ERATELIMIT {
			t.Errorf("4th request: %v, want ERATELIMIT", err)
		}
		if err := db.Throttle(ctx, "signup:192.0.2.2", 3, time.Hour); err != nil {
			t.Errorf("another network: %v", err)
		}
		now = now.Add(time.Hour + time.Second)
		if err := db.Throttle(ctx, "signup:192.0.2.1", 3, time.Hour); err != nil {
			t.Errorf("an hour later: %v", err)
		}
	})
}
