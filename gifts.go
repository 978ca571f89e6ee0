package amora

// Gift is one gift of the catalogue: its id, its name in every language and its
// picture, a file of the web app under /gifts/.
type Gift struct {
	ID     string            `json:"id"`
	Labels map[string]string `json:"labels"` // keys: en nl de es fr it pl
	Image  string            `json:"image"`
}

// giftNames lists the catalogue: id, then the names in en nl de es fr it pl.
var giftNames = [][8]string{
	{"rose", "Red rose", "Rode roos", "Rote Rose", "Rosa roja", "Rose rouge", "Rosa rossa", "Czerwona róża"},
	{"chocolates", "Chocolates", "Bonbons", "Pralinen", "Bombones", "Chocolats", "Cioccolatini", "Czekoladki"},
	{"champagne", "Champagne", "Champagne", "Champagner", "Champán", "Champagne", "Champagne", "Szampan"},
	{"teddy", "Teddy bear", "Teddybeer", "Teddybär", "Osito de peluche", "Ours en peluche", "Orsacchiotto", "Miś"},
	{"heart", "Heart", "Hart", "Herz", "Corazón", "Cœur", "Cuore", "Serce"},
	{"cupcake", "Cupcake", "Cupcake", "Cupcake", "Cupcake", "Cupcake", "Cupcake", "Babeczka"},
	{"sunflower", "Sunflower", "Zonnebloem", "Sonnenblume", "Girasol", "Tournesol", "Girasole", "Słonecznik"},
	{"coffee", "Coffee date", "Koffie samen", "Kaffee-Date", "Cita para un café", "Un café ensemble", "Caffè insieme", "Wspólna kawa"},
}

// Gifts returns the gift catalogue (SPEC §1: members send gifts, each costing
// gift_credits).
func Gifts() []Gift {
	langs := []string{"en", "nl", "de", "es", "fr", "it", "pl"}
	out := make([]Gift, len(giftNames))
	for i, g := range giftNames {
		labels := make(map[string]string, len(langs))
		for j, lang := range langs {
			labels[lang] = g[j+1]
		}
		out[i] = Gift{ID: g[0], Labels: labels, Image: "/gifts/" + g[0] + ".svg"}
	}
	return out
}

// IsGift reports whether id names a gift of the catalogue.
func IsGift(id string) bool {
	for _, g := range giftNames {
		if g[0] == id {
			return true
		}
	}
	return false
}

// ErrUnknownGift refuses a gift that is not in the catalogue.
func ErrUnknownGift() *Error {
	return &Error{Code: EINVALID, Field: "gift_id", Key: "giftUnknown", Message: "Choose a gift from the list."}
}
