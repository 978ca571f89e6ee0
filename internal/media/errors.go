package media

import "amora"

// photoField is the form field of a photo upload, which the web app marks on failure.
const photoField = "photo"

// photoError returns a failure the member can fix by choosing another photo. Key names
// the translation the web app shows (errors.<Key>).
func photoError(code, key, message string) *amora.Error {
	return &amora.Error{Code: code, Field: photoField, Key: key, Message: message}
}

// errTooLarge reports an upload over MaxBytes.
func errTooLarge() *amora.Error {
	return photoError(amora.ETOOLARGE, "photoTooLarge", "The photo is larger than 15 MB.")
}

// errFormat reports an upload that is not a JPEG, PNG or WebP image.
func errFormat() *amora.Error {
	return photoError(amora.EINVALID, "photoFormat", "Only JPEG, PNG and WebP photos can be uploaded.")
}

// errTooManyPixels reports an image over MaxPixels, or with an impossible size.
func errTooManyPixels() *amora.Error {
	return photoError(amora.ETOOLARGE, "photoTooManyPixels", "The photo has more than 40 megapixels.")
}

// errBroken reports an image whose header looked right but whose data cannot be read.
func errBroken() *amora.Error {
	return photoError(amora.EINVALID, "photoBroken", "This file is not a photo we can read.")
}

// errStorageUnavailable reports a photo store that cannot be reached or refuses
// us: nothing was stored, and the member may try again in a while.
func errStorageUnavailable() *amora.Error {
	return &amora.Error{Code: amora.EUNAVAILABLE, Key: "photoStorageUnavailable", RetryAfter: 30,
		Message: "Photos cannot be stored or shown right now. Please try again in a few minutes."}
}
