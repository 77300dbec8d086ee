package native

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// An OpenAI Assistants run stream (runs.create(..., stream=True), or
// threads.createAndRun) names each event on its server-sent "event:"
// line, its data the object: thread.run.* events a Run, thread.run.step.*
// a RunStep (its file_search results present when the run was created
// with include[]=step_details.tool_calls[*].file_search.results[*].content),
// thread.message.delta a MessageDelta (text pieces and annotations by
// index), thread.message.completed the whole Message, then
// thread.run.completed and "done". A log of the SDK's events as JSON
// ({"event", "data"} each) is read the same, and so is a log of the data
// objects alone, each named by its object and status (a thread.message
// whose status is "completed" is thread.message.completed).
//
// The stream is the openai-assistants wrapper: {"message": the completed
// assistant message, "run_steps": the run's steps as they completed}.
// The message deltas are what the user was shown: the text they joined
// must be the completed message's text at the same content index, and
// every annotation a delta gave (its fields, merged by index) must be
// the completed message's annotation at that index, else the final
// object was changed (or the events were) and it is bad input naming
// the place. A run that failed, was cancelled or expired, an error
// event, a stream cut short (no thread.run.completed, or
// thread.run.incomplete with its incomplete message), events after the
// run's end, a step that did not complete, events of two runs, and a run
// that wrote several messages (the wrapper grades one) are bad input.

// assistantsObjects are the objects whose events the stream carries.
var assistantsObjects = map[string]bool{
	"thread": true, "thread.run": true, "thread.run.step": true, "thread.run.step.delta": true,
	"thread.message": true, "thread.message.delta": true,
}

// isAssistantsEvent reports whether ev is an Assistants stream event:
// named thread.* on its SSE line or in an {"event", "data"} object, or
// an object of those the stream carries.
func isAssistantsEvent(ev streamEvent) bool {
	name, _ := assistantsEvent(ev)
	return strings.HasPrefix(name, "thread.")
}

// assistantsEvent is the event's name and data: the SSE name, else the
// {"event", "data"} pair's, else the object's own type and status.
func assistantsEvent(ev streamEvent) (string, json.RawMessage) {
	if ev.name != "" {
		return ev.name, ev.raw
	}
	var e struct {
		Event  *string         `json:"event"`
		Data   json.RawMessage `json:"data"`
		Object string          `json:"object"`
		Status string          `json:"status"`
	}
	if json.Unmarshal(ev.raw, &e) != nil {
		return "", nil
	}
	if e.Event != nil && len(e.Data) > 0 {
		return *e.Event, e.Data
	}
	if !assistantsObjects[e.Object] {
		return "", nil
	}
	if strings.HasSuffix(e.Object, ".delta") || e.Object == "thread" {
		if e.Object == "thread" {
			return "thread.created", ev.raw
		}
		return e.Object, ev.raw
	}
	return e.Object + "." + e.Status, ev.raw
}

// asstObj is the part of a run, step or message object read here.
type asstObj struct {
	ID     string `json:"id"`
	Object string `json:"object"`
	Status string `json:"status"`
	Role   string `json:"role"`
	RunID  string `json:"run_id"`
}

// asstDelta is a thread.message.delta's data.
type asstDelta struct {
	ID    string `json:"id"`
	Delta struct {
		Content []struct {
			Index *int   `json:"index"`
			Type  string `json:"type"`
			Text  *struct {
				Value       *string                      `json:"value"`
				Annotations []map[string]json.RawMessage `json:"annotations"`
			} `json:"text"`
		} `json:"content"`
	} `json:"delta"`
}

// asstPart keys a message's content part: message id, content index.
type asstPart struct {
	msg string
	c   int
}

