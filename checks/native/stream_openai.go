package native

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// An OpenAI Responses stream ends with response.completed (or
// response.incomplete, cut short by a token limit), whose "response" is
// the whole Response object, the same as the API returns without
// streaming: that object is what is graded. The deltas and the
// annotation.added events are what the user was shown while it
// streamed; a log whose final object gives another text, or another
// annotation at an index an event gave, is one whose final object was
// changed (or whose events were), and grading either would grade what
// the user may not have seen, so it is bad input naming the place.

// oaiStreamEvent is the part of a Responses stream event read here.
type oaiStreamEvent struct {
	Type            string          `json:"type"`
	Response        json.RawMessage `json:"response"`
	OutputIndex     *int            `json:"output_index"`
	ContentIndex    *int            `json:"content_index"`
	AnnotationIndex *int            `json:"annotation_index"`
	Delta           *string         `json:"delta"`
	Text            *string         `json:"text"`
	Annotation      json.RawMessage `json:"annotation"`
	SequenceNumber  *int            `json:"sequence_number"`
}

// oaiStreamPart keys a content part: output[o].content[c].
type oaiStreamPart struct{ o, c int }

func assembleOpenAIStream(path string, events []streamEvent) ([]byte, error) {
	const format = "openai-responses"
	var final json.RawMessage
	finalLine := 0
	deltas := map[oaiStreamPart]string{}
	done := map[oaiStreamPart]string{}
	type added struct {
		ann  json.RawMessage
		line int
	}
	anns := map[oaiStreamPart]map[int]added{}
	var order []oaiStreamPart // parts in the order the events first name them, for deterministic messages
	seen := func(p oaiStreamPart) {
		if !slices.Contains(order, p) {
			order = append(order, p)
		}
	}
	for _, ev := range events {
		var e oaiStreamEvent
		if err := json.Unmarshal(ev.raw, &e); err != nil {
			return nil, streamBad(path, format, ev.line, "event of unexpected shape: %v", err)
		}
		if final != nil {
			return nil, streamBad(path, format, ev.line, "event %q after the stream's final event (line %d)", e.Type, finalLine)
		}
		part := func() (oaiStreamPart, error) {
			if e.OutputIndex == nil || e.ContentIndex == nil || *e.OutputIndex < 0 || *e.ContentIndex < 0 {
				return oaiStreamPart{}, streamBad(path, format, ev.line, "%s without output_index and content_index", e.Type)
			}
			return oaiStreamPart{*e.OutputIndex, *e.ContentIndex}, nil
		}
		switch e.Type {
		case "response.completed", "response.incomplete":
			if len(e.Response) == 0 || !isObject(e.Response) {
				return nil, streamBad(path, format, ev.line, "%s without its response object", e.Type)
			}
			final, finalLine = e.Response, ev.line
		case "response.failed", "error":
			return nil, streamBad(path, format, ev.line, "the stream ended in %s: there is no answer to grade", e.Type)
		case "response.output_text.delta":
			p, err := part()
			if err != nil {
				return nil, err
			}
			seen(p)
			if e.Delta != nil {
				deltas[p] += *e.Delta
			}
		case "response.output_text.done":
			p, err := part()
			if err != nil {
				return nil, err
			}
			seen(p)
			if e.Text != nil {
				done[p] = *e.Text
			}
		case "response.output_text.annotation.added":
			p, err := part()
			if err != nil {
				return nil, err
			}
			if e.AnnotationIndex == nil || *e.AnnotationIndex < 0 || len(e.Annotation) == 0 {
				return nil, streamBad(path, format, ev.line, "%s without annotation_index and annotation", e.Type)
			}
			seen(p)
			if anns[p] == nil {
				anns[p] = map[int]added{}
			}
			k := *e.AnnotationIndex
			if prev, ok := anns[p][k]; ok && !sameJSON(prev.ann, e.Annotation) {
				return nil, streamBad(path, format, ev.line, "annotation %d of output[%d].content[%d] is given again with other content (first at line %d): which one the user was shown cannot be told", k, p.o, p.c, prev.line)
			}
			anns[p][k] = added{e.Annotation, ev.line}
		}
	}
	if final == nil {
		return nil, streamBad(path, format, events[len(events)-1].line, "the stream ends without response.completed (or response.incomplete), whose response is the object graded: it was cut short")
	}
	var resp struct {
		Output []struct {
			Type    string `json:"type"`
			Content []struct {
				Type        string            `json:"type"`
				Text        *string           `json:"text"`
				Annotations []json.RawMessage `json:"annotations"`
			} `json:"content"`
		} `json:"output"`
	}
	if err := json.Unmarshal(final, &resp); err != nil {
		return nil, streamBad(path, format, finalLine, "the final response is of unexpected shape: %v", err)
	}
	finalPart := func(p oaiStreamPart) (string, []json.RawMessage, bool) {
		if p.o >= len(resp.Output) || p.c >= len(resp.Output[p.o].Content) || resp.Output[p.o].Content[p.c].Text == nil {
			return "", nil, false
		}
		c := resp.Output[p.o].Content[p.c]
		return *c.Text, c.Annotations, true
	}
	if len(deltas)+len(done) > 0 {
		// A text part of the final response that no delta or done event
		// streamed, in a stream that streamed text, was never shown.
		for o, item := range resp.Output {
			for c, part := range item.Content {
				p := oaiStreamPart{o, c}
				_, d1 := deltas[p]
				_, d2 := done[p]
				if item.Type == "message" && part.Type == "output_text" && part.Text != nil && strings.TrimSpace(*part.Text) != "" && !d1 && !d2 {
					return nil, streamBad(path, format, finalLine, "output[%d].content[%d] of the final response holds text that no response.output_text event streamed: the user was not shown it", o, c)
				}
			}
		}
	}
	for _, p := range order {
		got, finalAnns, ok := finalPart(p)
		for _, text := range []*string{ptrIf(deltas, p), ptrIf(done, p)} {
			if text == nil {
				continue
			}
			if !ok {
				return nil, streamBad(path, format, finalLine, "text was streamed for output[%d].content[%d], which the final response lacks", p.o, p.c)
			}
			if got != *text {
				return nil, streamBad(path, format, finalLine, "the text streamed for output[%d].content[%d] is not the final response's text there (%d bytes against %d)", p.o, p.c, len(*text), len(got))
			}
		}
		byIndex := anns[p]
		ks := make([]int, 0, len(byIndex))
		for k := range byIndex {
			ks = append(ks, k)
		}
		slices.Sort(ks)
		for _, k := range ks {
			a := byIndex[k]
			if !ok || k >= len(finalAnns) {
				return nil, streamBad(path, format, a.line, "annotation %d of output[%d].content[%d] was streamed, and the final response has no such annotation", k, p.o, p.c)
			}
			if !sameJSON(a.ann, finalAnns[k]) {
				return nil, streamBad(path, format, a.line, "annotation %d of output[%d].content[%d] as streamed is not the final response's annotation %d: %s", k, p.o, p.c, k, annotationDiff(a.ann, finalAnns[k]))
			}
		}
	}
	return final, nil
}

// sameJSON reports whether two JSON values are equal as values (key
// order and spacing aside).
func sameJSON(a, b json.RawMessage) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}

// annotationDiff names the fields two annotations differ in.
func annotationDiff(a, b json.RawMessage) string {
	var x, y map[string]any
	_ = json.Unmarshal(a, &x)
	_ = json.Unmarshal(b, &y)
	var keys []string
	for k, v := range x {
		if !reflect.DeepEqual(v, y[k]) {
			keys = append(keys, k)
		}
	}
	for k := range y {
		if _, ok := x[k]; !ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return fmt.Sprintf("they differ in %v", keys)
}

// ptrIf is &m[k] when m holds k, else nil.
func ptrIf(m map[oaiStreamPart]string, k oaiStreamPart) *string {
	if v, ok := m[k]; ok {
		return &v
	}
	return nil
}
