package amora

// SendParties is what the send rules look at: how the recipient stands towards the
// sender. Every way of sending (a message, a gift) and the chat screen's can_start go
// through CheckSend; the statements that store messages in one go
// (internal/sqlstore/sendrules.go) hold the same rules in SQL, and a table-driven test
// runs every refusal through every path.
type SendParties struct {
	RecipientStatus    string // UserDeleted when there is no such member
	RecipientInvisible bool
	// RecipientWrote tells that the recipient has written to the sender in their
	// conversation: an invisible member is reachable only by members they wrote to.
	RecipientWrote bool
	Blocked        bool // either blocked the other
}

// CheckSend tells why a message may not go, nil when it may. The sender may write
// before confirming their address; their partners cannot reply until they have
// confirmed it (SPEC §4). An invisible member "must start conversations" (SPEC §4):
// only a member they wrote to can write to them.
func CheckSend(p SendParties) error {
	switch {
	case p.RecipientStatus == UserDeleted || p.RecipientStatus == "":
		return Errorf(ENOTFOUND, "Member not found.")
	case p.Blocked:
		return ErrBlocked()
	case p.RecipientStatus != UserActive:
		return ErrPartnerNotConfirmed()
	case p.RecipientInvisible && !p.RecipientWrote:
		return ErrInvisibleMember()
	}
	return nil
}

// ErrPartnerNotConfirmed refuses a message to a member who has not confirmed their
// e-mail address yet: they may write, but nobody can reply until they confirm.
func ErrPartnerNotConfirmed() *Error {
	return &Error{Code: EFORBIDDEN, Key: "partnerNotConfirmed",
		Message: "This member has not confirmed their e-mail address yet. You can reply once they have."}
}

// ErrInvisibleMember refuses a first message to an invisible member: they can only
// start conversations themselves.
func ErrInvisibleMember() *Error {
	return &Error{Code: EFORBIDDEN, Key: "invisibleMember",
		Message: "This member is invisible and starts conversations themselves. You can write once they have written to you."}
}
