package mail

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"net/url"
	"strconv"
	"strings"
	texttemplate "text/template"
)

// templateFiles holds the one layout every e-mail shares, as HTML and as plain text.
//
//go:embed templates/layout.html templates/layout.txt templates/frame.html
var templateFiles embed.FS

// The layouts are parsed once: they never change, and a broken one fails every test, so
// parsing them may panic.
var (
	htmlLayout = htmltemplate.Must(htmltemplate.ParseFS(templateFiles, "templates/layout.html", "templates/frame.html"))
	textLayout = texttemplate.Must(texttemplate.ParseFS(templateFiles, "templates/layout.txt"))
)

// Renderer renders the templated e-mails in the member's language. Every link must start
// with BaseURL: reset and activation links are built from configuration, never from a
// request's Host header, and a Renderer refuses anything else.
type Renderer struct {
	SiteName     string // shown in the header bar, subjects and texts
	BaseURL      string // e.g. "https://amora.test"; also the header bar's link
	SupportEmail string // shown in the footer when set
}

// content is what the layouts show; every field is plain text (html/template escapes it).
type content struct {
	Lang, Subject, Preheader    string
	Site, BaseURL               string
	Greeting                    string
	Intro                       []string // paragraphs above the button
	Photo, PhotoAlt             string   // a member's photo below Intro, in the HTML part only
	Button, Link, LinkHint      string
	Outro                       []string // paragraphs below the link
	Signoff, Team, Help, Footer string
	Links                       []footerLink // below the footer: notification settings, unsubscribe
}

// footerLink is a link below the footer; email.links gives Text as a catalog key.
type footerLink struct{ Text, URL string }

// email says which catalog keys make up one kind of e-mail.
type email struct {
	kind     string   // key prefix: kind.subject, kind.button
	intro    []string // paragraphs above the button
	outro    []string // paragraphs below the link
	withLink bool     // the e-mail has a button and must be given a link
	address  string   // fills {address}: the account's new e-mail address
	button   string   // the button's key, when not kind.button
	vars     []string // more placeholders and their values, in pairs ("{sender}", "Anna")
	links    []footerLink
	photo    string // content.Photo
	photoAlt string // content.PhotoAlt
	footer   string // the footer's key, when not common.footer
}

// Activation is the e-mail with the link that confirms a new member's address.
func (r Renderer) Activation(lang, to, name, link string) (Message, error) {
	return r.render(lang, to, name, link, 0, email{
		kind: "activation", withLink: true,
		intro: []string{"activation.body"}, outro: []string{"common.ignore"},
	})
}

// PasswordReset is the e-mail with the link to choose a new password.
func (r Renderer) PasswordReset(lang, to, name, link string) (Message, error) {
	return r.render(lang, to, name, link, 0, email{
		kind: "passwordReset", withLink: true,
		intro: []string{"passwordReset.body"}, outro: []string{"common.ignore"},
	})
}

// EmailChange is the e-mail, sent to the new address, with the link that confirms it.
func (r Renderer) EmailChange(lang, to, name, link string) (Message, error) {
	return r.render(lang, to, name, link, 0, email{
		kind: "emailChange", withLink: true,
		intro: []string{"emailChange.body"}, outro: []string{"common.ignore"},
	})
}

// AccountDeleted confirms a deletion; its link reactivates the account within days days.
func (r Renderer) AccountDeleted(lang, to, name, link string, days int) (Message, error) {
	if days < 1 {
		return Message{}, fmt.Errorf("mail: account deleted: %d days to reactivate", days)
	}
	return r.render(lang, to, name, link, days, email{
		kind: "accountDeleted", withLink: true,
		intro: []string{"accountDeleted.body", "accountDeleted.reactivate"},
		outro: []string{"accountDeleted.after", "accountDeleted.notYou"},
	})
}

// EmailChanged tells the old address that the account moved to newAddress; its link
// undoes the change and locks the account within days days.
func (r Renderer) EmailChanged(lang, to, name, newAddress, link string, days int) (Message, error) {
	if days < 1 {
		return Message{}, fmt.Errorf("mail: e-mail changed: %d days to undo", days)
	}
	return r.render(lang, to, name, link, days, email{
		kind: "emailChanged", withLink: true, address: oneLine(newAddress),
		intro: []string{"emailChanged.body", "emailChanged.undo"},
		outro: []string{"emailChanged.ifYou"},
	})
}

