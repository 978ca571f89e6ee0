package demo

import "strings"

// aboutParts are sentence parts an about-me text is composed of, per language.
type aboutParts struct{ openers, middles, closers []string }

var aboutTexts = map[string]aboutParts{
	"en": {
		openers: []string{"Easy-going and curious, always up for a laugh.", "I work hard and love to unwind with good food and good company.", "Weekend hiker, weekday coffee addict.", "New in town and keen to meet someone genuine.", "I'm a bit shy at first, but I talk a lot once I know you.", "Life is short, so I try to enjoy every day of it.", "Honest, loyal and a little bit adventurous.", "I love spontaneous trips and long conversations."},
		middles: []string{"You'll find me at concerts, in the kitchen or on a long walk with my dog.", "I'd love to travel more and see the world with someone special.", "My friends say I make the best pancakes in town.", "Books, films and a glass of wine: my perfect evening.", "I enjoy sport, but I'm not above a lazy Sunday on the sofa.", "Music is a big part of my life."},
		closers: []string{"Send me a message if you'd like to know more!", "Looking for someone to share the little things with.", "Let's grab a drink and see where it goes.", "Say hi, I don't bite!", "Hoping to meet someone who makes me smile."},
	},
	"nl": {
		openers: []string{"Spontaan, nieuwsgierig en altijd in voor een grap.", "Ik werk hard en ontspan graag met lekker eten en goed gezelschap.", "In het weekend wandelen, doordeweeks koffie.", "Net verhuisd en benieuwd naar nieuwe mensen.", "Eerst een beetje verlegen, maar daarna kletst ik je de oren van het hoofd.", "Het leven is kort, dus ik geniet van elke dag.", "Eerlijk, trouw en een tikje avontuurlijk.", "Ik hou van spontane uitjes en lange gesprekken."},
		middles: []string{"Je vindt me op concerten, in de keuken of op een lange wandeling met mijn hond.", "Ik zou graag meer reizen, het liefst samen met iemand bijzonders.", "Volgens mijn vrienden bak ik de beste pannenkoeken van de stad.", "Een boek, een film en een glas wijn: mijn perfecte avond.", "Ik sport graag, maar een luie zondag op de bank sla ik niet af.", "Muziek speelt een grote rol in mijn leven."},
		closers: []string{"Stuur me gerust een berichtje!", "Op zoek naar iemand om de kleine dingen mee te delen.", "Zin om eens iets te drinken?", "Zeg gerust hallo, ik bijt niet!", "Ik hoop iemand te ontmoeten die me aan het lachen maakt."},
	},
	"de": {
		openers: []string{"Unkompliziert, neugierig und immer für einen Spaß zu haben.", "Ich arbeite viel und entspanne am liebsten bei gutem Essen und netter Gesellschaft.", "Am Wochenende wandern, unter der Woche Kaffee.", "Neu in der Stadt und offen für neue Begegnungen.", "Am Anfang etwas schüchtern, danach rede ich dir ein Ohr ab.", "Das Leben ist kurz, also genieße ich jeden Tag.", "Ehrlich, treu und ein kleines bisschen abenteuerlustig.", "Ich liebe spontane Ausflüge und lange Gespräche."},
		middles: []string{"Du findest mich auf Konzerten, in der Küche oder auf einem langen Spaziergang mit meinem Hund.", "Ich würde gern mehr reisen, am liebsten mit jemand Besonderem.", "Meine Freunde sagen, ich backe die besten Pfannkuchen der Stadt.", "Ein Buch, ein Film und ein Glas Wein: mein perfekter Abend.", "Ich mache gern Sport, sage aber auch zu einem faulen Sonntag auf dem Sofa nicht Nein.", "Musik spielt eine große Rolle in meinem Leben."},
		closers: []string{"Schreib mir einfach, wenn du mehr wissen willst!", "Ich suche jemanden, mit dem ich die kleinen Dinge teilen kann.", "Lust auf einen Drink?", "Sag einfach Hallo, ich beiße nicht!", "Ich hoffe, jemanden zu treffen, der mich zum Lachen bringt."},
	},
	"fr": {
		openers: []string{"Spontané(e), curieux(se) et toujours partant(e) pour rire.", "Je travaille beaucoup et je me détends autour d'un bon repas entre amis.", "Randonnée le week-end, café en semaine.", "Nouveau (nouvelle) en ville et curieux(se) de faire des rencontres.", "Un peu timide au début, très bavard(e) ensuite.", "La vie est courte, alors je profite de chaque jour.", "Honnête, fidèle et un brin aventurier(ère).", "J'adore les escapades improvisées et les longues discussions."},
		middles: []string{"On me trouve aux concerts, en cuisine ou en longue balade avec mon chien.", "J'aimerais voyager davantage, idéalement avec quelqu'un de spécial.", "Mes amis disent que je fais les meilleures crêpes de la ville.", "Un livre, un film et un verre de vin : ma soirée idéale.", "J'aime le sport, mais je ne refuse jamais un dimanche paresseux sur le canapé.", "La musique tient une grande place dans ma vie."},
		closers: []string{"Écrivez-moi si vous voulez en savoir plus !", "Je cherche quelqu'un avec qui partager les petites choses.", "Un verre pour faire connaissance ?", "N'hésitez pas à me dire bonjour !", "J'espère rencontrer quelqu'un qui me fasse sourire."},
	},
	"it": {
		openers: []string{"Solare, curioso e sempre pronto a ridere.", "Lavoro tanto e mi rilasso con buon cibo e buona compagnia.", "Escursioni nel weekend, caffè durante la settimana.", "Da poco in città e curioso di conoscere gente nuova.", "All'inizio un po' timido, poi non smetto più di parlare.", "La vita è breve, quindi mi godo ogni giorno.", "Sincero, leale e un po' avventuroso.", "Adoro le gite improvvisate e le lunghe chiacchierate."},
		middles: []string{"Mi trovi ai concerti, in cucina o a passeggio con il mio cane.", "Vorrei viaggiare di più, magari con una persona speciale.", "I miei amici dicono che faccio le migliori crêpes della città.", "Un libro, un film e un bicchiere di vino: la mia serata perfetta.", "Mi piace lo sport, ma non rinuncio a una domenica pigra sul divano.", "La musica è una parte importante della mia vita."},
		closers: []string{"Scrivimi se vuoi sapere di più!", "Cerco qualcuno con cui condividere le piccole cose.", "Ci beviamo qualcosa insieme?", "Salutami pure, non mordo!", "Spero di incontrare qualcuno che mi faccia sorridere."},
	},
	"es": {
		openers: []string{"Alegre, curioso y siempre dispuesto a reír.", "Trabajo mucho y me relajo con buena comida y buena compañía.", "Senderismo los fines de semana, café entre semana.", "Nuevo en la ciudad y con ganas de conocer gente.", "Al principio un poco tímido, luego no paro de hablar.", "La vida es corta, así que disfruto cada día.", "Sincero, leal y un poco aventurero.", "Me encantan las escapadas improvisadas y las conversaciones largas."},
		middles: []string{"Me encontrarás en conciertos, en la cocina o paseando con mi perro.", "Me gustaría viajar más, a ser posible con alguien especial.", "Mis amigos dicen que hago las mejores tortitas de la ciudad.", "Un libro, una película y una copa de vino: mi noche perfecta.", "Me gusta el deporte, pero no digo que no a un domingo en el sofá.", "La música es una parte muy importante de mi vida."},
		closers: []string{"¡Escríbeme si quieres saber más!", "Busco a alguien con quien compartir las pequeñas cosas.", "¿Tomamos algo y vemos qué pasa?", "¡Salúdame, no muerdo!", "Espero conocer a alguien que me haga sonreír."},
	},
	"pl": {
		openers: []string{"Pogodna, ciekawa świata i zawsze chętna do śmiechu.", "Dużo pracuję, a odpoczywam przy dobrym jedzeniu i w miłym towarzystwie.", "W weekendy góry, w tygodniu kawa.", "Od niedawna w mieście i chętnie poznam nowych ludzi.", "Na początku trochę nieśmiała, potem trudno mnie zatrzymać.", "Życie jest krótkie, więc cieszę się każdym dniem.", "Szczera, lojalna i trochę spontaniczna.", "Uwielbiam spontaniczne wypady i długie rozmowy."},
		middles: []string{"Znajdziesz mnie na koncertach, w kuchni albo na długim spacerze z psem.", "Chciałabym więcej podróżować, najlepiej z kimś wyjątkowym.", "Znajomi mówią, że robię najlepsze naleśniki w mieście.", "Książka, film i lampka wina: mój idealny wieczór.", "Lubię sport, ale nie odmówię leniwej niedzieli na kanapie.", "Muzyka to ważna część mojego życia."},
		closers: []string{"Napisz, jeśli chcesz wiedzieć więcej!", "Szukam kogoś, z kim podzielę się drobnymi radościami.", "Może wyjdziemy na drinka?", "Napisz cześć, nie gryzę!", "Mam nadzieję poznać kogoś, kto sprawi, że się uśmiechnę."},
	},
}

