package amora

import (
	"testing"
	"time"
)

func TestTimeBonusWindow(t *testing.T) {
	signup := time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)
	member := &User{ID: 1, CreatedAt: signup}
	paid := &User{ID: 2, CreatedAt: signup, PaidUser: true}
	tests := []struct {
		name string
		u    *User
		used bool
		at   time.Duration // after sign-up
		want TimeBonus
	}{
		{"AtSignup", member, false, 0, TimeBonus{true, 14400}},
		{"AfterOneSecond", member, false, time.Second, TimeBonus{true, 14399}},
		{"HalfwayThroughASecond", member, false, 1500 * time.Millisecond, TimeBonus{true, 14399}},
		{"LastSecond", member, false, 14399 * time.Second, TimeBonus{true, 1}},
		{"LastHalfSecond", member, false, 14399*time.Second + 500*time.Millisecond, TimeBonus{true, 1}},
		{"ErrAtFourHours", member, false, 14400 * time.Second, TimeBonus{}},
		{"ErrAfterFourHours", member, false, 5 * time.Hour, TimeBonus{}},
		{"ClockBeforeSignupCapped", member, false, -time.Minute, TimeBonus{true, 14400}},
		{"ErrPaidMember", paid, false, time.Minute, TimeBonus{}},
		{"ErrUsed", member, true, time.Minute, TimeBonus{}},
		{"ErrVisitor", nil, false, time.Minute, TimeBonus{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := TimeBonusFor(tt.u, tt.used, signup.Add(tt.at)); got != tt.want {
				t.Errorf("TimeBonusFor at +%v = %+v, want %+v", tt.at, got, tt.want)
			}
		})
	}
}

func TestCurrentDiscountPrecedence(t *testing.T) {
	signup := time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)
	member := &User{ID: 1, CreatedAt: signup}
	paid := &User{ID: 2, CreatedAt: signup, PaidUser: true}
	tb := &DiscountCode{Code: TimeBonusCode, Percentage: 25, Status: DiscountActive, Validity: ValidityOncePerUser}
	welcome := &DiscountCode{Code: WelcomeCode, Percentage: 25, Status: DiscountActive, Validity: ValidityOncePerUser}
	inactive := *welcome
	inactive.Status = DiscountInactive
	tests := []struct {
		name          string
		u             *User
		tb, welcome   *DiscountCode
		tbUsed, wUsed bool
		at            time.Duration
		want          string // the code, "" for none
		wantExpires   time.Duration
	}{
		{"TimeBonusFirst", member, tb, welcome, false, false, time.Hour, TimeBonusCode, TimeBonusWindow},
		{"WelcomeAfterTimeBonus", member, tb, welcome, false, false, 4 * time.Hour, WelcomeCode, WelcomeWindow},
		{"WelcomeWhenTimeBonusUsed", member, tb, welcome, true, false, time.Hour, WelcomeCode, WelcomeWindow},
		{"WelcomeLastSecond", member, tb, welcome, false, false, WelcomeWindow - time.Second, WelcomeCode, WelcomeWindow},
		{"NoneAfterWelcomeWindow", member, tb, welcome, false, false, WelcomeWindow, "", 0},
		{"NoneWhenBothUsed", member, tb, welcome, true, true, time.Hour, "", 0},
		{"NoneForPaidMember", paid, tb, welcome, false, false, time.Hour, "", 0},
		{"WelcomeWithoutTimeBonusRow", member, nil, welcome, false, false, time.Hour, WelcomeCode, WelcomeWindow},
		{"NoneWhenWelcomeInactive", member, nil, &inactive, false, false, time.Hour, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := CurrentDiscount(tt.u, tt.tb, tt.welcome, tt.tbUsed, tt.wUsed, signup.Add(tt.at))
			switch {
			case tt.want == "" && got != nil:
				t.Errorf("got %s, want none", got.Code)
			case tt.want != "" && got == nil:
				t.Errorf("got none, want %s", tt.want)
			case got != nil && (got.Code != tt.want || !got.Expires.Equal(signup.Add(tt.wantExpires)) || got.UserID != tt.u.ID || got.Percentage != 25):
				t.Errorf("got %+v, want %s expiring %v after sign-up for member %d", got, tt.want, tt.wantExpires, tt.u.ID)
			}
		})
	}
}

func TestPersonalDiscount(t *testing.T) {
	signup := time.Date(2026, 11, 24, 8, 0, 0, 0, time.UTC)
	other := DiscountCode{Code: "SUMMER", Percentage: 10, Status: DiscountActive}
	if got, err := PersonalDiscount(other, &User{ID: 1, CreatedAt: signup}); err != nil || got.UserID != 0 || !got.Expires.IsZero() {
		t.Errorf("a shared code changed: %+v, %v", got, err)
	}
	paid := &User{ID: 2, CreatedAt: signup, PaidUser: true}
	if _, err := PersonalDiscount(DiscountCode{Code: WelcomeCode}, paid); errorKey(err) != "discountUsed" {
		t.Errorf("welcome for a paying member: %v", err)
	}
	if _, err := PersonalDiscount(DiscountCode{Code: TimeBonusCode}, paid); errorKey(err) != "discountNotFound" {
		t.Errorf("time bonus for a paying member: %v", err)
	}
}
