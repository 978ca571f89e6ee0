package mail

import (
	"fmt"
	"time"
)

// BanStatement is the statement of reasons a banned member gets (EU DSA Art. 17): what
// was decided and since when, the facts the moderator wrote, the ground in the terms
// (one of amora.BanGrounds), that a person decided, and how to appeal; its button
// opens the ban policy (/pages/ban).
func (r Renderer) BanStatement(lang, to, name, ground, facts string, at time.Time) (Message, error) {
	_, words := catalogFor(lang)
	groundText, ok := words["ban.ground."+ground]
	if !ok {
		return Message{}, fmt.Errorf("mail: ban: unknown ground %q", ground)
	}
	return r.render(lang, to, name, r.BaseURL+"/pages/ban", 0, email{
		kind: "ban", withLink: true,
		vars:  []string{"{date}", at.UTC().Format(time.DateOnly), "{facts}", oneLine(facts), "{ground}", groundText},
		intro: []string{"ban.decision", "ban.facts", "ban.ground"},
		outro: []string{"ban.automated", "ban.appeal"},
	})
}
