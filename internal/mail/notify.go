package mail

import (
	"fmt"
	"strconv"
)

// Notification e-mails (issue 18): a new conversation, a new message, likes. They are
// Bulk messages: each carries the links to the member's notification settings and to
// unsubscribe from its type, and the List-Unsubscribe header pair.

// Notification kinds of NotifyMail.
const (
	NotifyNewConversation = "newConversation"
	NotifyNewMessage      = "newMessage"
	NotifyLike            = "like"
	NotifyMatch           = "match" // a like that makes a match
	NotifyLikes           = "likes" // several likes in one mail
)

// NotifyMail is what one notification e-mail says.
type NotifyMail struct {
	Kind   string // one of the Notify kinds
	Sender string // the name of the member who wrote or liked (the newest, for NotifyLikes)
	Count  int    // the number of likes, for NotifyLikes
	// Photo is the sender's photo as an e-mail shows it (amora.EmailPhotoURL), or "";
	// the HTML part shows it with the sender's name as its alt text.
	Photo string
	// Link opens the conversation or the likes; SettingsURL and UnsubscribeURL work
	// without logging in. All three must start with the renderer's BaseURL.
	Link, SettingsURL, UnsubscribeURL string
	// Headers are the List-Unsubscribe pair (see ListUnsubscribe).
	Headers []Header
}

// Notify renders a notification e-mail to member name at address to in language lang.
func (r Renderer) Notify(lang, to, name string, n NotifyMail) (Message, error) {
	if len(n.Headers) == 0 {
		return Message{}, fmt.Errorf("mail: notification %s without List-Unsubscribe", n.Kind)
	}
	e := email{withLink: true, vars: []string{"{sender}", oneLine(n.Sender), "{count}", strconv.Itoa(n.Count)}}
	button := "notify.message.button"
	switch n.Kind {
	case NotifyNewConversation, NotifyNewMessage:
	case NotifyLike, NotifyMatch, NotifyLikes:
		button = "notify.like.button"
	default:
		return Message{}, fmt.Errorf("mail: unknown notification %q", n.Kind)
	}
	e.kind = "notify." + n.Kind
	e.button = button
	e.intro = []string{e.kind + ".body"}
	if n.Photo != "" {
		if err := r.checkLink(n.Photo); err != nil {
			return Message{}, err
		}
		e.photo, e.photoAlt = n.Photo, oneLine(n.Sender)
	}
	e.links = []footerLink{{Text: "notify.settings", URL: n.SettingsURL}, {Text: "notify.unsubscribe", URL: n.UnsubscribeURL}}
	msg, err := r.render(lang, to, name, n.Link, 0, e)
	if err != nil {
		return Message{}, err
	}
	msg.Kind, msg.Headers = Bulk, n.Headers
	return msg, nil
}
