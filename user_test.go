package amora_test

import (
	"strings"
	"testing"
	"time"

	"amora"
)

func TestSignupFormValidate(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	valid := amora.SignupForm{Name: "Sanne", Email: "sanne@example.nl", Password: "veilig-wachtwoord-42", DateOfBirth: "1994-05-17"}
	for _, tt := range []struct {
		name    string
		change  func(f *amora.SignupForm)
		wantKey string
		wantMsg string
	}{
		{"Valid", func(f *amora.SignupForm) {}, "", ""},
		{"ErrInvalidEmail", func(f *amora.SignupForm) { f.Email = "sanne@example" }, "invalidEmail", "Invalid email"},
		{"ErrEmailWithName", func(f *amora.SignupForm) { f.Email = "Sanne <sanne@example.nl>" }, "invalidEmail", "Invalid email"},
		{"ErrEmailNoLocal", func(f *amora.SignupForm) { f.Email = "@example.nl" }, "invalidEmail", "Invalid email"},
		{"ErrNameIsEmail", func(f *amora.SignupForm) { f.Name = "Sanne@Example.nl" }, "nameIsEmail", "Your username may not be your e-mail address."},
		{"ErrNameStartsWithAt", func(f *amora.SignupForm) { f.Name = "@sanne" }, "nameStartsWithAt", "Your username may not start with @."},
		{"ErrNameTooShort", func(f *amora.SignupForm) { f.Name = "S" }, "nameLength", "Your username needs 2 to 30 characters."},
		{"ErrNameTooLong", func(f *amora.SignupForm) { f.Name = strings.Repeat("a", 31) }, "nameLength", "Your username needs 2 to 30 characters."},
		{"ErrPasswordShort", func(f *amora.SignupForm) { f.Password = "kort7" }, "passwordTooShort", "Your password needs at least 8 characters."},
		{"ErrPasswordLong", func(f *amora.SignupForm) { f.Password = strings.Repeat("x", 129) }, "passwordTooLong", "Your password may have at most 128 characters."},
		{"ErrPasswordCommon", func(f *amora.SignupForm) { f.Password = "Password1" }, "passwordCommon", "This password is too common. Choose another one."},
		{"ErrNoDateOfBirth", func(f *amora.SignupForm) { f.DateOfBirth = "" }, "enterDateOfBirth", "Enter your date of birth (18+)"},
		{"ErrUnderage", func(f *amora.SignupForm) { f.DateOfBirth = "2008-11-23" }, "enterDateOfBirth", "Enter your date of birth (18+)"},
		{"EighteenToday", func(f *amora.SignupForm) { f.DateOfBirth = "2008-11-22" }, "", ""},
		{"ErrBadDate", func(f *amora.SignupForm) { f.DateOfBirth = "1990-02-30" }, "invalidDateOfBirth", "Invalid date of birth."},
		{"ErrFutureDate", func(f *amora.SignupForm) { f.DateOfBirth = "2030-01-01" }, "invalidDateOfBirth", "Invalid date of birth."},
		{"ErrAncientDate", func(f *amora.SignupForm) { f.DateOfBirth = "1880-01-01" }, "invalidDateOfBirth", "Invalid date of birth."},
		{"ErrMessageTooLong", func(f *amora.SignupForm) { f.SignupMessage = strings.Repeat("x", 501) }, "signupMessageTooLong", "Your message may have at most 500 characters."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := valid
			tt.change(&f)
			f.Normalize()
			err := f.Validate(now, 18)
			if tt.wantKey == "" {
				if err != nil {
					t.Fatalf("err = %v, want nil", err)
				}
				return
			}
			e, ok := err.(*amora.Error)
			if !ok {
				t.Fatalf("err = %v, want *amora.Error", err)
			}
			if e.Key != tt.wantKey || e.Message != tt.wantMsg || e.Code != amora.EINVALID {
				t.Errorf("got %s %q (%s), want %s %q", e.Key, e.Message, e.Code, tt.wantKey, tt.wantMsg)
			}
		})
	}
}

func TestPasswordHash(t *testing.T) {
	hash, err := amora.HashPassword("correct horse battery staple")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(hash, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Errorf("hash %q lacks the argon2id parameters", hash)
	}
	if !amora.VerifyPassword(hash, "correct horse battery staple") {
		t.Error("the right password does not verify")
	}
	for _, wrong := range []string{"", "correct horse battery stapl", "Correct horse battery staple"} {
		if amora.VerifyPassword(hash, wrong) {
			t.Errorf("%q verifies", wrong)
		}
	}
	if again, _ := amora.HashPassword("correct horse battery staple"); again == hash {
		t.Error("two hashes of one password are equal: no salt")
	}
	for _, bad := range []string{"", "$argon2id$v=19$m=19456,t=2,p=1$bad", "plain", "$bcrypt$x$y$z$w"} {
		if amora.VerifyPassword(bad, "x") {
			t.Errorf("malformed hash %q verifies", bad)
		}
	}
	if amora.VerifyNobody("x") {
		t.Error("VerifyNobody reported true")
	}
}

func TestTokens(t *testing.T) {
	a, ha := amora.NewToken()
	b, _ := amora.NewToken()
	if a == b || len(a) != 43 {
		t.Errorf("tokens %q %q: want distinct 256-bit tokens", a, b)
	}
	if ha != amora.HashToken(a) || ha == a {
		t.Errorf("hash %q does not match", ha)
	}
}

func TestAge(t *testing.T) {
	dob := time.Date(2000, 2, 29, 0, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		now  time.Time
		want int
	}{
		{time.Date(2018, 2, 28, 0, 0, 0, 0, time.UTC), 17},
		{time.Date(2018, 3, 1, 0, 0, 0, 0, time.UTC), 18},
		{time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC), 26},
	} {
		if got := amora.Age(dob, tt.now); got != tt.want {
			t.Errorf("Age on %v = %d, want %d", tt.now, got, tt.want)
		}
	}
}

func TestSignupFormFieldErrorsReportsEveryField(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	f := amora.SignupForm{Name: "S", Email: "sanne@example", Password: "kort7", DateOfBirth: "", SignupMessage: strings.Repeat("x", 501)}
	f.Normalize()
	errs := f.FieldErrors(now, 18)
	var got []string
	for _, e := range errs {
		got = append(got, e.Field+":"+e.Key)
	}
	want := "name:nameLength email:invalidEmail password:passwordTooShort date_of_birth:enterDateOfBirth signup_message:signupMessageTooLong"
	if strings.Join(got, " ") != want {
		t.Errorf("got %v, want %s", got, want)
	}
	if err := f.Validate(now, 18); err != errs[0] && err.Error() != errs[0].Error() {
		t.Errorf("Validate = %v, want the first field error %v", err, errs[0])
	}
}
