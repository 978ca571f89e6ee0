package demo

// firstNames are common first names per interface language and gender.
var firstNames = map[string]map[string][]string{
	"en": {
		"female": {"Emma", "Olivia", "Sophie", "Emily", "Grace", "Chloe", "Lucy", "Hannah", "Jessica", "Sarah", "Megan", "Lauren", "Amy", "Rachel", "Katie", "Laura", "Holly", "Ella", "Charlotte", "Amelia", "Isla", "Madison", "Ashley", "Brittany", "Kayla", "Jennifer", "Nicole", "Samantha", "Rebecca", "Natalie", "Zoe", "Abigail", "Victoria", "Molly", "Ruby", "Erin", "Caitlin", "Alice", "Harriet", "Jade"},
		"male":   {"James", "Oliver", "Jack", "Harry", "Thomas", "William", "Daniel", "Matthew", "Ryan", "Michael", "David", "Joshua", "Luke", "Adam", "Samuel", "Ben", "Chris", "Andrew", "Tyler", "Jacob", "Ethan", "Noah", "Liam", "Connor", "Jake", "Nathan", "Josh", "Alex", "Dylan", "Kyle", "Brandon", "Justin", "Aaron", "Sean", "Patrick", "George", "Oscar", "Callum", "Lewis", "Owen"},
	},
	"nl": {
		"female": {"Sanne", "Lotte", "Anouk", "Femke", "Lisa", "Eva", "Iris", "Sophie", "Fleur", "Lieke", "Marloes", "Esther", "Inge", "Annelies", "Kim", "Nina", "Julia", "Noor", "Emma", "Roos", "Merel", "Lianne", "Mirjam", "Joyce", "Sara", "Laura", "Daphne", "Vera", "Ilse", "Maaike", "Wendy", "Linda", "Karin", "Saskia", "Elise", "Marieke", "Hanneke", "Tessa", "Bente", "Floor"},
		"male":   {"Daan", "Bram", "Sem", "Lucas", "Thijs", "Jeroen", "Bas", "Niels", "Ruben", "Stijn", "Tim", "Joost", "Maarten", "Pieter", "Koen", "Sander", "Wouter", "Jasper", "Tom", "Lars", "Jesse", "Milan", "Thomas", "Rick", "Dennis", "Mark", "Erik", "Hans", "Gijs", "Floris", "Jelle", "Robin", "Vincent", "Martijn", "Bart", "Wim", "Dirk", "Arjen", "Tobias", "Mees"},
	},
	"de": {
		"female": {"Anna", "Lena", "Laura", "Julia", "Sarah", "Katharina", "Lisa", "Hannah", "Marie", "Sophie", "Johanna", "Lea", "Nina", "Christina", "Stefanie", "Sabine", "Claudia", "Anja", "Jana", "Franziska", "Miriam", "Melanie", "Vanessa", "Carina", "Theresa", "Leonie", "Mia", "Emilia", "Clara", "Paula", "Greta", "Ines", "Heike", "Petra", "Susanne", "Verena", "Birgit", "Nadine", "Sandra", "Kerstin"},
		"male":   {"Lukas", "Jonas", "Felix", "Maximilian", "Leon", "Paul", "Tobias", "Florian", "Sebastian", "Michael", "Stefan", "Andreas", "Thomas", "Christian", "Daniel", "Markus", "Alexander", "Jan", "Tim", "Niklas", "Moritz", "Philipp", "Matthias", "Simon", "David", "Fabian", "Julian", "Benedikt", "Dominik", "Kai", "Sven", "Jürgen", "Uwe", "Frank", "Ralf", "Torsten", "Marco", "Patrick", "Dennis", "Oliver"},
	},
	"fr": {
		"female": {"Camille", "Léa", "Manon", "Chloé", "Emma", "Inès", "Sarah", "Julie", "Marion", "Pauline", "Claire", "Mathilde", "Lucie", "Élodie", "Amélie", "Céline", "Aurélie", "Sophie", "Juliette", "Charlotte", "Margaux", "Clémence", "Anaïs", "Laure", "Nathalie", "Isabelle", "Sandrine", "Émilie", "Océane", "Louise", "Alice", "Zoé", "Agathe", "Victoire", "Hélène", "Valérie", "Virginie", "Maëlle", "Coralie", "Justine"},
		"male":   {"Lucas", "Hugo", "Thomas", "Nicolas", "Julien", "Maxime", "Antoine", "Alexandre", "Pierre", "Louis", "Mathieu", "Romain", "Guillaume", "Clément", "Adrien", "Benjamin", "Quentin", "Vincent", "Florian", "Sébastien", "Olivier", "François", "Jérôme", "Laurent", "Étienne", "Raphaël", "Théo", "Arthur", "Baptiste", "Paul", "Valentin", "Damien", "Cédric", "Yann", "Loïc", "Arnaud", "Fabien", "Grégoire", "Bastien", "Victor"},
	},
	"it": {
		"female": {"Giulia", "Chiara", "Francesca", "Sara", "Martina", "Valentina", "Alessia", "Federica", "Elisa", "Silvia", "Laura", "Elena", "Giorgia", "Alice", "Sofia", "Aurora", "Beatrice", "Camilla", "Ilaria", "Roberta", "Serena", "Simona", "Paola", "Monica", "Claudia", "Marta", "Veronica", "Arianna", "Noemi", "Greta", "Anna", "Irene", "Eleonora", "Cristina", "Barbara", "Daniela", "Manuela", "Teresa", "Lucia", "Emma"},
		"male":   {"Marco", "Luca", "Alessandro", "Andrea", "Matteo", "Francesco", "Lorenzo", "Davide", "Simone", "Federico", "Giuseppe", "Stefano", "Riccardo", "Paolo", "Roberto", "Giovanni", "Antonio", "Fabio", "Massimo", "Daniele", "Nicola", "Gabriele", "Tommaso", "Leonardo", "Filippo", "Emanuele", "Michele", "Alberto", "Claudio", "Enrico", "Pietro", "Salvatore", "Vincenzo", "Mattia", "Edoardo", "Diego", "Cristian", "Manuel", "Giorgio", "Sergio"},
	},
	"es": {
		"female": {"Lucía", "María", "Paula", "Laura", "Marta", "Andrea", "Sara", "Carmen", "Ana", "Elena", "Cristina", "Alba", "Claudia", "Irene", "Julia", "Raquel", "Patricia", "Silvia", "Beatriz", "Nuria", "Rocío", "Marina", "Carla", "Natalia", "Sofía", "Valeria", "Daniela", "Lorena", "Pilar", "Isabel", "Inés", "Noelia", "Alicia", "Eva", "Teresa", "Rosa", "Mercedes", "Ainhoa", "Itziar", "Gabriela"},
		"male":   {"Alejandro", "Daniel", "Pablo", "David", "Javier", "Carlos", "Sergio", "Adrián", "Álvaro", "Diego", "Jorge", "Mario", "Manuel", "Antonio", "Francisco", "Raúl", "Rubén", "Iván", "Miguel", "Alberto", "Fernando", "Luis", "Hugo", "Marcos", "Víctor", "Óscar", "Jesús", "Guillermo", "Rafael", "Andrés", "Gonzalo", "Ignacio", "Jaime", "Enrique", "Joaquín", "Santiago", "Nicolás", "Mateo", "Iker", "Unai"},
	},
	"pl": {
		"female": {"Anna", "Katarzyna", "Magdalena", "Agnieszka", "Joanna", "Aleksandra", "Natalia", "Monika", "Karolina", "Justyna", "Paulina", "Marta", "Ewa", "Dorota", "Małgorzata", "Barbara", "Zofia", "Julia", "Zuzanna", "Maja", "Weronika", "Oliwia", "Wiktoria", "Alicja", "Kinga", "Sylwia", "Beata", "Izabela", "Patrycja", "Dominika", "Emilia", "Klaudia", "Martyna", "Iwona", "Renata", "Agata", "Marzena", "Edyta", "Lena", "Hanna"},
		"male":   {"Piotr", "Krzysztof", "Tomasz", "Paweł", "Michał", "Marcin", "Jakub", "Kamil", "Łukasz", "Mateusz", "Adam", "Bartosz", "Dawid", "Grzegorz", "Rafał", "Marek", "Andrzej", "Wojciech", "Szymon", "Filip", "Kacper", "Jan", "Antoni", "Maciej", "Sebastian", "Damian", "Patryk", "Przemysław", "Artur", "Robert", "Dariusz", "Zbigniew", "Adrian", "Hubert", "Karol", "Oskar", "Igor", "Wiktor", "Mikołaj", "Stanisław"},
	},
}
