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

// atRFC3339 sets the time asked from an RFC 3339 timestamp (the format's
// createTime), when it parses.
func atRFC3339(r *rubric.Response, s string) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		t = t.UTC()
		r.AskedAt, r.AtSource = &t, "format"
	}
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
