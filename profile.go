package amora

// Profile option values (SPEC §3); the web app labels them in every language.
var (
	Sexualities          = []string{"hetero", "gay", "lesbian", "bi"}
	BodyTypes            = []string{"slim", "athletic", "average", "curvy", "muscular", "few_extra_kilos"}
	HairColors           = []string{"black", "brown", "blond", "red", "grey", "bald", "other"}
	EyeColors            = []string{"blue", "green", "brown", "grey", "hazel"}
	RelationshipStatuses = []string{"single", "divorced", "widowed", "separated", "relationship", "married"}
)

// City is a place members live in, from the shipped city data set.
type City struct {
	Name       string  `json:"name"`
	Country    string  `json:"country"` // ISO 3166-1 alpha-2
	Region     string  `json:"region"`  // ISO 3166-2, one of the country's regions
	Lat        float64 `json:"lat"`
	Lon        float64 `json:"lon"`
	Population int     `json:"population"`
}
