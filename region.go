package amora

// Region is a first-level subdivision of a country (a province, state, canton...).
type Region struct {
	ID   string `json:"id"`   // ISO 3166-2 code, e.g. "NL-NH"
	Name string `json:"name"` // the name as people of that country write it
}

// CountryRegions lists a country's regions with the word used for them there.
type CountryRegions struct {
	Label   string   `json:"label"`   // province | state | canton | voivodeship | region | county
	Regions []Region `json:"regions"` // sorted by name
}

// Has reports whether id is one of the country's regions.
func (c CountryRegions) Has(id string) bool {
	for _, r := range c.Regions {
		if r.ID == id {
			return true
		}
	}
	return false
}
