package mail

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	htmltemplate "html/template"
	"strconv"
	"strings"
	texttemplate "text/template"
)

// digestFiles is the layout of the bulk e-mails that are not about one event: the
// weekly update and the site's campaigns. Its footer says why the member gets it and
// links to the settings and the one-click unsubscribe of its type.
//
//go:embed templates/digest.html templates/digest.txt templates/frame.html
var digestFiles embed.FS

var (
	digestHTML = htmltemplate.Must(htmltemplate.ParseFS(digestFiles, "templates/digest.html", "templates/frame.html"))
	digestText = texttemplate.Must(texttemplate.ParseFS(digestFiles, "templates/digest.txt"))
)

// DigestMember is one member shown in a weekly update. Photo is a signed URL of the
// photo as the recipient may see it (the blurred copy where SPEC hides it), or "".
type DigestMember struct {
	Name  string
	Age   int
	City  string
	Photo string
	Link  string // the member's profile
}

// BulkLinks are the links every bulk e-mail carries: the settings page that works
// without logging in, and the one-click unsubscribe of the mail's type, with the
// List-Unsubscribe header fields made from them (see amora.ListUnsubscribeHeaders).
type BulkLinks struct {
	Settings    string
	Unsubscribe string
	Headers     []Header
}

type digestContent struct {
	Lang, Subject, Preheader      string
	Site, BaseURL                 string
	Greeting                      string
	Intro                         []string
	Members                       []DigestMember
	Button, Link                  string
	Signoff, Team                 string
	Why, Settings, Unsubscribe    string
	SettingsLink, UnsubscribeLink string
}

// WeeklyUpdate is the weekly e-mail with the new members who match what the member
// looks for; members must not be empty.
func (r Renderer) WeeklyUpdate(lang, to, name string, members []DigestMember, links BulkLinks) (Message, error) {
	if len(members) == 0 {
		return Message{}, errors.New("mail: weekly update without members")
	}
	for _, m := range members {
		if err := r.checkLink(m.Link); err != nil {
			return Message{}, err
		}
		if m.Photo != "" {
			if err := r.checkLink(m.Photo); err != nil {
				return Message{}, err
			}
		}
	}
	lang, words := catalogFor(lang)
	w := r.words(words, name, len(members))
	c := r.digest(lang, words, name, links)
	c.Subject = w("digest.weeklySubject")
	c.Intro = []string{w(pluralKey("digest.weeklyIntro", len(members)))}
	c.Members = members
	c.Button, c.Link = w("digest.weeklyButton"), strings.TrimRight(r.BaseURL, "/")+"/members"
	c.Why = w("digest.weeklyWhy")
	return r.renderDigest(c, to, name, links)
}

// Campaign is a promotion or news e-mail in the member's language: subject and body
// as the site wrote them (the body's paragraphs separated by blank lines), with
// {name} and {site} filled in. kind is amora.NotifyPromotions or amora.NotifyNews.
func (r Renderer) Campaign(lang, to, name, kind, subject, body string, links BulkLinks) (Message, error) {
	lang, words := catalogFor(lang)
	w := r.words(words, name, 0)
	fill := strings.NewReplacer("{name}", oneLine(name), "{site}", r.SiteName).Replace
	c := r.digest(lang, words, name, links)
	c.Subject = fill(oneLine(subject))
	for _, p := range strings.Split(strings.ReplaceAll(body, "\r\n", "\n"), "\n\n") {
		if p = strings.TrimSpace(p); p != "" {
			c.Intro = append(c.Intro, fill(p))
		}
	}
	if c.Subject == "" || len(c.Intro) == 0 {
		return Message{}, errors.New("mail: campaign without subject or body")
	}
	c.Button, c.Link = w("digest.campaignButton"), strings.TrimRight(r.BaseURL, "/")+"/"
	c.Why = w("digest.why." + kind)
	if words["digest.why."+kind] == "" {
		return Message{}, fmt.Errorf("mail: campaign of kind %q", kind)
	}
	return r.renderDigest(c, to, name, links)
}

// pluralKey is key + "One" or key + "Other" for count.
func pluralKey(key string, count int) string {
	if count == 1 {
		return key + "One"
	}
	return key + "Other"
}

func (r Renderer) words(words catalog, name string, count int) func(string) string {
	t := strings.NewReplacer("{site}", r.SiteName, "{name}", oneLine(name), "{count}", strconv.Itoa(count)).Replace
	return func(key string) string { return t(words[key]) }
}

func (r Renderer) digest(lang string, words catalog, name string, links BulkLinks) digestContent {
	w := r.words(words, name, 0)
	c := digestContent{Lang: lang, Site: r.SiteName, BaseURL: r.BaseURL,
		Greeting: w("common.greeting"), Signoff: w("common.signoff"), Team: w("common.team"),
		Settings: w("digest.settings"), Unsubscribe: w("digest.unsubscribe"),
		SettingsLink: links.Settings, UnsubscribeLink: links.Unsubscribe}
	if oneLine(name) == "" {
		c.Greeting = w("common.greetingNoName")
	}
	return c
}

// renderDigest renders c as a Bulk message carrying the List-Unsubscribe fields.
func (r Renderer) renderDigest(c digestContent, to, name string, links BulkLinks) (Message, error) {
	for _, l := range []string{links.Settings, links.Unsubscribe, c.Link} {
		if err := r.checkLink(l); err != nil {
			return Message{}, err
		}
	}
	if len(links.Headers) == 0 {
		return Message{}, errors.New("mail: bulk e-mail without List-Unsubscribe")
	}
	c.Preheader = c.Intro[0]
	var html, text bytes.Buffer
	if err := digestHTML.Execute(&html, c); err != nil {
		return Message{}, fmt.Errorf("mail: digest: %w", err)
	}
	if err := digestText.Execute(&text, c); err != nil {
		return Message{}, fmt.Errorf("mail: digest: %w", err)
	}
	return Message{To: to, ToName: oneLine(name), Subject: c.Subject, Text: text.String(), HTML: html.String(), Kind: Bulk, Headers: links.Headers}, nil
}
