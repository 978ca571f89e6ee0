package demo

// enPhrases are the English about-me phrases.
var enPhrases = phrases{
	intro: []string{
		"Easy-going [guy|woman] who loves a good laugh.",
		"Living in {city} and loving it.",
		"Friendly, curious and a bit of a night owl.",
		"Down-to-earth [guy|girl] with a soft spot for good food.",
		"I'm honest, warm and always up for something new.",
		"Work hard, laugh often, and never say no to dessert.",
		"Some say I'm shy at first, but I warm up quickly.",
		"Spontaneous, positive and young at heart.",
		"Sporty, sociable and a sucker for long talks.",
		"Life is too short for boring evenings.",
	},
	life: []string{
		"Free time means {i1}, {i2} and good food.",
		"My weekends are all about {i1} and {i2}.",
		"A perfect day for me: {i1}, good company and a long dinner.",
		"What makes me happy: {i1}.",
		"Things I'm into: {i1} and {i2}.",
		"Best way to unwind after work? {i1}.",
		"Ask me about {i1}, I could talk about it for hours.",
		"I've lived in {city} for years and still discover new spots.",
		"Coffee in the morning, {i1} in the evening.",
		"My friends would describe me as loyal, funny and a little chaotic.",
	},
	seek: []string{
		"Looking for {seek} to share fun dates and good conversations.",
		"Hoping to meet {seek} who enjoys the little things in life.",
		"Fancy a drink together to see where it goes?",
		"Searching for {seek} with a big heart and a good sense of humour.",
		"If you like spontaneous plans, send me a message!",
		"Let's grab a coffee and find out if we click.",
		"Not looking for perfect, just real.",
		"Say hi if you think we'd get along.",
		"Ready for something exciting with {seek} nearby.",
		"Open to a relaxed first date and lots of laughs.",
	},
	seeking: map[string]string{"male": "a man", "female": "a woman", "both": "someone"},
}
