package demo

// frPhrases are the French about-me phrases.
var frPhrases = phrases{
	intro: []string{
		"[Homme simple et plein d'humour.|Femme simple et pleine d'humour.]",
		"J'habite à {city} et je m'y sens bien.",
		"[Sincère, attentionné et toujours partant|Sincère, attentionnée et toujours partante] pour de nouvelles aventures.",
		"Les pieds sur terre, [positif|positive] et un brin [fou|folle].",
		"J'aime profiter de la vie à fond.",
		"Un peu timide au début, mais ça passe vite.",
		"Travailler dur, rire souvent et parfois ne rien faire.",
		"Mes amis me trouvent fidèle, drôle et un peu tête en l'air.",
		"[Sportif|Sportive], sociable et fan des longues discussions.",
		"La vie est trop courte pour les soirées ennuyeuses.",
	},
	life: []string{
		"Pendant mon temps libre : {i1} et {i2}.",
		"Mes week-ends, c'est {i1} et {i2}.",
		"Une journée parfaite ? {i1}, de la bonne compagnie et un long dîner.",
		"Ce qui me rend [heureux|heureuse] : {i1}.",
		"Mes passions : {i1} et {i2}.",
		"Pour décompresser après le travail : {i1}.",
		"Parle-moi de {i1}, je peux en discuter pendant des heures.",
		"Je vis à {city} depuis des années et je découvre encore de nouveaux coins.",
		"Un café le matin, {i1} le soir.",
		"Impossible de vivre sans {i1}.",
	},
	seek: []string{
		"Je cherche {seek} pour partager de beaux rendez-vous et de bonnes conversations.",
		"J'aimerais rencontrer {seek} qui apprécie les petites choses de la vie.",
		"Envie de prendre un verre et de voir où ça nous mène ?",
		"Je cherche {seek} au grand cœur, avec le sens de l'humour.",
		"Si tu aimes les plans improvisés, écris-moi !",
		"Prenons un café et voyons si le courant passe.",
		"Je ne cherche pas la perfection, juste du vrai.",
		"Dis-moi bonjour si tu penses qu'on peut s'entendre.",
		"[Prêt|Prête] à vivre une belle aventure avec {seek} près de chez moi.",
		"[Ouvert|Ouverte] à un premier rendez-vous détendu et plein de rires.",
	},
	seeking: map[string]string{"male": "un homme", "female": "une femme", "both": "quelqu'un"},
}
