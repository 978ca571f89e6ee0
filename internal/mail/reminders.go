package mail

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"strconv"
	"strings"
	texttemplate "text/template"
)

// reminderFiles is the layout of reminder mails: the account layout with a list of
// items and, in the footer, the notification settings and unsubscribe links.
//
//go:embed templates/reminder.html templates/reminder.txt templates/frame.html
var reminderFiles embed.FS

var (
	reminderHTML = htmltemplate.Must(htmltemplate.ParseFS(reminderFiles, "templates/reminder.html", "templates/frame.html"))
	reminderText = texttemplate.Must(texttemplate.ParseFS(reminderFiles, "templates/reminder.txt"))
)

// Notice is what every notification mail carries besides its content: the links to
// the member's notification settings and to unsubscribe from its type (both working
// without logging in), and the List-Unsubscribe header values of that type.
type Notice struct {
	SettingsURL, UnsubscribeURL string
	ListUnsubscribe             string // the List-Unsubscribe value: <https...>, <mailto:...>
}

// reminderContent is what the reminder layouts show.
type reminderContent struct {
	content
	Items                                              []string
	Settings, SettingsURL, Unsubscribe, UnsubscribeURL string
}

// UnreadReminder reminds a member of unread messages: partners are the names of the
// first few conversations with unread messages, total how many there are; final is
// the last reminder (72 hours). link leads to the conversation list.
func (r Renderer) UnreadReminder(lang, to, name string, final bool, partners []string, total int, link string, n Notice) (Message, error) {
	if total < 1 {
		return Message{}, fmt.Errorf("mail: unread reminder without unread conversations")
	}
	subject := "reminders.unread24.subject"
	if final {
		subject = "reminders.unread72.subject"
	}
	return r.renderReminder(lang, to, name, link, n, subject, "reminders.unread",
		func(w func(string) string) []string {
			items := make([]string, 0, len(partners)+1)
			for _, p := range partners {
				items = append(items, oneLine(p))
			}
			if more := total - len(partners); more > 0 {
				items = append(items, strings.ReplaceAll(w("reminders.unread.more"), "{count}", strconv.Itoa(more)))
			}
			return items
		}, map[string]string{"{count}": strconv.Itoa(total)})
}

// ActivationReminder asks a member who signed up a day ago to confirm their address;
// link is a fresh activation link.
func (r Renderer) ActivationReminder(lang, to, name, link string, n Notice) (Message, error) {
	return r.renderReminder(lang, to, name, link, n, "reminders.activation.subject", "reminders.activation", nil, nil)
}

// ProfilePhotoReminder asks a member without a photo to add one; link leads to the
// profile photos.
func (r Renderer) ProfilePhotoReminder(lang, to, name, link string, n Notice) (Message, error) {
	return r.renderReminder(lang, to, name, link, n, "reminders.photo.subject", "reminders.photo", nil, nil)
}

// renderReminder builds a reminder from the catalog keys prefix.body, prefix.button
// and prefix.outro; items (when given) makes the list under the body.
func (r Renderer) renderReminder(lang, to, name, link string, n Notice, subjectKey, prefix string,
	items func(w func(string) string) []string, extra map[string]string) (Message, error) {
	for _, l := range []string{link, n.SettingsURL, n.UnsubscribeURL} {
		if err := r.checkLink(l); err != nil {
			return Message{}, err
		}
	}
	headers, err := ListUnsubscribe(strings.Trim(strings.SplitN(n.ListUnsubscribe, ",", 2)[0], " <>"), mailtoOf(n.ListUnsubscribe))
	if err != nil {
		return Message{}, err
	}
	lang, words := catalogFor(lang)
	name = oneLine(name)
	pairs := []string{"{site}", r.SiteName, "{name}", name, "{email}", r.SupportEmail}
	for k, v := range extra {
		pairs = append(pairs, k, v)
	}
	t := strings.NewReplacer(pairs...).Replace
	w := func(key string) string { return t(words[key]) }

	c := reminderContent{content: content{
		Lang: lang, Subject: w(subjectKey),
		Site: r.SiteName, BaseURL: r.BaseURL,
		Greeting: w("common.greeting"),
		Intro:    []string{w(prefix + ".body")},
		Link:     link, Button: w(prefix + ".button"), LinkHint: w("common.linkHint"),
		Outro:   []string{w(prefix + ".outro")},
		Signoff: w("common.signoff"), Team: w("common.team"), Footer: w("reminders.footer"),
	},
		Settings: w("reminders.settings"), SettingsURL: n.SettingsURL,
		Unsubscribe: w("reminders.unsubscribe"), UnsubscribeURL: n.UnsubscribeURL,
	}
	if name == "" {
		c.Greeting = w("common.greetingNoName")
	}
	if r.SupportEmail != "" {
		c.Help = w("common.help")
	}
	if items != nil {
		c.Items = items(w)
	}
	c.Preheader = c.Intro[0]

	var html, text bytes.Buffer
	if err := reminderHTML.Execute(&html, c); err != nil {
		return Message{}, fmt.Errorf("mail: %s: %w", prefix, err)
	}
	if err := reminderText.Execute(&text, c); err != nil {
		return Message{}, fmt.Errorf("mail: %s: %w", prefix, err)
	}
	return Message{To: to, ToName: name, Subject: c.Subject, Text: text.String(), HTML: html.String(),
		Kind: Bulk, Headers: headers}, nil
}

// mailtoOf returns the address part of the mailto entry of a List-Unsubscribe value,
// or "".
func mailtoOf(listUnsubscribe string) string {
	for _, part := range strings.Split(listUnsubscribe, ",") {
		part = strings.Trim(strings.TrimSpace(part), "<>")
		if strings.HasPrefix(part, "mailto:") {
			return strings.TrimPrefix(part, "mailto:")
		}
	}
	return ""
}
