package amora_test

import (
	"reflect"
	"testing"
	"time"

	"amora"
)

func TestScoreMatch(t *testing.T) {
	q := amora.MatchQuestions{LookingFor: "female", MinAge: 25, MaxAge: 40, Interests: []string{"wine", "hiking"}}
	near := amora.MatchQuestions{LookingFor: "female", DistanceKm: 50}
	for _, tt := range []struct {
		name        string
		q           amora.MatchQuestions
		p           amora.Profile
		km          float64
		located     bool
		wantOK      bool
		wantScore   int
		wantReasons []string
	}{
		{"Perfect", q, amora.Profile{LookingFor: "male", Interests: []string{"hiking", "wine"}}, 0, true, true, 100, []string{"mutual", "interests", "distance"}},
		{"LooksForBoth", q, amora.Profile{LookingFor: "both", Interests: []string{"wine"}}, 125, true, true, 70, []string{"mutual", "interests", "distance"}},
		{"NotLookingForTheSeeker", q, amora.Profile{LookingFor: "female", Interests: []string{"wine", "hiking"}}, 0, true, true, 60, []string{"interests", "distance"}},
		{"NothingShared", q, amora.Profile{LookingFor: "female"}, 300, true, true, 0, nil},
		// What cannot be judged earns nothing.
		{"NotLocated", q, amora.Profile{LookingFor: "male", Interests: []string{"wine"}}, 0, false, true, 58, []string{"mutual", "interests"}},
		{"NoInterestsAsked", amora.MatchQuestions{LookingFor: "female"}, amora.Profile{LookingFor: "male"}, 0, false, true, 40, []string{"mutual"}},
		{"WithinChosenDistance", near, amora.Profile{LookingFor: "male"}, 25, true, true, 53, []string{"mutual", "distance"}},
		{"BeyondChosenDistance", near, amora.Profile{LookingFor: "male"}, 51, true, false, 0, nil},
		{"DistanceAskedButUnknown", near, amora.Profile{LookingFor: "male"}, 0, false, false, 0, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m, ok := amora.ScoreMatch("male", tt.q, &tt.p, tt.km, tt.located)
			if ok != tt.wantOK {
				t.Fatalf("ok = %v, want %v", ok, tt.wantOK)
			}
			if !ok {
				return
			}
			var keys []string
			for _, r := range m.Reasons {
				keys = append(keys, r.Key)
			}
			if m.Score != tt.wantScore || !reflect.DeepEqual(keys, tt.wantReasons) {
				t.Errorf("score %d %v, want %d %v", m.Score, keys, tt.wantScore, tt.wantReasons)
			}
		})
	}
	m, _ := amora.ScoreMatch("male", q, &amora.Profile{LookingFor: "male", Interests: []string{"hiking"}}, 12.4, true)
	if want := []amora.MatchReason{{Key: "mutual"}, {Key: "interests", Interests: []string{"hiking"}}, {Key: "distance", Km: 12}}; !reflect.DeepEqual(m.Reasons, want) {
		t.Errorf("reasons %+v, want %+v", m.Reasons, want)
	}
}

func TestMatchQuestionsNormalize(t *testing.T) {
	known := []amora.Interest{{ID: "wine"}, {ID: "hiking"}}
	q := amora.MatchQuestions{LookingFor: "aliens", MinAge: 10, MaxAge: 200, DistanceKm: 33, Interests: []string{"wine", " wine", "bogus", "hiking"}}
	q.Normalize(known)
	want := amora.MatchQuestions{LookingFor: "both", MinAge: 18, MaxAge: 99, DistanceKm: 0, Interests: []string{"wine", "hiking"}}
	if !reflect.DeepEqual(q, want) {
		t.Errorf("got %+v, want %+v", q, want)
	}
}

func TestSortMatches(t *testing.T) {
	now := time.Now()
	p := func(id int64, seen time.Duration) *amora.Profile {
		return &amora.Profile{ID: id, LastSeen: now.Add(-seen)}
	}
	ms := []amora.Match{{Profile: p(1, time.Hour), Score: 50}, {Profile: p(2, time.Minute), Score: 50}, {Profile: p(3, 0), Score: 90}}
	amora.SortMatches(ms)
	if ms[0].Profile.ID != 3 || ms[1].Profile.ID != 2 || ms[2].Profile.ID != 1 {
		t.Errorf("order %d %d %d, want 3 2 1", ms[0].Profile.ID, ms[1].Profile.ID, ms[2].Profile.ID)
	}
}
