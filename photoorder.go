package amora

// ErrPhotoOrder answers a photo order that is not exactly the member's own photos,
// each once (PUT /api/photos/order): nothing changes.
func ErrPhotoOrder() *Error {
	return FieldError("ids", "photoOrderInvalid", "The new order must list each of your photos exactly once. Reload the page and try again.")
}

// MaxPhotoOrder bounds the ids of a photo order; no member has more photos than the
// premium limit.
const MaxPhotoOrder = PremiumPhotoLimit

// CheckPhotoOrder reports whether ids lists exactly the photos own, each once, in any
// order; otherwise it answers ErrPhotoOrder.
func CheckPhotoOrder(own, ids []int64) error {
	if len(ids) != len(own) || len(ids) > MaxPhotoOrder {
		return ErrPhotoOrder()
	}
	left := make(map[int64]bool, len(own))
	for _, id := range own {
		left[id] = true
	}
	for _, id := range ids {
		if !left[id] {
			return ErrPhotoOrder() // not the member's, or twice
		}
		delete(left, id)
	}
	return nil
}
