package demo

// dePhrases are the German about-me phrases. Interests keep their capital
// letters, being nouns; who is sought stands in the accusative.
var dePhrases = phrases{
	intro: []string{
		"[Unkomplizierter Mann|Unkomplizierte Frau] mit viel Humor.",
		"Ich wohne in {city} und fühle mich hier pudelwohl.",
		"Ehrlich, herzlich und immer offen für Neues.",
		"Bodenständig, positiv und manchmal ein bisschen verrückt.",
		"Ich genieße das Leben in vollen Zügen.",
		"Am Anfang etwas schüchtern, aber das legt sich schnell.",
		"Viel arbeiten, viel lachen und ab und zu einfach faulenzen.",
		"Freunde beschreiben mich als treu, witzig und ein wenig chaotisch.",
		"Sportlich, gesellig und ein Fan von langen Gesprächen.",
		"Das Leben ist zu kurz für langweilige Abende.",
	},
	life: []string{
		"In meiner Freizeit dreht sich viel um {i1} und {i2}.",
		"Am Wochenende stehen {i1} und {i2} ganz oben auf meiner Liste.",
		"Ein perfekter Tag? {i1}, gute Gesellschaft und ein langes Abendessen.",
		"Was mich glücklich macht: {i1}.",
		"Meine Leidenschaften: {i1} und {i2}.",
		"Nach der Arbeit entspanne ich am liebsten, Stichwort {i1}.",
		"Frag mich zum Thema {i1}, da kann ich stundenlang erzählen.",
		"Ich lebe schon lange in {city} und entdecke immer noch neue Ecken.",
		"Morgens Kaffee, abends {i1}.",
		"Meine Hobbys: {i1}, {i2} und gutes Essen.",
	},
	seek: []string{
		"Ich suche {seek} für schöne Dates und gute Gespräche.",
		"Ich würde gern {seek} kennenlernen, um die kleinen Dinge des Lebens zu genießen.",
		"Lust auf einen Drink, und wir schauen, was passiert?",
		"Ich möchte {seek} mit großem Herzen und viel Humor treffen.",
		"Du magst spontane Pläne? Dann schreib mir!",
		"Lass uns einen Kaffee trinken und schauen, ob es funkt.",
		"Ich suche nicht Perfektion, sondern Echtheit.",
		"Sag einfach Hallo, wenn du denkst, dass wir zusammenpassen.",
		"Ich suche {seek} aus der Nähe für etwas Aufregendes.",
		"Offen für ein entspanntes erstes Date und viel Lachen.",
	},
	seeking: map[string]string{"male": "einen netten Mann", "female": "eine nette Frau", "both": "jemanden"},
}
