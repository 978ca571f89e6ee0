package demo

// esPhrases are the Spanish about-me phrases.
var esPhrases = phrases{
	intro: []string{
		"[Hombre sencillo|Mujer sencilla] con mucho sentido del humor.",
		"Vivo en {city} y me encanta.",
		"[Sincero, cariñoso|Sincera, cariñosa] y siempre con ganas de algo nuevo.",
		"Con los pies en la tierra, [positivo y un poco loco|positiva y un poco loca].",
		"Me gusta disfrutar de la vida al máximo.",
		"Al principio soy algo [tímido|tímida], pero se me pasa rápido.",
		"Trabajar duro, reír mucho y de vez en cuando no hacer nada.",
		"Mis amigos dicen que soy [leal, divertido y un poco caótico|leal, divertida y un poco caótica].",
		"Deportista, sociable y fan de las charlas largas.",
		"La vida es demasiado corta para noches aburridas.",
	},
	life: []string{
		"Mis aficiones: {i1}, {i2} y la buena comida.",
		"Los fines de semana son para {i1} y {i2}.",
		"Un día perfecto para mí: {i1}, buena compañía y una cena larga.",
		"Lo que me hace feliz: {i1}.",
		"Mis pasiones son {i1} y {i2}.",
		"Para desconectar después del trabajo: {i1}.",
		"Pregúntame por {i1}, puedo hablar horas del tema.",
		"Llevo años en {city} y todavía descubro rincones nuevos.",
		"Café por la mañana, {i1} por la tarde.",
		"No puedo vivir sin {i1}.",
	},
	seek: []string{
		"Busco {seek} para compartir citas divertidas y buenas conversaciones.",
		"Quiero encontrar {seek} que disfrute de las pequeñas cosas.",
		"¿Te apetece tomar algo y ver qué pasa?",
		"Busco {seek} con buen corazón y sentido del humor.",
		"Si te gustan los planes espontáneos, ¡escríbeme!",
		"Tomemos un café y veamos si hay química.",
		"No busco la perfección, solo algo auténtico.",
		"Salúdame si crees que podemos encajar.",
		"Con ganas de vivir algo emocionante cerca de casa.",
		"[Abierto|Abierta] a una primera cita tranquila y muchas risas.",
	},
	seeking: map[string]string{"male": "un hombre", "female": "una mujer", "both": "a alguien"},
}
