package amora_test

import (
	"slices"
	"testing"

	"amora"
)

func TestProfileMissing(t *testing.T) {
	full := amora.ProfileBasics{Gender: "female", LookingFor: "male", Country: "NL", City: "Utrecht"}
	cases := []struct {
		name  string
		b     amora.ProfileBasics
		photo string
		want  []string
	}{
		{"Complete", full, amora.PhotoActive, nil},
		{"PendingPhoto", full, amora.PhotoPending, []string{"photo"}},
		{"RejectedPhoto", full, amora.PhotoRejected, []string{"photo"}},
		{"NoPhoto", full, "", []string{"photo"}},
		{"NoGender", amora.ProfileBasics{LookingFor: "male", Country: "NL", City: "Utrecht"}, amora.PhotoActive, []string{"gender"}},
		{"Nothing", amora.ProfileBasics{}, "", []string{"gender", "looking_for", "country", "city", "photo"}},
	}
	for _, c := range cases {
		got := amora.ProfileMissing(c.b, c.photo)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: missing %v, want %v", c.name, got, c.want)
		}
		if amora.ProfileComplete(c.b, c.photo) != (len(c.want) == 0) {
			t.Errorf("%s: ProfileComplete disagrees with ProfileMissing", c.name)
		}
	}
}
