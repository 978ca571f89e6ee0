package demo

// nlPhrases are the Dutch about-me phrases.
var nlPhrases = phrases{
	intro: []string{
		"Spontane [man|vrouw] met een flinke dosis humor.",
		"Ik woon in {city} en voel me hier helemaal thuis.",
		"Eerlijk, zorgzaam en altijd in voor iets nieuws.",
		"Nuchter, positief en soms een beetje eigenwijs.",
		"Ik ben een echte genieter van het goede leven.",
		"In het begin wat verlegen, maar dat duurt nooit lang.",
		"Hard werken, veel lachen en af en toe lekker niksen.",
		"Vrienden noemen mij loyaal, grappig en een tikje chaotisch.",
		"Sportief, sociaal en dol op lange gesprekken.",
		"Het leven is te kort voor saaie avonden.",
	},
	life: []string{
		"In mijn vrije tijd ben ik vaak bezig met {i1} of {i2}.",
		"Mijn weekenden draaien om {i1} en {i2}.",
		"Een perfecte dag is voor mij {i1}, goed gezelschap en een lang diner.",
		"Ik word heel blij van {i1}.",
		"Groot fan van {i1}, en ook {i2} vind ik heerlijk.",
		"Ontspannen na het werk? Dan kies ik voor {i1}.",
		"Vraag me gerust naar {i1}, daar kan ik uren over praten.",
		"Ik woon al jaren in {city} en ontdek nog steeds nieuwe plekjes.",
		"Overdag koffie, 's avonds {i1}.",
		"Mijn hobby's: {i1}, {i2} en lekker eten.",
	},
	seek: []string{
		"Ik zoek {seek} voor leuke dates en goede gesprekken.",
		"Ik hoop {seek} te ontmoeten die geniet van de kleine dingen.",
		"Zin om samen iets te drinken en te kijken waar het schip strandt?",
		"Op zoek naar {seek} met een groot hart en gevoel voor humor.",
		"Hou je van spontane plannen? Stuur me een bericht!",
		"Laten we een kop koffie drinken en zien of het klikt.",
		"Ik zoek geen perfectie, wel echtheid.",
		"Zeg gerust hallo als je denkt dat het zou klikken.",
		"Klaar voor iets spannends met {seek} uit de buurt.",
		"In voor een ontspannen eerste date en veel gelach.",
	},
	seeking: map[string]string{"male": "een leuke man", "female": "een leuke vrouw", "both": "iemand"},
}
