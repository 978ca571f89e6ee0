package mail

import "time"

// ExportReady tells a member the ZIP of their data is ready (issue 23): its button opens
// the profile page, where the download needs the member's session, and it says until
// when the file is kept.
func (r Renderer) ExportReady(lang, to, name, link string, expires time.Time, days int) (Message, error) {
	return r.render(lang, to, name, link, days, email{
		kind: "exportReady", withLink: true,
		vars:  []string{"{date}", expires.UTC().Format(time.DateOnly)},
		intro: []string{"exportReady.body", "exportReady.expires"},
		outro: []string{"exportReady.notYou"},
	})
}
