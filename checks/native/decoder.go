package native

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
)

// decoder carries one object being decoded and the response model being
// built from it.
type decoder struct {
	path   string
	data   []byte
	top    map[string]json.RawMessage
	format string
	// streamEvents is how many events of a saved stream the object was
	// assembled from (0: it was given whole); the report's metadata says
	// so, as "stream_events".
	streamEvents int
}

// bad is a bad-input error naming the file and the field.
func (d *decoder) bad(field, format string, args ...any) error {
	return &rubric.InputError{File: d.path, Line: 1, Field: field, Msg: fmt.Sprintf("%s: ", d.format) + fmt.Sprintf(format, args...)}
}

// into decodes a raw value into v, naming the field on failure.
func (d *decoder) into(raw json.RawMessage, field string, v any) error {
	if len(raw) == 0 {
		return d.bad(field, "required field missing")
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return d.bad(field, "unexpected shape: %v", err)
	}
	return nil
}

// metadata is the object's top-level fields except those named, as the
// report's metadata object (the trace and the answer live elsewhere;
// document texts are never copied there). Keys are sorted by
// encoding/json, so the bytes are deterministic.
func (d *decoder) metadata(obj map[string]json.RawMessage, except ...string) json.RawMessage {
	m := map[string]json.RawMessage{"format": json.RawMessage(fmt.Sprintf("%q", d.format))}
	if d.streamEvents > 0 {
		m["stream_events"] = json.RawMessage(fmt.Sprint(d.streamEvents))
	}
	for k, v := range obj {
		if !slices.Contains(except, k) {
			m[k] = v
		}
	}
	b, err := json.Marshal(m)
	if err != nil {
		return nil
	}
	return b
}

// atUnix sets the time asked from a Unix timestamp in seconds (the
// format's created_at), when positive.
func atUnix(r *rubric.Response, secs float64) {
	if secs <= 0 {
		return
	}
	t := time.Unix(int64(secs), 0).UTC()
	r.AskedAt, r.AtSource = &t, "format"
}

// timeRFC3339 sets the time asked from the RFC 3339 timestamp in the
// top-level field (the format's createTime). An absent or null field leaves
// the case's time; one that is present but unreadable is bad input, since
// falling back silently would let a malformed time choose the moment access
// is decided. The offset is checked by hand because time.Parse accepts
// hours up to 24 and minutes up to 60 there.
func (d *decoder) timeRFC3339(r *rubric.Response, field string) error {
	raw := d.top[field]
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return d.bad(field, "not an RFC 3339 timestamp string: %s", raw)
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return d.bad(field, "not an RFC 3339 timestamp: %v", err)
	}
	if !offsetInRange(s) {
		return d.bad(field, "time zone offset of %q beyond ±23:59", s)
	}
	t = t.UTC()
	r.AskedAt, r.AtSource = &t, "format"
	return nil
}

// offsetInRange reports whether a timestamp that time.Parse accepted ends in
// Z or an offset of at most 23 hours and 59 minutes.
func offsetInRange(s string) bool {
	if n := len(s); n > 0 && (s[n-1] == 'Z' || s[n-1] == 'z') {
		return true
	}
	if len(s) < 6 {
		return false
	}
	off := s[len(s)-6:] // ±hh:mm, the only other form RFC 3339 allows
	hh := int(off[1]-'0')*10 + int(off[2]-'0')
	mm := int(off[4]-'0')*10 + int(off[5]-'0')
	return hh <= 23 && mm <= 59
}

// timeUnix sets the time asked from the Unix timestamp in seconds in the
// top-level field (created_at, created), when positive; an absent or null
// field leaves the case's time, and one that is not a number is bad input.
func (d *decoder) timeUnix(r *rubric.Response, field string) error {
	raw := d.top[field]
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	var secs float64
	if err := json.Unmarshal(raw, &secs); err != nil {
		return d.bad(field, "not a Unix timestamp in seconds: %s", raw)
	}
	atUnix(r, secs)
	return nil
}

// names builds the document names of a citation or trace entry, in the
// order tried (ID fields, URIs and paths, file names, titles), skipping
// empty values.
func names(pairs ...string) []rubric.DocName {
	var out []rubric.DocName
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i+1] != "" {
			out = append(out, rubric.DocName{Kind: pairs[i], Value: pairs[i+1]})
		}
	}
	return out
}

// traceEntry is a retrieval trace entry naming its document by names.
func traceEntry(ns []rubric.DocName, chunkID string, rank int, score float64, text string) (e retrieval.Retrieved) {
	e.ChunkID, e.Rank, e.Score, e.Text = chunkID, rank, score, text
	e.DocNames = []string{} // a provider's names: resolved with titles and a path's file name
	for i, n := range ns {
		if i == 0 {
			e.Doc = n.Value
		} else {
			e.DocNames = append(e.DocNames, n.Value)
		}
	}
	return e
}
