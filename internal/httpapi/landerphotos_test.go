package httpapi

import (
	"reflect"
	"testing"
)

func TestLanderPhotosTakesTheMembersAtThePlacesGiven(t *testing.T) {
	data := []byte(`{"members":[
		{"main_image":{"card":"/a.jpg"}},
		{"main_image":null},
		{"main_image":{"card":"/c.jpg"}},
		{"main_image":{"card":"/d.jpg"}}]}`)
	cases := []struct {
		places []int
		want   []preload
	}{
		{[]int{0, 2, 4}, []preload{{href: "/a.jpg"}, {href: "/c.jpg"}}}, // no fifth member
		{[]int{1, 3}, []preload{{href: "/d.jpg"}}},                      // the second has no photo
		{nil, nil},
	}
	for _, c := range cases {
		if got := landerPhotos(data, c.places); !reflect.DeepEqual(got, c.want) {
			t.Errorf("places %v: %v, want %v", c.places, got, c.want)
		}
	}
	if got := landerPhotos([]byte(`not json`), []int{0}); got != nil {
		t.Errorf("a bad answer: %v", got)
	}
}
