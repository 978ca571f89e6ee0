package demo

// itPhrases are the Italian about-me phrases.
var itPhrases = phrases{
	intro: []string{
		"[Uomo semplice|Donna semplice] con tanta voglia di ridere.",
		"Vivo a {city} e mi trovo benissimo.",
		"[Sincero, affettuoso e sempre pronto|Sincera, affettuosa e sempre pronta] a nuove avventure.",
		"Con i piedi per terra, [positivo e un po' pazzo|positiva e un po' pazza].",
		"Mi piace godermi la vita fino in fondo.",
		"All'inizio sono un po' [timido|timida], ma passa presto.",
		"Lavorare sodo, ridere spesso e ogni tanto non fare nulla.",
		"Gli amici dicono che sono [leale, simpatico e un po' caotico|leale, simpatica e un po' caotica].",
		"[Sportivo|Sportiva], socievole e amante delle lunghe chiacchierate.",
		"La vita è troppo breve per serate noiose.",
	},
	life: []string{
		"Nel tempo libero: {i1} e {i2}.",
		"Il mio fine settimana è fatto di {i1} e {i2}.",
		"Una giornata perfetta? {i1}, buona compagnia e una lunga cena.",
		"Ciò che mi rende felice: {i1}.",
		"Le mie passioni sono {i1} e {i2}.",
		"Per rilassarmi dopo il lavoro: {i1}.",
		"Chiedimi di {i1}, potrei parlarne per ore.",
		"Vivo a {city} da anni e scopro ancora angoli nuovi.",
		"Caffè la mattina, {i1} la sera.",
		"Non potrei vivere senza {i1}.",
	},
	seek: []string{
		"Cerco {seek} con cui condividere belle uscite e buone conversazioni.",
		"Mi piacerebbe conoscere {seek} che ami le piccole cose della vita.",
		"Ti va di bere qualcosa insieme e vedere come va?",
		"Cerco {seek} dal cuore grande e con senso dell'umorismo.",
		"Se ti piacciono i programmi improvvisati, scrivimi!",
		"Prendiamo un caffè e vediamo se scatta la scintilla.",
		"Non cerco la perfezione, solo qualcosa di vero.",
		"Salutami se pensi che potremmo andare d'accordo.",
		"[Pronto|Pronta] per una bella avventura con {seek} della zona.",
		"[Aperto|Aperta] a un primo appuntamento rilassato e tante risate.",
	},
	seeking: map[string]string{"male": "un uomo", "female": "una donna", "both": "qualcuno"},
}