// genderForms turns the texts written for one gender into the other's forms, for the
// languages whose adjectives agree with the speaker: Polish texts are written for
// women, Italian and Spanish ones for men.
var genderForms = map[string]struct {
	written string
	pairs   []string // written form, other form, ...
}{
	"pl": {"female", []string{"Pogodna", "Pogodny", "ciekawa", "ciekawy", "chętna", "chętny", "nieśmiała", "nieśmiały",
		"Szczera", "Szczery", "lojalna", "lojalny", "spontaniczna", "spontaniczny", "Chciałabym", "Chciałbym"}},
	"it": {"male", []string{"curioso", "curiosa", "pronto", "pronta", "timido", "timida", "Sincero", "Sincera",
		"avventuroso", "avventurosa", "Da poco in città e curioso", "Da poco in città e curiosa"}},
	"es": {"male", []string{"curioso", "curiosa", "dispuesto", "dispuesta", "Nuevo", "Nueva", "tímido", "tímida",
		"Sincero", "Sincera", "aventurero", "aventurera"}},
}

// forGender adapts a text in lang to the member's gender.
func forGender(text, lang, gender string) string {
	g, ok := genderForms[lang]
	if !ok || g.written == gender {
		return text
	}
	return strings.NewReplacer(g.pairs...).Replace(text)
}
