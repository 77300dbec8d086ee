package vault

import (
	"fmt"
	"time"
)

// ParseTime parses an ACL or command-line time: RFC 3339 (with or without
// fractional seconds), or a bare date "2026-06-15" meaning midnight UTC.
// Any year from 0001 to 9999 works, 0001-01-01T00:00:00Z included (it is
// a time like any other: callers that need "no time given" say so apart
// from the value); an offset beyond +-23:59 is refused. Times are kept in
// UTC.
func ParseTime(s string) (time.Time, error) {
	if t, err := ParseRFC3339(s); err == nil {
		return t.UTC(), nil
	}
	if t, err := time.Parse("2006-01-02", s); err == nil {
		return t.UTC(), nil
	}
	if missingZone(s) {
		return time.Time{}, zoneError(s)
	}
	return time.Time{}, fmt.Errorf("unparsable time %q (want RFC 3339, e.g. 2026-06-15T14:00:00Z, or a date 2026-06-15)", s)
}

// missingZone reports whether s is a date and time of day with no offset
// ("2026-06-15T14:00:00"): the commonest slip, which RFC 3339 refuses
// because the instant it names depends on where it is read.
func missingZone(s string) bool {
	for _, layout := range []string{"2006-01-02T15:04:05.999999999", "2006-01-02T15:04", "2006-01-02 15:04:05.999999999"} {
		if _, err := time.Parse(layout, s); err == nil {
			return true
		}
	}
	return false
}

// zoneError says what to add to a time without a zone.
func zoneError(s string) error {
	return fmt.Errorf("%q has no time zone: add a zone, e.g. Z for UTC (2026-06-15T14:00:00Z) or an offset (2026-06-15T14:00:00+02:00)", s)
}

// ParseRFC3339 parses an RFC 3339 time (fractional seconds optional),
// keeping its offset. Go's time.Parse accepts offsets up to +-24:00 and
// minutes up to 60 ("+23:60"); RFC 3339 allows hours 00-23 and minutes
// 00-59, so anything beyond +-23:59 is refused here, naming the offset.
func ParseRFC3339(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		if missingZone(s) {
			return time.Time{}, zoneError(s)
		}
		return time.Time{}, fmt.Errorf("%q is not an RFC 3339 time (like 2026-06-15T14:00:00Z)", s)
	}
	if n := len(s); n >= 6 && (s[n-6] == '+' || s[n-6] == '-') && s[n-3] == ':' {
		hh, mm := s[n-5:n-3], s[n-2:]
		if hh > "23" || mm > "59" {
			return time.Time{}, fmt.Errorf("%q has the offset %s, beyond +-23:59", s, s[n-6:])
		}
	}
	return t, nil
}

// window is a half-open interval [from, until); a zero bound is open.
type window struct {
	from, until time.Time
}

// contains reports whether t lies in the window: from inclusive, until
// exclusive.
func (w window) contains(t time.Time) bool {
	if !w.from.IsZero() && t.Before(w.from) {
		return false
	}
	if !w.until.IsZero() && !t.Before(w.until) {
		return false
	}
	return true
}

// formatWindow renders a window as "2026-01-05..2026-08-01" with open ends
// left blank; a bound at midnight UTC prints as a date.
func formatWindow(from, until time.Time) string {
	return formatBound(from) + ".." + formatBound(until)
}

func formatBound(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	t = t.UTC()
	if t.Hour() == 0 && t.Minute() == 0 && t.Second() == 0 && t.Nanosecond() == 0 {
		return t.Format("2006-01-02")
	}
	return t.Format(time.RFC3339Nano)
}

// parseWindow parses optional from/until strings of one JSON line and
// rejects an until that is not after from.
func parseWindow(file string, line int, from, until *string) (time.Time, time.Time, error) {
	var f, u time.Time
	var err error
	if from != nil {
		if f, err = ParseTime(*from); err != nil {
			return f, u, &InputError{File: file, Line: line, Field: "from", Msg: err.Error()}
		}
		if f.IsZero() { // 0001-01-01T00:00:00Z is Go's zero time: an open bound is the same thing
			f = time.Time{}
		}
	}
	if until != nil {
		if u, err = ParseTime(*until); err != nil {
			return f, u, &InputError{File: file, Line: line, Field: "until", Msg: err.Error()}
		}
		if u.IsZero() {
			return f, u, &InputError{File: file, Line: line, Field: "until", Msg: "until 0001-01-01T00:00:00Z leaves an empty window"}
		}
	}
	if !f.IsZero() && !u.IsZero() && !u.After(f) {
		return f, u, &InputError{File: file, Line: line, Field: "until", Msg: fmt.Sprintf("until %s is not after from %s (windows are half-open: from inclusive, until exclusive)", *until, *from)}
	}
	return f, u, nil
}
