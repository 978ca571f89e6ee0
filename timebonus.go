package amora

import "time"

// The time bonus (SPEC §4, §9): 25 % off for a logged-in member who has not paid yet,
// within 4 hours of signing up, once.
const (
	TimeBonusCode       = "TIMEBONUS25"
	TimeBonusPercentage = 25
	TimeBonusWindow     = 14400 * time.Second
)

// The welcome discount (SPEC §4, §9): 25 % off the first purchase, once, within
// WelcomeWindow of signing up (docs/decisions.md: 7 days, a week to decide).
const (
	WelcomeCode       = "WELCOME25"
	WelcomePercentage = 25
	WelcomeWindow     = 7 * 24 * time.Hour
)

// TimeBonus is what the countdown shows (SPEC §3): whether the bonus applies and how
// many seconds it has left.
type TimeBonus struct {
	Visible          bool
	RemainingSeconds int
}

// ceilSeconds is d in whole seconds, rounded up, so that a bonus with any time left
// shows at least 1 s.
func ceilSeconds(d time.Duration) int {
	return int((d + time.Second - 1) / time.Second)
}

// TimeBonusFor decides the time bonus for u at now: only a member who has not paid and
// has not used it, until TimeBonusWindow after sign-up. The server's clock decides.
func TimeBonusFor(u *User, used bool, now time.Time) TimeBonus {
	if u == nil || u.PaidUser || used {
		return TimeBonus{}
	}
	end := u.CreatedAt.Add(TimeBonusWindow)
	if !now.Before(end) {
		return TimeBonus{}
	}
	return TimeBonus{Visible: true, RemainingSeconds: min(ceilSeconds(end.Sub(now)), int(TimeBonusWindow/time.Second))}
}

// personalWindow is how long after sign-up a member's own code runs.
var personalWindow = map[string]time.Duration{TimeBonusCode: TimeBonusWindow, WelcomeCode: WelcomeWindow}

// Personal reports whether code is one whose rules depend on the member: the time bonus
// or the welcome discount.
func Personal(code string) bool {
	_, ok := personalWindow[code]
	return ok
}

// PersonalDiscount turns the stored row of the time bonus or the welcome discount into
// u's own code: for u only, expiring its window after u signed up. A member who has
// paid has had their first purchase: the welcome code is used, and the time bonus does
// not exist for them. Other codes are returned as they are.
func PersonalDiscount(row DiscountCode, u *User) (DiscountCode, error) {
	window, ok := personalWindow[row.Code]
	if !ok {
		return row, nil
	}
	if u.PaidUser {
		if row.Code == WelcomeCode {
			return row, ErrDiscountUsed()
		}
		return row, ErrDiscountNotFound()
	}
	row.UserID = u.ID
	row.Validity = ValidityOncePerUser
	row.Expires = u.CreatedAt.Add(window)
	return row, nil
}

// CurrentDiscount picks the discount that applies to u at now from the rows of the
// time bonus and the welcome discount (either may be nil when missing or inactive):
// the time bonus while it runs, which takes precedence, else the welcome discount.
// It returns nil when neither applies.
func CurrentDiscount(u *User, timeBonus, welcome *DiscountCode, timeBonusUsed, welcomeUsed bool, now time.Time) *DiscountCode {
	for _, c := range []struct {
		row  *DiscountCode
		used bool
	}{{timeBonus, timeBonusUsed}, {welcome, welcomeUsed}} {
		if c.row == nil {
			continue
		}
		d, err := PersonalDiscount(*c.row, u)
		if err != nil {
			continue
		}
		if d.Usable(DiscountOrder{UserID: u.ID, Used: c.used, Now: now}) == nil {
			return &d
		}
	}
	return nil
}
