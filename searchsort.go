package amora

// The orders of a member search (issue 22, "Faces first").
const (
	// SortBest, the default, puts members online now first and, among them and
	// among the others, those with a fuller profile (an "about me" written) first;
	// then the most recently seen.
	SortBest = "best"
	// SortOnline is the most recently seen first: members online now lead.
	SortOnline = "online"
	// SortNew is the members who joined last first.
	SortNew = "new"
	// SortNearby puts the members of the viewer's region first, then those of the
	// viewer's country, each most recently seen first.
	SortNearby = "nearby"
)

// SearchSorts lists the orders a search may ask for.
var SearchSorts = []string{SortBest, SortOnline, SortNew, SortNearby}

// ParseSearchSort checks a search's sort parameter: "" is SortBest, and anything
// not in SearchSorts is a field error.
func ParseSearchSort(s string) (string, error) {
	if s == "" {
		return SortBest, nil
	}
	if !oneOf(s, SearchSorts) {
		return "", FieldError("sort", "sortInvalid", "Sort by best match, online now, new or nearby.")
	}
	return s, nil
}
