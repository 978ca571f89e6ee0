package mail

import (
	"html"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var testRenderer = Renderer{SiteName: "Amora", BaseURL: "https://amora.test", SupportEmail: "support@amora.test"}

// placeholder matches {name}-style placeholders left in a text.
var placeholder = regexp.MustCompile(`\{[a-zA-Z]+\}`)

// renderAll renders every kind of e-mail in lang for the given name and link.
func renderAll(r Renderer, lang, name, link string) map[string]func() (Message, error) {
	to := "anna@example.com"
	return map[string]func() (Message, error){
		"Activation":      func() (Message, error) { return r.Activation(lang, to, name, link) },
		"PasswordReset":   func() (Message, error) { return r.PasswordReset(lang, to, name, link) },
		"EmailChange":     func() (Message, error) { return r.EmailChange(lang, to, name, link) },
		"AccountDeleted":  func() (Message, error) { return r.AccountDeleted(lang, to, name, link, 14) },
		"PasswordChanged": func() (Message, error) { return r.PasswordChanged(lang, to, name) },
		"EmailChanged":    func() (Message, error) { return r.EmailChanged(lang, to, name, "anna.new@example.com", link, 7) },
	}
}

func TestCatalogFilesMatchLanguages(t *testing.T) {
	files, err := fs.Glob(localeFiles, "locales/*.json")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		got = append(got, strings.TrimSuffix(strings.TrimPrefix(f, "locales/"), ".json"))
	}
	want := slices.Clone(languages)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("locales/ holds %v, want %v", got, want)
	}
}

func TestCatalogs(t *testing.T) {
	en := catalogs["en"]
	for _, lang := range languages {
		t.Run(lang, func(t *testing.T) {
			c := catalogs[lang]
			for key, want := range en {
				got, ok := c[key]
				switch {
				case !ok:
					t.Errorf("%s missing", key)
				case strings.TrimSpace(got) == "":
					t.Errorf("%s is empty", key)
				case lang != "en" && got == want:
					t.Errorf("%s = %q, the same as in English", key, got)
				}
				gotPH, wantPH := placeholders(got), placeholders(want)
				if ok && !slices.Equal(gotPH, wantPH) {
					t.Errorf("%s uses %v, want %v like English", key, gotPH, wantPH)
				}
			}
			for key := range c {
				if _, ok := en[key]; !ok {
					t.Errorf("%s is not in en.json", key)
				}
			}
		})
	}
}

// placeholders lists the distinct placeholders of s, sorted.
func placeholders(s string) []string {
	found := placeholder.FindAllString(s, -1)
	slices.Sort(found)
	return slices.Compact(found)
}

func TestRendererEveryLanguage(t *testing.T) {
	link := "https://amora.test/activate?token=abc123"
	english := map[string]Message{}
	for kind, render := range renderAll(testRenderer, "en", "Anna", link) {
		m, err := render()
		if err != nil {
			t.Fatalf("en %s: %v", kind, err)
		}
		english[kind] = m
	}
	for _, lang := range languages {
		for kind, render := range renderAll(testRenderer, lang, "Anna", link) {
			t.Run(lang+"/"+kind, func(t *testing.T) {
				m, err := render()
				if err != nil {
					t.Fatalf("render: %v", err)
				}
				if m.To != "anna@example.com" || m.ToName != "Anna" {
					t.Errorf("To = %q <%s>, want Anna <anna@example.com>", m.ToName, m.To)
				}
				if m.Subject == "" || strings.ContainsAny(m.Subject, "\r\n") {
					t.Errorf("Subject = %q, want one non-empty line", m.Subject)
				}
				if lang != "en" && m.Subject == english[kind].Subject {
					t.Errorf("Subject = %q, the same as in English", m.Subject)
				}
				for part, body := range map[string]string{"subject": m.Subject, "text": m.Text, "html": m.HTML} {
					if left := placeholder.FindString(body); left != "" {
						t.Errorf("%s still holds placeholder %s", part, left)
					}
				}
				if !strings.Contains(m.Text, "Anna") || !strings.Contains(m.HTML, "Anna") {
					t.Errorf("name missing from the text or the HTML part")
				}
				if !strings.Contains(m.HTML, `<html lang="`+lang+`">`) {
					t.Errorf("HTML does not declare lang=%q", lang)
				}
				footer := strings.ReplaceAll(catalogs[lang]["common.footer"], "{site}", "Amora")
				if !strings.Contains(m.Text, footer) || !strings.Contains(m.HTML, html.EscapeString(footer)) {
					t.Errorf("footer %q missing", footer)
				}
				if !strings.Contains(m.Text, "support@amora.test") {
					t.Errorf("support address missing from the text part")
				}
				wantLink := kind != "PasswordChanged"
				if got := strings.Contains(m.Text, link); got != wantLink {
					t.Errorf("text part holds the link: %v, want %v", got, wantLink)
				}
			})
		}
	}
}

