package demo

// plPhrases are the Polish about-me phrases; who is sought stands in the
// genitive, after "szukam".
var plPhrases = phrases{
	intro: []string{
		"[Wesoły facet|Wesoła dziewczyna] z dużym poczuciem humoru.",
		"Moje miasto to {city} i bardzo je lubię.",
		"[Szczery, ciepły i zawsze otwarty|Szczera, ciepła i zawsze otwarta] na nowe przygody.",
		"Twardo stąpam po ziemi, ale lubię szalone pomysły.",
		"Lubię cieszyć się życiem pełną piersią.",
		"Na początku jestem trochę [nieśmiały|nieśmiała], ale szybko mi przechodzi.",
		"Ciężko pracuję, dużo się śmieję i czasem po prostu odpoczywam.",
		"Przyjaciele mówią, że jestem [lojalny, zabawny i trochę roztrzepany|lojalna, zabawna i trochę roztrzepana].",
		"[Wysportowany i towarzyski|Wysportowana i towarzyska], uwielbiam długie rozmowy.",
		"Życie jest za krótkie na nudne wieczory.",
	},
	life: []string{
		"W wolnym czasie: {i1} i {i2}.",
		"Weekendy spędzam na tym, co kocham: {i1} i {i2}.",
		"Idealny dzień? {i1}, dobre towarzystwo i długa kolacja.",
		"Co mnie uszczęśliwia? {i1}.",
		"Moje pasje to {i1} i {i2}.",
		"Po pracy relaks, czyli {i1}.",
		"Zapytaj mnie o moje pasje, mogę o nich mówić godzinami.",
		"Od lat mieszkam w okolicy i wciąż odkrywam nowe miejsca.",
		"Rano kawa, wieczorem {i1}.",
		"Nie wyobrażam sobie życia bez pasji, a moja to {i1}.",
	},
	seek: []string{
		"Szukam {seek} do wspólnych randek i dobrych rozmów.",
		"Chętnie poznam kogoś, kto cieszy się drobiazgami.",
		"Może wyjdziemy na drinka i zobaczymy, co z tego wyniknie?",
		"Szukam {seek} z dużym sercem i poczuciem humoru.",
		"Lubisz spontaniczne plany? Napisz do mnie!",
		"Chodźmy na kawę i sprawdźmy, czy zaiskrzy.",
		"Nie szukam ideału, tylko prawdziwych emocji.",
		"Przywitaj się, jeśli myślisz, że się dogadamy.",
		"[Gotowy|Gotowa] na coś ekscytującego z kimś z okolicy.",
		"[Otwarty|Otwarta] na luźną pierwszą randkę i mnóstwo śmiechu.",
	},
	seeking: map[string]string{"male": "mężczyzny", "female": "kobiety", "both": "kogoś wyjątkowego"},
}
