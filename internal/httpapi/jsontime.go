package httpapi

import "time"

// jsonTime is t in UTC as RFC 3339 to the second ("2006-01-02T15:04:05Z"), as the API
// writes every time. Lists write a hundred at a time, so the common years are written
// digit by digit rather than through time.Format.
func jsonTime(t time.Time) string {
	t = t.UTC()
	year := t.Year()
	if year < 0 || year > 9999 {
		return t.Format(time.RFC3339)
	}
	month, day := t.Month(), t.Day()
	hour, min, sec := t.Clock()
	b := [20]byte{
		byte('0' + year/1000), byte('0' + year/100%10), byte('0' + year/10%10), byte('0' + year%10), '-',
		byte('0' + month/10), byte('0' + month%10), '-', byte('0' + day/10), byte('0' + day%10), 'T',
		byte('0' + hour/10), byte('0' + hour%10), ':', byte('0' + min/10), byte('0' + min%10), ':',
		byte('0' + sec/10), byte('0' + sec%10), 'Z',
	}
	return string(b[:])
}
