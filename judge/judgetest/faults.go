package judgetest

import (
	"fmt"
	"strings"
)

// Answer is what the fake sends back for one request: an HTTP error
// (Status != 0), or a chat completion with Content, a Refusal, the
// reply as a tool call, and a finish reason.
type Answer struct {
	Status   int
	Body     string // the error body when Status != 0
	Content  string
	Refusal  string
	ToolCall bool
	Finish   string
}

// Fault is one way a real model or server misbehaves. Apply gets the
// request and the correct reply and returns what to send instead; ok is
// false when the fault does not apply to this request (it is then
// answered correctly and not counted as faulted).
type Fault struct {
	Name  string
	Apply func(r *Request, rp Reply) (a Answer, ok bool)
}

// content is a correct-shaped answer with the given content.
func content(s string) Answer { return Answer{Content: s, Finish: "stop"} }

// Faults are the behaviours the judge must survive, as listed in the
// issue that asked for this fake (reorders, omits, adds, fences, prose,
// string booleans, extra fields, refusal, tool call, trailing JSON, 400
// on temperature, 400 on json_schema, generic schema filler), plus
// reasoning in <think> blocks and a reply cut off at the cap.
var Faults = []Fault{
	{"reorder", func(r *Request, rp Reply) (Answer, bool) {
		if len(rp.Keys) < 2 {
			return Answer{}, false
		}
		for i, j := 0, len(rp.Keys)-1; i < j; i, j = i+1, j-1 {
			rp.Keys[i], rp.Keys[j] = rp.Keys[j], rp.Keys[i]
			rp.Verdicts[i], rp.Verdicts[j] = rp.Verdicts[j], rp.Verdicts[i]
		}
		return content(rp.JSON()), true
	}},
	{"omit", func(r *Request, rp Reply) (Answer, bool) {
		if rp.Keys[0] == "" {
			return content(`{"evidence":"","reasoning":"scripted"}`), true // the criterion reply lacks "pass"
		}
		rp.Keys, rp.Verdicts = rp.Keys[:len(rp.Keys)-1], rp.Verdicts[:len(rp.Verdicts)-1]
		return content(rp.JSON()), true
	}},
	{"add", func(r *Request, rp Reply) (Answer, bool) {
		if rp.Keys[0] == "" {
			return Answer{}, false
		}
		extra := rp.Verdicts[0]
		extra.Flags = append([]Flag(nil), extra.Flags...)
		for i := range extra.Flags {
			extra.Flags[i].Value = !extra.Flags[i].Value
		}
		prefix := rp.Keys[0][:1]
		rp.Keys = append(rp.Keys, fmt.Sprintf("%s%d", prefix, len(rp.Keys)+1))
		rp.Verdicts = append(rp.Verdicts, extra)
		return content(rp.JSON()), true
	}},
	{"fences", func(r *Request, rp Reply) (Answer, bool) {
		return content("```json\n" + rp.JSON() + "\n```"), true
	}},
	{"prose", func(r *Request, rp Reply) (Answer, bool) {
		return content("Sure! Here is my assessment of the units {as requested}:\n\n" + rp.JSON() + "\n\nLet me know if you need anything else."), true
	}},
	{"string-booleans", func(r *Request, rp Reply) (Answer, bool) {
		return content(rp.render(func(fs [][2]string) [][2]string {
			for i := range fs {
				if fs[i][1] == "true" || fs[i][1] == "false" {
					fs[i][1] = `"` + fs[i][1] + `"`
				}
			}
			return fs
		})), true
	}},
	{"extra-fields", func(r *Request, rp Reply) (Answer, bool) {
		s := rp.render(func(fs [][2]string) [][2]string {
			return append(fs, [2]string{"confidence", "0.93"})
		})
		return content(`{"model_notes":"double-checked",` + strings.TrimPrefix(s, "{")), true
	}},
	{"refusal", func(r *Request, rp Reply) (Answer, bool) {
		return Answer{Refusal: "I'm sorry, but I can't help with that request.", Finish: "stop"}, true
	}},
	{"tool-call", func(r *Request, rp Reply) (Answer, bool) {
		return Answer{Content: rp.JSON(), ToolCall: true, Finish: "tool_calls"}, true
	}},
	{"trailing-json", func(r *Request, rp Reply) (Answer, bool) {
		return content(rp.JSON() + "\n" + `{"status":"done","confidence":0.9}`), true
	}},
	{"400-temperature", func(r *Request, rp Reply) (Answer, bool) {
		if !r.Temperature {
			return Answer{}, false
		}
		return Answer{Status: 400, Body: `{"error":{"message":"Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.","type":"invalid_request_error","param":"temperature","code":"unsupported_value"}}`}, true
	}},
	{"400-json-schema", func(r *Request, rp Reply) (Answer, bool) {
		if r.Format != "json_schema" {
			return Answer{}, false
		}
		return Answer{Status: 400, Body: `{"error":{"message":"Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.","type":"invalid_request_error","param":"response_format","code":null}}`}, true
	}},
	{"generic-filler", func(r *Request, rp Reply) (Answer, bool) {
		// A schema-driven constrained decoder over a model that does not
		// follow the prompt: every key the schema demands, every string
		// filled generically, every boolean the same.
		for i := range rp.Verdicts {
			v := &rp.Verdicts[i]
			v.Evidence, v.Reasoning = "ok", "ok"
			for k := range v.Flags {
				v.Flags[k].Value = false
			}
		}
		return content(rp.JSON()), true
	}},
	{"think", func(r *Request, rp Reply) (Answer, bool) {
		return content("<think>\nThe first unit {u1} looks supported; let me check the excerpt again.\n</think>\n" + rp.JSON()), true
	}},
	{"cut-off", func(r *Request, rp Reply) (Answer, bool) {
		s := rp.JSON()
		return Answer{Content: s[:len(s)*2/3], Finish: "length"}, true
	}},
}

// FaultNamed returns the fault called name.
func FaultNamed(name string) Fault {
	for _, f := range Faults {
		if f.Name == name {
			return f
		}
	}
	panic("judgetest: no fault " + name)
}
