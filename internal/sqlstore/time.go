package sqlstore

import "time"

// timeFormat stores times as fixed-width UTC text in both dialects, so that text order
// is time order and scanning needs no driver-specific types.
const timeFormat = "2006-01-02T15:04:05.000000Z"

func formatTime(t time.Time) string { return t.UTC().Format(timeFormat) }

func parseTime(s string) (time.Time, error) { return time.Parse(timeFormat, s) }
