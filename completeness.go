package amora

// What a profile may lack to be complete (ProfileMissing), in this order.
const (
	MissingGender     = "gender"
	MissingLookingFor = "looking_for"
	MissingCountry    = "country"
	MissingCity       = "city"
	MissingPhoto      = "photo"
)

// ProfileMissing lists what keeps a member's profile from being complete: the answers
// of complete-signup (gender, looking for, country, city) and an active main photo.
// mainPhotoStatus is the status of the member's main photo, "" when they have none.
// Only complete profiles are shown in search, the swipe game, the match finder and
// related profiles; the member is asked to complete theirs.
func ProfileMissing(b ProfileBasics, mainPhotoStatus string) []string {
	var missing []string
	for _, f := range []struct{ name, value string }{
		{MissingGender, b.Gender}, {MissingLookingFor, b.LookingFor}, {MissingCountry, b.Country}, {MissingCity, b.City},
	} {
		if f.value == "" {
			missing = append(missing, f.name)
		}
	}
	if mainPhotoStatus != PhotoActive {
		missing = append(missing, MissingPhoto)
	}
	return missing
}

// ProfileComplete reports whether nothing is missing from a profile (ProfileMissing).
func ProfileComplete(b ProfileBasics, mainPhotoStatus string) bool {
	return len(ProfileMissing(b, mainPhotoStatus)) == 0
}
