package sqlstore

import (
	"context"
	"slices"
	"testing"

	"amora"
)

// TestNextBatch forms a batch of the waiting messages: one per sender and per
// conversation, the others held over in their order, and those whose caller gave up
// answered at once.
func TestNextBatch(t *testing.T) {
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	msg := func(ctx context.Context, from, to int64) *pgSend {
		return &pgSend{ctx: ctx, m: amora.SendMessage{SenderID: from, RecipientID: to}, done: make(chan struct{})}
	}
	ctx := context.Background()
	waiting := []*pgSend{
		msg(ctx, 1, 2),
		msg(ctx, 1, 3),  // sender 1 again: held over
		msg(ctx, 2, 1),  // the conversation of 1 and 2 again: held over
		msg(ctx, 3, 2),  // a recipient may come twice
		msg(gone, 4, 2), // given up
		msg(ctx, 2, 4),  // 2 sends in another conversation
	}
	all := append([]*pgSend(nil), waiting...)
	b, rest := nextBatch(waiting)
	pairs := func(ps []*pgSend) (out [][2]int64) {
		for _, p := range ps {
			out = append(out, [2]int64{p.m.SenderID, p.m.RecipientID})
		}
		return out
	}
	if got, want := pairs(b.sends), [][2]int64{{1, 2}, {3, 2}, {2, 4}}; !slices.Equal(got, want) {
		t.Errorf("batch %v, want %v", got, want)
	}
	if got, want := pairs(rest), [][2]int64{{1, 3}, {2, 1}}; !slices.Equal(got, want) {
		t.Errorf("held over %v, want %v", got, want)
	}
	select {
	case <-all[4].done:
		if all[4].err == nil {
			t.Error("the message given up has no error")
		}
	default:
		t.Error("the message given up was not answered")
	}

	many := make([]*pgSend, maxSendBatch+5)
	for i := range many {
		many[i] = msg(ctx, int64(100+i), 1)
	}
	if b, rest := nextBatch(many); len(b.sends) != maxSendBatch || len(rest) != 5 {
		t.Errorf("%d in the batch and %d held over, want %d and 5", len(b.sends), len(rest), maxSendBatch)
	}
}