// PasswordChanged tells a member that their password was changed; it has no link.
func (r Renderer) PasswordChanged(lang, to, name string) (Message, error) {
	return r.render(lang, to, name, "", 0, email{
		kind:  "passwordChanged",
		intro: []string{"passwordChanged.body", "passwordChanged.warning"},
	})
}

// render builds one e-mail of kind e in the given language; days fills {days}.
func (r Renderer) render(lang, to, name, link string, days int, e email) (Message, error) {
	if e.withLink {
		if err := r.checkLink(link); err != nil {
			return Message{}, err
		}
	}
	lang, words := catalogFor(lang)
	name = oneLine(name)
	pairs := []string{"{site}", r.SiteName, "{name}", name, "{email}", r.SupportEmail, "{address}", e.address}
	pairs = append(pairs, e.vars...)
	if days > 0 {
		form := "accountDeleted.daysOther"
		if days == 1 {
			form = "accountDeleted.daysOne"
		}
		pairs = append(pairs, "{days}", strings.ReplaceAll(words[form], "{count}", strconv.Itoa(days)))
	}
	t := strings.NewReplacer(pairs...).Replace
	w := func(key string) string { return t(words[key]) }

	button := e.kind + ".button"
	if e.button != "" {
		button = e.button
	}
	c := content{
		Lang: lang, Subject: w(e.kind + ".subject"),
		Site: r.SiteName, BaseURL: r.BaseURL,
		Greeting: w("common.greeting"),
		Link:     link, Button: w(button), LinkHint: w("common.linkHint"),
		Signoff: w("common.signoff"), Team: w("common.team"), Footer: w("common.footer"),
		Photo: e.photo, PhotoAlt: e.photoAlt,
	}
	if e.footer != "" {
		c.Footer = w(e.footer)
	}
	if name == "" {
		c.Greeting = w("common.greetingNoName")
	}
	if r.SupportEmail != "" {
		c.Help = w("common.help")
	}
	for _, key := range e.intro {
		c.Intro = append(c.Intro, w(key))
	}
	for _, key := range e.outro {
		c.Outro = append(c.Outro, w(key))
	}
	for _, l := range e.links {
		if err := r.checkLink(l.URL); err != nil {
			return Message{}, err
		}
		c.Links = append(c.Links, footerLink{Text: w(l.Text), URL: l.URL})
	}
	c.Preheader = c.Intro[0]

	var html, text bytes.Buffer
	if err := htmlLayout.Execute(&html, c); err != nil {
		return Message{}, fmt.Errorf("mail: %s: %w", e.kind, err)
	}
	if err := textLayout.Execute(&text, c); err != nil {
		return Message{}, fmt.Errorf("mail: %s: %w", e.kind, err)
	}
	return Message{To: to, ToName: name, Subject: c.Subject, Text: text.String(), HTML: html.String()}, nil
}

// checkLink accepts only absolute links under r.BaseURL: the same scheme and host, and a
// path below the base path, so that "https://amora.test.evil.example" does not pass for
// "https://amora.test".
func (r Renderer) checkLink(link string) error {
	base, err := url.Parse(r.BaseURL)
	if err != nil || (base.Scheme != "https" && base.Scheme != "http") || base.Host == "" {
		return fmt.Errorf("mail: base URL %q is not an absolute http(s) URL", r.BaseURL)
	}
	prefix := strings.TrimSuffix(base.String(), "/")
	u, err := url.Parse(link)
	ok := err == nil && strings.HasPrefix(link, prefix) &&
		u.Scheme == base.Scheme && u.Host == base.Host && u.User == nil &&
		strings.IndexFunc(link, func(c rune) bool { return c <= ' ' || c == 0x7f }) < 0
	if ok {
		rest := link[len(prefix):]
		ok = rest == "" || rest[0] == '/' || rest[0] == '?' || rest[0] == '#'
	}
	if !ok {
		return fmt.Errorf("mail: link %q does not start with the base URL %q", link, r.BaseURL)
	}
	return nil
}
