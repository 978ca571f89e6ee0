package httpapi

import "time"

// jsonTime is t in UTC as RFC 3339 to the second ("2006-01-02T15:04:05Z"), as the API
// writes every time.
func jsonTime(t time.Time) string {
	var b [20]byte
	return string(appendTime(b[:0], t))
}

// appendTime appends t as jsonTime writes it. Lists write a hundred times at a time, so
// the common years are written digit by digit rather than through time.Format.
func appendTime(b []byte, t time.Time) []byte {
	t = t.UTC()
	year, month, day := t.Date() // one calendar reckoning for the three
	if year < 0 || year > 9999 {
		return t.AppendFormat(b, time.RFC3339)
	}
	hour, min, sec := t.Clock()
	return append(b,
		byte('0'+year/1000), byte('0'+year/100%10), byte('0'+year/10%10), byte('0'+year%10), '-',
		byte('0'+month/10), byte('0'+month%10), '-', byte('0'+day/10), byte('0'+day%10), 'T',
		byte('0'+hour/10), byte('0'+hour%10), ':', byte('0'+min/10), byte('0'+min%10), ':',
		byte('0'+sec/10), byte('0'+sec%10), 'Z')
}

// apiTime is a time in an answer, written as jsonTime writes it; unlike a string made
// by jsonTime it costs no allocation until it is written.
type apiTime time.Time

func (t apiTime) MarshalJSON() ([]byte, error) { return t.appendJSON(nil), nil }

func (t apiTime) appendJSON(b []byte) []byte {
	b = append(b, '"')
	b = appendTime(b, time.Time(t))
	return append(b, '"')
}
