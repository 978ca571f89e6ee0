package geo

import (
	"math"
	"sort"

	"amora"
)

// Place is where a point lies: the nearest known city within MaxDistanceKm,
// its country and region. Lat and Lon are the city's coordinates, not the
// point's, so a caller that stores a Place does not keep a member's exact
// position.
type Place struct {
	Country    string  `json:"country"`
	Region     string  `json:"region"`
	City       string  `json:"city"`
	Lat        float64 `json:"lat"`
	Lon        float64 `json:"lon"`
	DistanceKm float64 `json:"distance_km"` // from the point to the city, rounded to 0.1 km
}

// MaxDistanceKm is how far from a city's centre a point may lie and still be
// placed in that city by Reverse.
const MaxDistanceKm = 75

// earthRadiusKm is the mean radius of the Earth (IUGG).
const earthRadiusKm = 6371.0088

// citiesByLat holds the cities sorted by latitude, so that Reverse only looks
// at the band of latitudes a city within MaxDistanceKm can lie in.
var citiesByLat = func() []amora.City {
	list := append([]amora.City(nil), cities...)
	sort.SliceStable(list, func(i, j int) bool { return list[i].Lat < list[j].Lat })
	return list
}()

// Reverse finds the city nearest to the point (lat, lon), in degrees, by
// great-circle distance. The boolean is false when no city lies within
// MaxDistanceKm, or when lat is outside [-90, 90], lon outside [-180, 180]
// or either is not a finite number.
//
// Candidates are narrowed to the exact bounding box of the circle of radius
// MaxDistanceKm around the point (a latitude band found by binary search,
// then a longitude window that widens towards the poles and wraps at the
// antimeridian), and only those get the haversine formula.
func Reverse(lat, lon float64) (Place, bool) {
	if !(lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180) { // also rejects NaN
		return Place{}, false
	}
	radius := MaxDistanceKm / earthRadiusKm // angular radius, radians
	dLat := radius * 180 / math.Pi
	dLon := 180.0 // the circle reaches a pole: any longitude
	if math.Abs(lat)+dLat < 90 {
		dLon = math.Asin(math.Sin(radius)/math.Cos(lat*math.Pi/180)) * 180 / math.Pi
	}
	const slack = 1e-9 // keep points on the box's edge despite rounding

	best, bestKm := -1, math.Inf(1)
	i := sort.Search(len(citiesByLat), func(i int) bool { return citiesByLat[i].Lat >= lat-dLat-slack })
	for ; i < len(citiesByLat) && citiesByLat[i].Lat <= lat+dLat+slack; i++ {
		c := &citiesByLat[i]
		if lonGap(lon, c.Lon) > dLon+slack {
			continue
		}
		if km := DistanceKm(lat, lon, c.Lat, c.Lon); km < bestKm {
			best, bestKm = i, km
		}
	}
	if best < 0 || bestKm > MaxDistanceKm {
		return Place{}, false
	}
	c := citiesByLat[best]
	return Place{
		Country:    c.Country,
		Region:     c.Region,
		City:       c.Name,
		Lat:        c.Lat,
		Lon:        c.Lon,
		DistanceKm: math.Round(bestKm*10) / 10,
	}, true
}

// lonGap is the difference between two longitudes in degrees, going the short
// way round, so that 179.9 and -179.9 are 0.2 apart.
func lonGap(a, b float64) float64 {
	d := math.Abs(a - b)
	if d > 180 {
		d = 360 - d
	}
	return d
}

// DistanceKm is the great-circle distance in kilometres between two points
// given in degrees, by the haversine formula on a sphere of the Earth's mean
// radius (within about 0.5 % of the true ellipsoidal distance).
func DistanceKm(lat1, lon1, lat2, lon2 float64) float64 {
	const rad = math.Pi / 180
	sinLat := math.Sin((lat2 - lat1) * rad / 2)
	sinLon := math.Sin((lon2 - lon1) * rad / 2)
	h := sinLat*sinLat + math.Cos(lat1*rad)*math.Cos(lat2*rad)*sinLon*sinLon
	return 2 * earthRadiusKm * math.Asin(math.Sqrt(math.Min(1, h)))
}
