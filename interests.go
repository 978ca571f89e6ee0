package amora

// Interest is one thing a member can list on a profile, labelled in every interface language.
type Interest struct {
	ID     string            `json:"id"`     // stable snake_case id, e.g. "kissing"
	Labels map[string]string `json:"labels"` // keys: en nl de es fr it pl
}

// interest builds an Interest from its labels given in the fixed order
// en, nl, de, es, fr, it, pl.
func interest(id, en, nl, de, es, fr, it, pl string) Interest {
	return Interest{ID: id, Labels: map[string]string{
		"en": en, "nl": nl, "de": de, "es": es, "fr": fr, "it": it, "pl": pl,
	}}
}

// interests is the catalogue in display order. Never hand it out directly:
// Interests returns a deep copy.
var interests = []Interest{
	// interest(id, en, nl, de, es, fr, it, pl)
	interest("relationship", "Relationship", "Relatie", "Beziehung", "Relación", "Relation amoureuse", "Relazione", "Związek"),
	interest("kissing", "Kissing", "Zoenen", "Küssen", "Besos", "Bisous", "Baci", "Całowanie"),
	interest("flirting", "Flirting", "Flirten", "Flirten", "Coqueteo", "Flirt", "Flirt", "Flirt"),
	interest("romance", "Romance", "Romantiek", "Romantik", "Romanticismo", "Romantisme", "Romanticismo", "Romantyzm"),
	interest("cuddling", "Cuddling", "Knuffelen", "Kuscheln", "Mimos", "Câlins", "Coccole", "Przytulanie"),
	interest("casual_dating", "Casual dating", "Vrijblijvend daten", "Lockere Dates", "Citas informales", "Rencontres sans engagement", "Incontri senza impegno", "Luźne randki"),
	interest("going_out", "Going out", "Uitgaan", "Ausgehen", "Salir de fiesta", "Sorties", "Uscire la sera", "Wyjścia na miasto"),
	interest("dancing", "Dancing", "Dansen", "Tanzen", "Bailar", "Danse", "Ballo", "Taniec"),
	interest("music", "Music", "Muziek", "Musik", "Música", "Musique", "Musica", "Muzyka"),
	interest("concerts", "Concerts", "Concerten", "Konzerte", "Conciertos", "Concerts", "Concerti", "Koncerty"),
	interest("festivals", "Festivals", "Festivals", "Festivals", "Festivales", "Festivals", "Festival", "Festiwale"),
	interest("movies", "Movies", "Films", "Filme", "Cine", "Cinéma", "Cinema", "Filmy"),
	interest("theatre", "Theatre", "Theater", "Theater", "Teatro", "Théâtre", "Teatro", "Teatr"),
	interest("reading", "Reading", "Lezen", "Lesen", "Lectura", "Lecture", "Lettura", "Czytanie"),
	interest("art", "Art", "Kunst", "Kunst", "Arte", "Art", "Arte", "Sztuka"),
	interest("photography", "Photography", "Fotografie", "Fotografie", "Fotografía", "Photographie", "Fotografia", "Fotografia"),
	interest("travelling", "Travelling", "Reizen", "Reisen", "Viajar", "Voyages", "Viaggi", "Podróże"),
	interest("road_trips", "Road trips", "Roadtrips", "Roadtrips", "Viajes por carretera", "Virées en voiture", "Viaggi in auto", "Wycieczki samochodowe"),
	interest("beach", "Beach", "Strand", "Strand", "Playa", "Plage", "Spiaggia", "Plaża"),
	interest("hiking", "Hiking", "Wandelen", "Wandern", "Senderismo", "Randonnée", "Escursionismo", "Piesze wędrówki"),
	interest("cycling", "Cycling", "Fietsen", "Radfahren", "Ciclismo", "Vélo", "Ciclismo", "Jazda na rowerze"),
	interest("running", "Running", "Hardlopen", "Laufen", "Correr", "Course à pied", "Corsa", "Bieganie"),
	interest("gym", "Gym", "Fitness", "Fitness", "Gimnasio", "Salle de sport", "Palestra", "Siłownia"),
	interest("yoga", "Yoga", "Yoga", "Yoga", "Yoga", "Yoga", "Yoga", "Joga"),
	interest("swimming", "Swimming", "Zwemmen", "Schwimmen", "Natación", "Natation", "Nuoto", "Pływanie"),
	interest("football", "Football", "Voetbal", "Fußball", "Fútbol", "Football", "Calcio", "Piłka nożna"),
	interest("tennis", "Tennis", "Tennis", "Tennis", "Tenis", "Tennis", "Tennis", "Tenis"),
	interest("skiing", "Skiing", "Skiën", "Skifahren", "Esquí", "Ski", "Sci", "Narciarstwo"),
	interest("sailing", "Sailing", "Zeilen", "Segeln", "Vela", "Voile", "Vela", "Żeglarstwo"),
	interest("camping", "Camping", "Kamperen", "Camping", "Acampada", "Camping", "Campeggio", "Biwakowanie"),
	interest("nature", "Nature", "Natuur", "Natur", "Naturaleza", "Nature", "Natura", "Przyroda"),
	interest("gardening", "Gardening", "Tuinieren", "Gärtnern", "Jardinería", "Jardinage", "Giardinaggio", "Ogrodnictwo"),
	interest("sunsets", "Sunsets", "Zonsondergangen", "Sonnenuntergänge", "Atardeceres", "Couchers de soleil", "Tramonti", "Zachody słońca"),
	interest("cats", "Cats", "Katten", "Katzen", "Gatos", "Chats", "Gatti", "Koty"),
	interest("dogs", "Dogs", "Honden", "Hunde", "Perros", "Chiens", "Cani", "Psy"),
	interest("cooking", "Cooking", "Koken", "Kochen", "Cocinar", "Cuisine", "Cucina", "Gotowanie"),
	interest("baking", "Baking", "Bakken", "Backen", "Repostería", "Pâtisserie", "Pasticceria", "Pieczenie"),
	interest("dining_out", "Dining out", "Uit eten", "Essen gehen", "Comer fuera", "Restaurants", "Mangiare fuori", "Jedzenie na mieście"),
	interest("wine", "Wine", "Wijn", "Wein", "Vino", "Vin", "Vino", "Wino"),
	interest("beer", "Beer", "Bier", "Bier", "Cerveza", "Bière", "Birra", "Piwo"),
	interest("cocktails", "Cocktails", "Cocktails", "Cocktails", "Cócteles", "Cocktails", "Cocktail", "Koktajle"),
	interest("coffee", "Coffee", "Koffie", "Kaffee", "Café", "Café", "Caffè", "Kawa"),
	interest("vegetarian", "Vegetarian food", "Vegetarisch eten", "Vegetarische Küche", "Comida vegetariana", "Cuisine végétarienne", "Cucina vegetariana", "Kuchnia wegetariańska"),
	interest("tattoos", "Tattoos", "Tatoeages", "Tattoos", "Tatuajes", "Tatouages", "Tatuaggi", "Tatuaże"),
	interest("motorbikes", "Motorbikes", "Motorrijden", "Motorradfahren", "Motos", "Moto", "Moto", "Motocykle"),
	interest("massage", "Massage", "Massage", "Massagen", "Masajes", "Massages", "Massaggi", "Masaż"),
	interest("gaming", "Gaming", "Gamen", "Videospiele", "Videojuegos", "Jeux vidéo", "Videogiochi", "Gry komputerowe"),
	interest("board_games", "Board games", "Bordspellen", "Brettspiele", "Juegos de mesa", "Jeux de société", "Giochi da tavolo", "Gry planszowe"),
	interest("fashion", "Fashion", "Mode", "Mode", "Moda", "Mode", "Moda", "Moda"),
	interest("shopping", "Shopping", "Winkelen", "Shoppen", "Ir de compras", "Faire les boutiques", "Shopping", "Zakupy"),
}

// Interests returns the interest catalogue in display order. Every call
// returns a fresh deep copy, so callers may modify the result freely.
func Interests() []Interest {
	out := make([]Interest, len(interests))
	for i, in := range interests {
		labels := make(map[string]string, len(in.Labels))
		for lang, label := range in.Labels {
			labels[lang] = label
		}
		out[i] = Interest{ID: in.ID, Labels: labels}
	}
	return out
}
