package main

import (
	"time"

	"amora"
	"amora/internal/demo"
)

// demoLikes are the likes between the demo members, and between them and the demo
// member, so that the likes screens, the badge and the new-like modal have something
// to show: every third member likes the next two, some like back (a match), and the
// demo member has received likes (the newest of them still new), sent some and has
// one match. Older likes between members count as seen.
func demoLikes(members []demo.Member, now time.Time) []amora.SeedLike {
	n := len(members)
	var likes []amora.SeedLike
	at := func(hours int) time.Time { return now.Add(-time.Duration(hours) * time.Hour) }
	for i := 0; i < n; i += 3 {
		for d := 1; d <= 2 && i+d < n; d++ {
			likes = append(likes, amora.SeedLike{LikerEmail: members[i].Email, LikedEmail: members[i+d].Email, At: at(24 + i), New: i < 12})
		}
		if i+1 < n && i%2 == 0 {
			likes = append(likes, amora.SeedLike{LikerEmail: members[i+1].Email, LikedEmail: members[i].Email, At: at(12 + i)})
		}
	}
	// The demo member: likes from the first six members, four of them new, the newest
	// first in the modal; the demo member liked the first back and two others.
	for k := 0; k < 6 && k < n; k++ {
		likes = append(likes, amora.SeedLike{LikerEmail: members[k].Email, LikedEmail: demoEmail, At: at(k*5 + 1), New: k < 4})
	}
	for _, k := range []int{0, 7, 8} {
		if k < n {
			likes = append(likes, amora.SeedLike{LikerEmail: demoEmail, LikedEmail: members[k].Email, At: at(k + 30)})
		}
	}
	return likes
}
