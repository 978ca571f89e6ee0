package geo

import (
	"math"
	"testing"
)

func TestDistanceKm(t *testing.T) {
	tests := []struct {
		name                   string
		lat1, lon1, lat2, lon2 float64
		want, tolerance        float64
	}{
		{"SamePoint", 52.37, 4.90, 52.37, 4.90, 0, 1e-9},
		{"AmsterdamParis", 52.3676, 4.9041, 48.8566, 2.3522, 430, 5},
		{"LondonNewYork", 51.5074, -0.1278, 40.7128, -74.0060, 5570, 15},
		{"SydneyAuckland", -33.8688, 151.2093, -36.8485, 174.7633, 2155, 15},
		{"OneDegreeOfLatitude", 10, 20, 11, 20, 111.2, 0.1},
		{"AcrossTheAntimeridian", 0, 179.5, 0, -179.5, 111.2, 0.1},
		{"Antipodes", 0, 0, 0, 180, math.Pi * earthRadiusKm, 1e-6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DistanceKm(tt.lat1, tt.lon1, tt.lat2, tt.lon2)
			if math.Abs(got-tt.want) > tt.tolerance {
				t.Errorf("DistanceKm = %.2f, want %.2f ± %g", got, tt.want, tt.tolerance)
			}
			if back := DistanceKm(tt.lat2, tt.lon2, tt.lat1, tt.lon1); math.Abs(back-got) > 1e-9 {
				t.Errorf("DistanceKm is not symmetric: %.6f one way, %.6f the other", got, back)
			}
		})
	}
}

func TestReverse(t *testing.T) {
	tests := []struct {
		name                    string
		lat, lon                float64
		wantCity                string // "" when no place may be found
		wantCountry, wantRegion string
	}{
		{"AmsterdamEast", 52.40, 4.95, "Amsterdam", "NL", "NL-NH"},
		{"BerlinSouthWest", 52.45, 13.30, "Berlin", "DE", "DE-BE"},
		{"MünchenNorth", 48.20, 11.60, "München", "DE", "DE-BY"},
		{"ParisNorth", 48.87, 2.33, "Paris", "FR", "FR-IDF"},
		{"WienNorthEast", 48.25, 16.45, "Wien", "AT", "AT-9"},
		{"ZürichNorthWest", 47.40, 8.50, "Zürich", "CH", "CH-ZH"},
		{"MadridNorth", 40.45, -3.65, "Madrid", "ES", "ES-MD"},
		{"WarszawaWest", 52.22, 20.95, "Warszawa", "PL", "PL-14"},
		{"EdinburghSea", 56.00, -3.15, "Edinburgh", "GB", "GB-SCT"},
		{"DublinNorthEast", 53.37, -6.20, "Dublin", "IE", "IE-D"},
		{"NewYorkQueens", 40.75, -73.95, "New York", "US", "US-NY"},
		{"AnchorageOutskirts", 61.30, -149.60, "Anchorage", "US", "US-AK"},
		{"HonoluluInland", 21.35, -157.90, "Honolulu", "US", "US-HI"},
		{"TorontoNorth", 43.75, -79.35, "Toronto", "CA", "CA-ON"},
		{"SydneyNorthShore", -33.80, 151.25, "Sydney", "AU", "AU-NSW"},
		{"AucklandSouth", -36.90, 174.80, "Auckland", "NZ", "NZ-AUK"},
		{"RuralMontana", 46.90, -111.50, "Helena", "US", "US-MT"},
		{"MidAtlantic", 30, -40, "", "", ""},
		{"NorthSea", 56.5, 3.0, "", "", ""},
		{"NorthPole", 90, 0, "", "", ""},
		{"SouthPole", -90, 0, "", "", ""},
		{"LatitudeTooHigh", 90.5, 4.9, "", "", ""},
		{"LatitudeTooLow", -91, 4.9, "", "", ""},
		{"LongitudeTooHigh", 52.37, 180.5, "", "", ""},
		{"LongitudeTooLow", 52.37, -181, "", "", ""},
		{"LatitudeNaN", math.NaN(), 4.9, "", "", ""},
		{"LongitudeNaN", 52.37, math.NaN(), "", "", ""},
		{"LongitudeInfinite", 52.37, math.Inf(1), "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Reverse(tt.lat, tt.lon)
			if tt.wantCity == "" {
				if ok {
					t.Errorf("Reverse(%v, %v) = %+v, want no place", tt.lat, tt.lon, got)
				}
				return
			}
			if !ok {
				t.Fatalf("Reverse(%v, %v) found no place, want %s", tt.lat, tt.lon, tt.wantCity)
			}
			if got.City != tt.wantCity || got.Country != tt.wantCountry || got.Region != tt.wantRegion {
				t.Errorf("Reverse(%v, %v) = %s, %s, %s; want %s, %s, %s", tt.lat, tt.lon,
					got.City, got.Country, got.Region, tt.wantCity, tt.wantCountry, tt.wantRegion)
			}
			c, found := FindCity(got.Country, got.City)
			if !found || c.Lat != got.Lat || c.Lon != got.Lon {
				t.Errorf("Reverse(%v, %v) gives %.4f,%.4f, want the city's own coordinates", tt.lat, tt.lon, got.Lat, got.Lon)
			}
			want := math.Round(DistanceKm(tt.lat, tt.lon, c.Lat, c.Lon)*10) / 10
			if got.DistanceKm != want || got.DistanceKm > MaxDistanceKm {
				t.Errorf("Reverse(%v, %v).DistanceKm = %v, want %v", tt.lat, tt.lon, got.DistanceKm, want)
			}
		})
	}
}

