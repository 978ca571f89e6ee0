package amora

import "time"

// EmailPhotoValid is how long a photo URL in an e-mail works.
const EmailPhotoValid = 30 * 24 * time.Hour

// PhotoSigner signs photo URLs (media.Photos in the server): the path, below the site's
// base URL, that lets its bearer fetch what g grants until ttl has passed.
type PhotoSigner interface {
	URL(g PhotoGrant, ttl time.Duration) string
}

// EmailPhotoURL is p's main photo as an e-mail shows it: signed for a logged-out
// visitor (an e-mail has no session) for EmailPhotoValid, clear only where SPEC shows it
// to everyone, blurred otherwise. It is "" when p has no active main photo or there is
// no signer. The weekly updates and the message and like notifications use it.
func EmailPhotoURL(s PhotoSigner, base string, p *Profile) string {
	if s == nil || p == nil {
		return ""
	}
	ph, ok := p.MainPhoto()
	if !ok {
		return ""
	}
	g := PhotoGrant{Name: ph.Name, Owner: p.ID, Variant: "blur"}
	if SeesClearPhoto(nil, p.ID, ph) {
		g.Variant = "card"
	}
	return base + s.URL(g, EmailPhotoValid)
}
