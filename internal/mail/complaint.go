package mail

import (
	"fmt"
	"time"
)

// The complaint e-mails (issue 23): the receipt and the decision to whoever sent a
// notice (EU DSA Art. 16(4) and 16(5)), who need not be a member, and the statement of
// reasons to the member whose content was removed or who was warned (Art. 17). A ban
// sends BanStatement instead.

// ComplaintReceipt confirms a notice: its reference, when it came and its category.
// What the notice reports is left out: anyone may give any address, so the e-mail
// holds no text or link of theirs beyond the name they gave.
func (r Renderer) ComplaintReceipt(lang, to, name, ref, category string, at time.Time) (Message, error) {
	catText, err := complaintCategory(lang, category)
	if err != nil {
		return Message{}, err
	}
	return r.render(lang, to, name, "", 0, email{
		kind: "complaintReceipt", footer: "complaint.footer",
		vars:  []string{"{ref}", oneLine(ref), "{date}", at.UTC().Format(time.DateOnly), "{category}", catText},
		intro: []string{"complaintReceipt.body", "complaintReceipt.category"},
		outro: []string{"complaintReceipt.next"},
	})
}

// ComplaintDecision tells the reporter what was decided on their notice of at, and
// how to contest it.
func (r Renderer) ComplaintDecision(lang, to, name, ref, decision string, at time.Time) (Message, error) {
	_, words := catalogFor(lang)
	key := "complaintDecision." + decision
	if _, ok := words[key]; !ok {
		return Message{}, fmt.Errorf("mail: complaint decision: unknown decision %q", decision)
	}
	return r.render(lang, to, name, "", 0, email{
		kind: "complaintDecision", footer: "complaint.footer",
		vars:  []string{"{ref}", oneLine(ref), "{date}", at.UTC().Format(time.DateOnly)},
		intro: []string{"complaintDecision.body", key},
		outro: []string{"ban.automated", "complaintDecision.appeal"},
	})
}

// Reported content kinds, for ComplaintStatement.
const (
	ContentPhoto   = "photo"
	ContentMessage = "message"
	ContentProfile = "profile"
)

// ComplaintStatement is the statement of reasons (Art. 17) to a member whose content
// (one of the Content kinds) was removed (decision "remove") or who was warned
// ("warn") on a notice: what was decided and when, the facts, the ground of the
// complaint's category in the terms, that a person decided, and how to appeal; its
// button opens the terms.
func (r Renderer) ComplaintStatement(lang, to, name, decision, content, category, facts string, at time.Time) (Message, error) {
	_, words := catalogFor(lang)
	kind := map[string]string{"remove": "complaintRemove", "warn": "complaintWarn"}[decision]
	if kind == "" {
		return Message{}, fmt.Errorf("mail: complaint statement: decision %q", decision)
	}
	contentText, ok := words["complaintStatement.content."+content]
	if !ok {
		return Message{}, fmt.Errorf("mail: complaint statement: content %q", content)
	}
	ground, ok := words["complaintStatement.ground."+category]
	if !ok {
		return Message{}, fmt.Errorf("mail: complaint statement: unknown category %q", category)
	}
	return r.render(lang, to, name, r.BaseURL+"/pages/terms", 0, email{
		kind: kind, withLink: true, button: "complaintStatement.button",
		vars: []string{"{date}", at.UTC().Format(time.DateOnly), "{content}", contentText, "{facts}", oneLine(facts),
			"{ground}", ground},
		intro: []string{kind + ".decision", "complaintStatement.facts", "complaintStatement.ground"},
		outro: []string{"ban.automated", "ban.appeal"},
	})
}

func complaintCategory(lang, category string) (string, error) {
	_, words := catalogFor(lang)
	text, ok := words["complaint.category."+category]
	if !ok {
		return "", fmt.Errorf("mail: complaint: unknown category %q", category)
	}
	return text, nil
}
