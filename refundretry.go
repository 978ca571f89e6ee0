package amora

import (
	"strconv"
	"time"
)

// Retrying refunds (issue 23). A refund takes its credits back before the provider is
// asked; when the process dies between the two, or the provider cannot be reached,
// the refund stays pending. A job (queued with the refund, in the same transaction)
// asks the provider again after RefundRetryAfter, with the same idempotency key, so
// that a refund the provider did make is not made twice; after RefundMaxAttempts
// failed calls the refund fails and the credits go back to the member.
const (
	RefundRetryAfter  = 5 * time.Minute // a pending refund younger than this is left to the request that made it
	RefundMaxAttempts = 5               // provider calls of the retry job before the refund fails
)

// RefundRetryBackoff is how long the retry job waits after its attempt-th failed call:
// 2 minutes doubled with every attempt, so that all RefundMaxAttempts calls fall
// within about 35 minutes of the refund, while the provider still remembers the
// idempotency key of the first call.
func RefundRetryBackoff(attempt int) time.Duration {
	return 2 * time.Minute << max(0, min(attempt-1, 4))
}

// RefundIdempotencyKey is the idempotency key a refund is asked of its provider with:
// the same for every attempt of one refund.
func RefundIdempotencyKey(refundID int64) string {
	return "amora-refund-" + strconv.FormatInt(refundID, 10)
}
