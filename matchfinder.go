package amora

import (
	"math"
	"slices"
	"strings"
)

// MatchQuestions are the match finder's answers: who the member looks for, the age
// range, how far away (or which region), and the interests that matter.
type MatchQuestions struct {
	LookingFor string // male, female or both
	MinAge     int
	MaxAge     int
	DistanceKm int    // 0: anywhere in the country
	Region     string // "": any region
	Interests  []string
}

// MatchDistances are the distances the match finder offers, in km.
var MatchDistances = []int{10, 25, 50, 100, 250}

// Normalize clamps the answers to what the match finder offers; interests are kept
// when known and not repeated, at most 10.
func (q *MatchQuestions) Normalize(known []Interest) {
	if !oneOf(q.LookingFor, LookingFors) {
		q.LookingFor = "both"
	}
	f := SearchFilter{MinAge: q.MinAge, MaxAge: q.MaxAge}
	f.Normalize()
	q.MinAge, q.MaxAge = f.MinAge, f.MaxAge
	if !slices.Contains(MatchDistances, q.DistanceKm) {
		q.DistanceKm = 0
	}
	var kept []string
	for _, id := range q.Interests {
		id = strings.TrimSpace(id)
		if len(kept) < 10 && !slices.Contains(kept, id) && slices.ContainsFunc(known, func(i Interest) bool { return i.ID == id }) {
			kept = append(kept, id)
		}
	}
	q.Interests = kept
}

// MatchReason is why a member scores: "mutual" (looks for someone like the seeker),
// "interests" (the shared ones) or "distance" (Km away).
type MatchReason struct {
	Key       string   `json:"key"`
	Interests []string `json:"interests,omitempty"`
	Km        int      `json:"km,omitempty"`
}

// Match is a member with their compatibility score, 0 to 100, and its reasons.
type Match struct {
	Profile *Profile
	Score   int
	Reasons []MatchReason
}

// Weights of the compatibility score, out of 100. A part that cannot be judged (no
// interests chosen, a city that is not a known place) earns nothing, so that a high
// score always means much in common.
const (
	mutualPoints    = 40
	interestsPoints = 35
	distancePoints  = 25
	// distanceScale is the distance at which the distance part reaches zero when
	// the member did not choose one.
	distanceScale = 250.0
)

// ScoreMatch scores p for the answers of a seeker of gender; km is how far p lives
// from the seeker, when located. ok is false when p falls outside the chosen distance.
func ScoreMatch(gender string, q MatchQuestions, p *Profile, km float64, located bool) (m Match, ok bool) {
	m.Profile = p
	var got float64
	if p.LookingFor == "both" || (gender != "" && p.LookingFor == gender) {
		got += mutualPoints
		m.Reasons = append(m.Reasons, MatchReason{Key: "mutual"})
	}
	if len(q.Interests) > 0 {
		var shared []string
		for _, id := range q.Interests {
			if slices.Contains(p.Interests, id) {
				shared = append(shared, id)
			}
		}
		if len(shared) > 0 {
			got += interestsPoints * float64(len(shared)) / float64(len(q.Interests))
			m.Reasons = append(m.Reasons, MatchReason{Key: "interests", Interests: shared})
		}
	}
	if located {
		if q.DistanceKm > 0 && km > float64(q.DistanceKm) {
			return m, false
		}
		scale := distanceScale
		if q.DistanceKm > 0 {
			scale = float64(q.DistanceKm)
		}
		if km < scale {
			got += distancePoints * (1 - km/scale)
			m.Reasons = append(m.Reasons, MatchReason{Key: "distance", Km: int(math.Round(km))})
		}
	} else if q.DistanceKm > 0 {
		return m, false // the distance cannot be judged, and the member asked for one
	}
	m.Score = int(math.Round(got))
	return m, true
}

// SortMatches orders matches best first; equal scores, most recently seen first.
func SortMatches(ms []Match) {
	slices.SortStableFunc(ms, func(a, b Match) int {
		if a.Score != b.Score {
			return b.Score - a.Score
		}
		return b.Profile.LastSeen.Compare(a.Profile.LastSeen)
	})
}