func TestRendererEscapesAndLinks(t *testing.T) {
	name := `<script>alert("x")</script> & Bob`
	link := "https://amora.test/password-reset/do?token=a1b2&lang=de"
	for kind, render := range renderAll(testRenderer, "en", name, link) {
		if kind == "PasswordChanged" {
			continue
		}
		t.Run(kind, func(t *testing.T) {
			m, err := render()
			if err != nil {
				t.Fatalf("render: %v", err)
			}
			if strings.Contains(m.HTML, "<script") {
				t.Errorf("HTML holds an unescaped <script>:\n%s", m.HTML)
			}
			if want := "Hi &lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; Bob,"; !strings.Contains(m.HTML, want) {
				t.Errorf("HTML does not hold the escaped greeting %q:\n%s", want, m.HTML)
			}
			escaped := "https://amora.test/password-reset/do?token=a1b2&amp;lang=de"
			if got, want := strings.Count(m.HTML, `href="`+escaped+`"`), 2; got != want {
				t.Errorf("HTML has the link in %d hrefs, want %d (button and copy link)", got, want)
			}
			if !strings.Contains(m.HTML, `">`+escaped+`</a>`) {
				t.Errorf("HTML does not show the link as text")
			}
			if !strings.Contains(m.Text, "\n"+link+"\n") {
				t.Errorf("text part does not hold the link on its own line:\n%s", m.Text)
			}
			if !strings.Contains(m.Text, "Hi "+name+",") {
				t.Errorf("text part does not greet %q:\n%s", name, m.Text)
			}
		})
	}
}

func TestRendererRejectsForeignLinks(t *testing.T) {
	tests := []struct {
		name    string
		base    string
		link    string
		wantErr bool
	}{
		{name: "Base", base: "https://amora.test", link: "https://amora.test/activate?token=x"},
		{name: "BaseWithSlash", base: "https://amora.test/", link: "https://amora.test/activate?token=x"},
		{name: "BaseWithPath", base: "https://example.com/amora", link: "https://example.com/amora/activate?token=x"},
		{name: "BaseWithPort", base: "http://localhost:8080", link: "http://localhost:8080/activate?token=x"},
		{name: "ErrOtherHost", base: "https://amora.test", link: "https://evil.test/activate?token=x", wantErr: true},
		{name: "ErrHostPrefix", base: "https://amora.test", link: "https://amora.test.evil.test/activate", wantErr: true},
		{name: "ErrUserInfo", base: "https://amora.test", link: "https://amora.test@evil.test/activate", wantErr: true},
		{name: "ErrPortPrefix", base: "http://localhost:80", link: "http://localhost:8080/activate", wantErr: true},
		{name: "ErrPathPrefix", base: "https://example.com/amora", link: "https://example.com/amoras/activate", wantErr: true},
		{name: "ErrOtherScheme", base: "https://amora.test", link: "http://amora.test/activate", wantErr: true},
		{name: "ErrRelative", base: "https://amora.test", link: "/activate?token=x", wantErr: true},
		{name: "ErrJavascript", base: "https://amora.test", link: "javascript:alert(1)", wantErr: true},
		{name: "ErrWhitespace", base: "https://amora.test", link: "https://amora.test/a b", wantErr: true},
		{name: "ErrEmpty", base: "https://amora.test", link: "", wantErr: true},
		{name: "ErrNoBaseURL", base: "", link: "https://amora.test/activate", wantErr: true},
		{name: "ErrBaseNotHTTP", base: "ftp://amora.test", link: "ftp://amora.test/activate", wantErr: true},
	}
	for _, tt := range tests {
		r := Renderer{SiteName: "Amora", BaseURL: tt.base}
		for kind, render := range renderAll(r, "en", "Anna", tt.link) {
			if kind == "PasswordChanged" {
				continue
			}
			t.Run(tt.name+"/"+kind, func(t *testing.T) {
				_, err := render()
				if gotErr := err != nil; gotErr != tt.wantErr {
					t.Errorf("error = %v, want error: %v", err, tt.wantErr)
				}
			})
		}
	}
}