// reverseByScan is the obvious implementation Reverse must agree with: the
// nearest of all cities by haversine distance, if within MaxDistanceKm.
func reverseByScan(lat, lon float64) (string, bool) {
	best, bestKm := "", math.Inf(1)
	for _, c := range cities {
		if km := DistanceKm(lat, lon, c.Lat, c.Lon); km < bestKm {
			best, bestKm = c.Country+"/"+c.Region+"/"+c.Name, km
		}
	}
	return best, bestKm <= MaxDistanceKm
}

// destination is the point distanceKm from (lat, lon) on the initial bearing
// bearingDeg (clockwise from north), with the longitude in [-180, 180].
func destination(lat, lon, bearingDeg, distanceKm float64) (float64, float64) {
	const rad = math.Pi / 180
	d := distanceKm / earthRadiusKm
	phi, lambda, theta := lat*rad, lon*rad, bearingDeg*rad
	phi2 := math.Asin(math.Sin(phi)*math.Cos(d) + math.Cos(phi)*math.Sin(d)*math.Cos(theta))
	lambda2 := lambda + math.Atan2(math.Sin(theta)*math.Sin(d)*math.Cos(phi), math.Cos(d)-math.Sin(phi)*math.Sin(phi2))
	lon2 := math.Mod(lambda2/rad+540, 360) - 180
	return phi2 / rad, lon2
}

func TestReverseAgreesWithFullScan(t *testing.T) {
	// Points around every city just inside and just outside MaxDistanceKm in
	// four directions, where a too tight bounding box would lose a city and
	// a wrong distance would misplace one, and a coarse grid over the globe
	// for the poles, the oceans and the antimeridian.
	type point struct{ lat, lon float64 }
	var rings, grid []point
	for _, c := range cities {
		for bearing := 0.0; bearing < 360; bearing += 90 {
			for _, km := range []float64{MaxDistanceKm - 0.05, MaxDistanceKm + 0.05} {
				lat, lon := destination(c.Lat, c.Lon, bearing, km)
				rings = append(rings, point{lat, lon})
			}
		}
	}
	for lat := -90.0; lat <= 90; lat += 4 {
		for lon := -180.0; lon <= 180; lon += 4 {
			grid = append(grid, point{lat, lon})
		}
	}
	for _, set := range []struct {
		name   string
		points []point
	}{{"AroundCities", rings}, {"Globe", grid}} {
		t.Run(set.name, func(t *testing.T) {
			placed := 0
			for _, p := range set.points {
				want, wantOK := reverseByScan(p.lat, p.lon)
				got, ok := Reverse(p.lat, p.lon)
				if ok != wantOK || (ok && got.Country+"/"+got.Region+"/"+got.City != want) {
					t.Fatalf("Reverse(%v, %v) = %+v, %v; full scan finds %s, %v", p.lat, p.lon, got, ok, want, wantOK)
				}
				if ok {
					placed++
				}
			}
			if placed == 0 || placed == len(set.points) {
				t.Errorf("%d of %d points placed, want some but not all", placed, len(set.points))
			}
		})
	}
	// Each city's own position is placed in that city (no two cities share
	// one).
	for _, c := range cities {
		got, ok := Reverse(c.Lat, c.Lon)
		if !ok || got.City != c.Name || got.Region != c.Region || got.DistanceKm != 0 {
			t.Errorf("Reverse at %s (%s) = %+v, %v", c.Name, c.Region, got, ok)
		}
	}
}

func BenchmarkReverse(b *testing.B) {
	// A mix of points in cities, between them and far from any.
	points := [][2]float64{
		{52.40, 4.95}, {48.20, 11.60}, {40.75, -73.95}, {-33.80, 151.25},
		{46.90, -111.50}, {30, -40}, {53.37, -6.20}, {45.0, -100.0},
		{41.9, 12.5}, {-41.3, 174.8}, {64.8, -147.7}, {51.0, 10.0},
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p := points[i%len(points)]
		Reverse(p[0], p[1])
	}
}
