package vault

import (
	"fmt"
	"time"
)

// ParseTime parses an ACL or command-line time: RFC 3339 (with or without
// fractional seconds), or a bare date "2026-06-15" meaning midnight UTC.
// Any year from 0001 to 9999 works; times are kept in UTC.
func ParseTime(s string) (time.Time, error) {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, fmt.Errorf("unparsable time %q (want RFC 3339, e.g. 2026-06-15T14:00:00Z, or a date 2026-06-15)", s)
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