func TestRendererDetails(t *testing.T) {
	r := testRenderer
	link := "https://amora.test/reactivate?token=x"
	tests := []struct {
		name     string
		render   func() (Message, error)
		wantErr  bool
		contains []string // in the text part
		excludes []string // from the text and the HTML part
	}{
		{name: "DaysOtherDE", render: func() (Message, error) { return r.AccountDeleted("de", "a@example.com", "Anna", link, 14) },
			contains: []string{"Innerhalb von 14 Tagen"}},
		{name: "DaysOneDE", render: func() (Message, error) { return r.AccountDeleted("de", "a@example.com", "Anna", link, 1) },
			contains: []string{"Innerhalb von 1 Tag "}},
		{name: "DaysOtherPL", render: func() (Message, error) { return r.AccountDeleted("pl", "a@example.com", "Anna", link, 14) },
			contains: []string{"W ciągu 14 dni"}},
		{name: "DaysOnePL", render: func() (Message, error) { return r.AccountDeleted("pl", "a@example.com", "Anna", link, 1) },
			contains: []string{"W ciągu 1 dnia"}},
		{name: "ErrNoDays", render: func() (Message, error) { return r.AccountDeleted("en", "a@example.com", "Anna", link, 0) },
			wantErr: true},
		{name: "RegionTagFallsToLanguage", render: func() (Message, error) { return r.Activation("de-AT", "a@example.com", "Anna", link) },
			contains: []string{"Hallo Anna,"}},
		{name: "UnknownLanguageIsEnglish", render: func() (Message, error) { return r.Activation("xx", "a@example.com", "Anna", link) },
			contains: []string{"Hi Anna,", "Activate my account"}},
		{name: "NoName", render: func() (Message, error) { return r.Activation("nl", "a@example.com", "  ", link) },
			contains: []string{"Hoi,\n"}, excludes: []string{"Hoi ,", "Hoi  "}},
		{name: "PasswordChangedHasNoButton", render: func() (Message, error) { return r.PasswordChanged("en", "a@example.com", "Anna") },
			contains: []string{"has just been changed"}, excludes: []string{"copy this link", "https://amora.test/"}},
		{name: "EmailChangedNamesTheNewAddress", render: func() (Message, error) {
			return r.EmailChanged("pl", "old@example.com", "Anna", "nowy@example.com", "https://amora.test/mail-change/undo?token=x", 7)
		}, contains: []string{"zmieniony na nowy@example.com", "w ciągu 7 dni", "/mail-change/undo?token=x", "Cofnij zmianę i zablokuj moje konto"}},
		{name: "ErrEmailChangedNoDays", render: func() (Message, error) {
			return r.EmailChanged("en", "old@example.com", "Anna", "new@example.com", link, 0)
		}, wantErr: true},
		{name: "NoSupportLine", render: func() (Message, error) {
			return Renderer{SiteName: "Amora", BaseURL: "https://amora.test"}.Activation("en", "a@example.com", "Anna", link)
		}, excludes: []string{"Questions?"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := tt.render()
			if tt.wantErr {
				if err == nil {
					t.Fatal("got no error, want one")
				}
				return
			}
			if err != nil {
				t.Fatalf("render: %v", err)
			}
			for _, want := range tt.contains {
				if !strings.Contains(m.Text, want) {
					t.Errorf("text part does not hold %q:\n%s", want, m.Text)
				}
			}
			for _, unwanted := range tt.excludes {
				if strings.Contains(m.Text, unwanted) || strings.Contains(m.HTML, unwanted) {
					t.Errorf("message holds %q", unwanted)
				}
			}
		})
	}
}