func assembleAssistantsStream(path string, events []streamEvent) ([]byte, error) {
	const format = "openai-assistants"
	runID, runEnd := "", ""
	endLine, lastRunStatus := 0, ""
	type obj struct {
		raw  json.RawMessage
		line int
		o    asstObj
	}
	steps := map[string]*obj{}
	var stepOrder []string
	messages := map[string]*obj{} // completed (or incomplete) messages
	var msgOrder []string
	texts := map[asstPart]string{}
	anns := map[asstPart]map[int]map[string]json.RawMessage{}
	annLine := map[asstPart]map[int]int{}
	var parts []asstPart
	for k, ev := range events {
		name, data := assistantsEvent(ev)
		at := func(m string, args ...any) error {
			return streamBad(path, format, ev.line, "event %d (%s): %s", k, name, fmt.Sprintf(m, args...))
		}
		if name == "" {
			return nil, streamBad(path, format, ev.line, "event %d names no Assistants stream event (an SSE event: line, an {\"event\", \"data\"} object, or a thread.* object)", k)
		}
		if runEnd != "" && name != "done" {
			return nil, at("an event after %s (line %d)", runEnd, endLine)
		}
		var o asstObj
		if name != "done" && name != "error" {
			if err := json.Unmarshal(data, &o); err != nil || !isObject(data) {
				return nil, at("its data is no object")
			}
		}
		switch {
		case name == "done":
			if runEnd == "" {
				return nil, at("done before the run ended (thread.run.completed)")
			}
		case name == "error":
			return nil, at("the stream ended in an error: there is no answer to grade")
		case name == "thread.created":
		case strings.HasPrefix(name, "thread.run.step."):
			st := strings.TrimPrefix(name, "thread.run.step.")
			if st == "delta" {
				continue // the step as it completed carries all of it
			}
			if o.ID == "" {
				return nil, at("a run step without its id")
			}
			switch st {
			case "created", "in_progress", "completed":
			case "failed", "cancelled", "expired":
				return nil, at("run step %q %s: what the run retrieved cannot be told", o.ID, st)
			default:
				return nil, at("an event an Assistants stream does not send")
			}
			if prev, ok := steps[o.ID]; !ok {
				stepOrder = append(stepOrder, o.ID)
			} else if prev.o.Status == "completed" && !sameJSON(prev.raw, data) {
				// Two accounts of what one search found: the trace
				// would be whichever came last.
				return nil, at("run step %q is given again with other content after it completed (line %d)", o.ID, prev.line)
			}
			steps[o.ID] = &obj{data, ev.line, o}
		case strings.HasPrefix(name, "thread.run."):
			st := strings.TrimPrefix(name, "thread.run.")
			if runID != "" && o.ID != "" && o.ID != runID {
				// Another run's steps or message are no part of this one.
				return nil, at("events of run %q after those of run %q: a saved stream is one run's", o.ID, runID)
			}
			if o.ID != "" {
				runID = o.ID
			}
			lastRunStatus = st
			switch st {
			case "created", "queued", "in_progress", "requires_action", "cancelling":
			case "completed", "incomplete":
				runEnd, endLine = name, ev.line
			case "failed", "cancelled", "expired":
				return nil, at("the run ended %s: there is no answer to grade", st)
			default:
				return nil, at("an event an Assistants stream does not send")
			}
		case name == "thread.message.delta":
			var d asstDelta
			if err := json.Unmarshal(data, &d); err != nil || d.ID == "" {
				return nil, at("a message delta without its message id, or of unexpected shape")
			}
			for _, c := range d.Delta.Content {
				if c.Index == nil || *c.Index < 0 {
					return nil, at("a content delta without its index")
				}
				if c.Text == nil {
					continue
				}
				p := asstPart{d.ID, *c.Index}
				if !slices.Contains(parts, p) {
					parts = append(parts, p)
				}
				if c.Text.Value != nil {
					texts[p] += *c.Text.Value
				}
				for _, a := range c.Text.Annotations {
					var i *int
					if json.Unmarshal(a["index"], &i) != nil || i == nil || *i < 0 {
						return nil, at("an annotation of message %q without its index", d.ID)
					}
					if anns[p] == nil {
						anns[p], annLine[p] = map[int]map[string]json.RawMessage{}, map[int]int{}
					}
					m := anns[p][*i]
					if m == nil {
						m = map[string]json.RawMessage{}
						anns[p][*i], annLine[p][*i] = m, ev.line
					}
					for key, v := range a {
						if key == "index" {
							continue
						}
						if prev, ok := m[key]; ok && !sameJSON(prev, v) {
							return nil, at("annotation %d of message %q content[%d] is given again with another %s (first at line %d): which one the user was shown cannot be told", *i, d.ID, *c.Index, key, annLine[p][*i])
						}
						m[key] = v
					}
				}
			}
		case strings.HasPrefix(name, "thread.message."):
			st := strings.TrimPrefix(name, "thread.message.")
			switch st {
			case "created", "in_progress":
			case "completed", "incomplete":
				if o.ID == "" {
					return nil, at("a message without its id")
				}
				if prev, ok := messages[o.ID]; ok && !sameJSON(prev.raw, data) {
					return nil, at("message %q is given again with other content (first at line %d)", o.ID, prev.line)
				}
				if _, ok := messages[o.ID]; !ok {
					msgOrder = append(msgOrder, o.ID)
				}
				messages[o.ID] = &obj{data, ev.line, o}
			default:
				return nil, at("an event an Assistants stream does not send")
			}
		default:
			return nil, at("an event an Assistants stream does not send")
		}
	}
	last := events[len(events)-1].line
	if runEnd == "" {
		why := "the stream was cut short"
		if lastRunStatus == "requires_action" {
			why = "the run waits on tool outputs (thread.run.requires_action); save the stream that submitting them continues as well"
		}
		return nil, streamBad(path, format, last, "the %d events end without thread.run.completed: %s", len(events), why)
	}
	var final *obj
	for _, id := range msgOrder {
		m := messages[id]
		if m.o.Role != "" && m.o.Role != "assistant" {
			continue
		}
		if final != nil {
			return nil, streamBad(path, format, m.line, "the run wrote messages %q and %q: the openai-assistants wrapper grades one message (grade each as {\"message\", \"run_steps\"})", final.o.ID, id)
		}
		final = m
	}
	if final == nil {
		return nil, streamBad(path, format, last, "the run ended with no thread.message.completed: there is no answer to grade")
	}
	if runID != "" && final.o.RunID != "" && final.o.RunID != runID {
		return nil, streamBad(path, format, final.line, "message %q is of run %q, the stream of run %q", final.o.ID, final.o.RunID, runID)
	}
	var msg struct {
		Content []struct {
			Type string `json:"type"`
			Text *struct {
				Value       string                       `json:"value"`
				Annotations []map[string]json.RawMessage `json:"annotations"`
			} `json:"text"`
		} `json:"content"`
	}
	if err := json.Unmarshal(final.raw, &msg); err != nil {
		return nil, streamBad(path, format, final.line, "the completed message is of unexpected shape: %v", err)
	}
	for _, p := range parts {
		if p.msg != final.o.ID {
			if _, ok := messages[p.msg]; !ok {
				return nil, streamBad(path, format, last, "text was streamed for message %q, which never completed", p.msg)
			}
			continue
		}
		if p.c >= len(msg.Content) || msg.Content[p.c].Text == nil {
			return nil, streamBad(path, format, final.line, "text was streamed for content[%d] of message %q, which the completed message lacks", p.c, p.msg)
		}
		got := msg.Content[p.c].Text
		if t, ok := texts[p]; ok && t != got.Value {
			return nil, streamBad(path, format, final.line, "the text streamed for content[%d] of message %q is not the completed message's text there (%d bytes against %d)", p.c, p.msg, len(t), len(got.Value))
		}
		ks := make([]int, 0, len(anns[p]))
		for i := range anns[p] {
			ks = append(ks, i)
		}
		slices.Sort(ks)
		for _, i := range ks {
			line := annLine[p][i]
			if i >= len(got.Annotations) {
				return nil, streamBad(path, format, line, "annotation %d of message %q content[%d] was streamed, and the completed message has no such annotation", i, p.msg, p.c)
			}
			if diff := notIn(anns[p][i], got.Annotations[i]); len(diff) > 0 {
				return nil, streamBad(path, format, line, "annotation %d of message %q content[%d] as streamed is not the completed message's annotation %d: they differ in %v", i, p.msg, p.c, i, diff)
			}
		}
	}
	// A part of the completed message with text no delta streamed, in a
	// stream that streamed the message's text, was never shown: graded,
	// it would grade what the user did not see.
	streamed := false
	for _, p := range parts {
		streamed = streamed || p.msg == final.o.ID
	}
	for c, part := range msg.Content {
		if _, ok := texts[asstPart{final.o.ID, c}]; streamed && !ok && part.Type == "text" && part.Text != nil && strings.TrimSpace(part.Text.Value) != "" {
			return nil, streamBad(path, format, final.line, "content[%d] of message %q holds text that no thread.message.delta streamed: the user was not shown it", c, final.o.ID)
		}
	}
	runSteps := make([]json.RawMessage, 0, len(stepOrder))
	for _, id := range stepOrder {
		s := steps[id]
		if s.o.Status != "completed" {
			return nil, streamBad(path, format, s.line, "run step %q never completed (its last status is %q): what the run retrieved cannot be told", id, s.o.Status)
		}
		runSteps = append(runSteps, s.raw)
	}
	rs, _ := json.Marshal(runSteps)
	return json.Marshal(map[string]json.RawMessage{"message": final.raw, "run_steps": rs})
}

// notIn names the fields of a streamed annotation that the final one
// does not give the same (a nested object's fields each, so a delta
// that gave part of file_citation is compared on that part).
func notIn(streamed, final map[string]json.RawMessage) []string {
	var diff []string
	for key, v := range streamed {
		f, ok := final[key]
		if !ok {
			diff = append(diff, key)
			continue
		}
		var sv, fv any
		_ = json.Unmarshal(v, &sv)
		_ = json.Unmarshal(f, &fv)
		if sm, ok := sv.(map[string]any); ok {
			if fm, ok := fv.(map[string]any); ok {
				for k2, x := range sm {
					if !reflect.DeepEqual(x, fm[k2]) {
						diff = append(diff, key+"."+k2)
					}
				}
				continue
			}
		}
		if !reflect.DeepEqual(sv, fv) {
			diff = append(diff, key)
		}
	}
	slices.Sort(diff)
	return diff
}
