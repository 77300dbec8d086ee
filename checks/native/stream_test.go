package native

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// lines joins events as JSON Lines.
func lines(events ...string) string { return strings.Join(events, "\n") + "\n" }

const (
	oaiFinal    = `{"type":"response.completed","response":{"object":"response","created_at":1781532000,"output":[{"type":"message","id":"m","role":"assistant","content":[{"type":"output_text","text":"Ab.","annotations":[{"type":"file_citation","index":3,"file_id":"f1","filename":"a.pdf"}]}]}]}}`
	oaiDelta    = `{"type":"response.output_text.delta","output_index":0,"content_index":0,"delta":"Ab."}`
	oaiAnnF1    = `{"type":"response.output_text.annotation.added","output_index":0,"content_index":0,"annotation_index":0,"annotation":{"type":"file_citation","index":3,"file_id":"f1","filename":"a.pdf"}}`
	oaiAnnF2    = `{"type":"response.output_text.annotation.added","output_index":0,"content_index":0,"annotation_index":0,"annotation":{"type":"file_citation","index":3,"file_id":"f2","filename":"a.pdf"}}`
	oaiCreated  = `{"type":"response.created","response":{"object":"response","output":[]}}`
	antReq      = `{"messages":[{"role":"user","content":[{"type":"document","source":{"type":"text","media_type":"text/plain","data":"Ab."},"title":"a.pdf","citations":{"enabled":true}}]}]}`
	antStart    = `{"type":"message_start","message":{"id":"m","type":"message","role":"assistant","model":"x","content":[],"usage":{"input_tokens":5}}}`
	antBlock0   = `{"type":"content_block_start","index":0,"content_block":{"type":"text","text":"","citations":[]}}`
	antCite0    = `{"type":"content_block_delta","index":0,"delta":{"type":"citations_delta","citation":{"type":"char_location","cited_text":"Ab.","document_index":0,"start_char_index":0,"end_char_index":3}}}`
	antText0    = `{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Ab."}}`
	antStop0    = `{"type":"content_block_stop","index":0}`
	antMsgDelta = `{"type":"message_delta","delta":{"stop_reason":"end_turn","stop_sequence":null},"usage":{"output_tokens":3}}`
	antMsgStop  = `{"type":"message_stop"}`
)

// mustJSONString is s as a JSON string.
func mustJSONString(s string) string { return string(mustJSON(s)) }

// antWrap is the anthropic wrapper around events.
func antWrap(events ...string) string {
	return `{"request":` + antReq + `,"response":[` + strings.Join(events, ",") + `]}`
}

// TestStreams: a saved stream is assembled into the object it stands
// for, or refused naming why (cut short, revised, failed, malformed).
func TestStreams(t *testing.T) {
	for _, tt := range []struct {
		name, data string
		format     string // detected; "" when refused
		check      func(t *testing.T, r *rubric.Response)
		refused    string
	}{
		{"openai stream", lines(oaiCreated, oaiDelta, oaiAnnF1, oaiFinal), "openai-responses", func(t *testing.T, r *rubric.Response) {
			if r.Answer != "Ab." || len(r.Structured) != 1 {
				t.Errorf("answer %q, %d citations", r.Answer, len(r.Structured))
			}
		}, ""},
		{"openai server-sent events", "event: response.created\ndata: " + oaiCreated + "\n\nevent: response.completed\ndata: " + oaiFinal + "\n\ndata: [DONE]\n", "openai-responses", nil, ""},
		{"openai events as a JSON array", "[" + oaiCreated + "," + oaiFinal + "]", "openai-responses", nil, ""},
		{"openai annotation revised by the final object", lines(oaiCreated, oaiAnnF2, oaiFinal), "", nil, "they differ in [file_id]"},
		{"openai annotation given twice", lines(oaiCreated, oaiAnnF1, oaiAnnF2, oaiFinal), "", nil, "is given again with other content"},
		{"openai text revised by the final object", lines(oaiCreated, strings.Replace(oaiDelta, "Ab.", "Ac.", 1), oaiFinal), "", nil, "is not the final response's text"},
		{"openai cut short", lines(oaiCreated, oaiDelta), "", nil, "ends without response.completed"},
		{"openai final text part never streamed", lines(oaiCreated, oaiDelta, strings.Replace(oaiFinal, `"annotations":[{"type":"file_citation","index":3,"file_id":"f1","filename":"a.pdf"}]}]`, `"annotations":[{"type":"file_citation","index":3,"file_id":"f1","filename":"a.pdf"}]},{"type":"output_text","text":"Cd.","annotations":[]}]`, 1)), "", nil, "output[0].content[1] of the final response holds text that no response.output_text event streamed"},
		{"openai failed", lines(oaiCreated, `{"type":"response.failed","response":{"object":"response","output":[]}}`), "", nil, "ended in response.failed"},
		{"openai event after the final one", lines(oaiCreated, oaiFinal, oaiDelta), "", nil, "after the stream's final event"},
		{"openai line that is no event", lines(oaiCreated, "not json", oaiFinal), "", nil, "this line is none"},
		{"anthropic stream", antWrap(antStart, `{"type":"ping"}`, antBlock0, antCite0, antText0, antStop0, antMsgDelta, antMsgStop), "anthropic", func(t *testing.T, r *rubric.Response) {
			if r.Answer != "Ab." || len(r.Structured) != 1 || r.Structured[0].CitedText != "Ab." {
				t.Errorf("answer %q, citations %+v", r.Answer, r.Structured)
			}
			var m map[string]any
			_ = json.Unmarshal(r.Metadata, &m)
			if m["stream_events"] != float64(8) {
				t.Errorf("metadata %s: want stream_events 8", r.Metadata)
			}
		}, ""},
		{"anthropic tool input joined", antWrap(antStart, `{"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"t","name":"search","input":{}}}`,
			`{"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":"{\"q\":"}}`, `{"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":"\"x\"}"}}`,
			`{"type":"content_block_stop","index":0}`, `{"type":"content_block_start","index":1,"content_block":{"type":"text","text":""}}`, `{"type":"content_block_delta","index":1,"delta":{"type":"text_delta","text":"Ab."}}`,
			`{"type":"content_block_stop","index":1}`, antMsgStop), "anthropic", func(t *testing.T, r *rubric.Response) {
			if r.Answer != "Ab." {
				t.Errorf("answer %q", r.Answer)
			}
		}, ""},
		{"anthropic stream as the wire's text in one string", `{"request":` + antReq + `,"response":` + mustJSONString("event: message_start\ndata: "+antStart+"\n\nevent: content_block_start\ndata: "+antBlock0+"\n\ndata: "+antCite0+"\n\ndata: "+antText0+"\n\ndata: "+antStop0+"\n\ndata: "+antMsgStop+"\n\n") + `}`, "anthropic", func(t *testing.T, r *rubric.Response) {
			if r.Answer != "Ab." || len(r.Structured) != 1 {
				t.Errorf("answer %q, citations %+v", r.Answer, r.Structured)
			}
		}, ""},
		{"anthropic cut short", antWrap(antStart, antBlock0, antText0), "", nil, "end without message_stop"},
		{"anthropic block started twice", antWrap(antStart, antBlock0, antBlock0, antMsgStop), "", nil, "content_block_start of block 0, where block 1 comes next"},
		{"anthropic delta after the block's stop", antWrap(antStart, antBlock0, antStop0, antCite0, antMsgStop), "", nil, "after its content_block_stop"},
		{"anthropic citation of a tool block", antWrap(antStart, `{"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"t","name":"s","input":{}}}`, antCite0, antMsgStop), "", nil, `of type "citations_delta" does not fit block 0`},
		{"anthropic error event", antWrap(antStart, `{"type":"error","error":{"type":"overloaded_error"}}`), "", nil, "ended in an error event"},
		{"anthropic event after message_stop", antWrap(antStart, antMsgStop, antBlock0), "", nil, "after message_stop"},
		{"anthropic events alone", lines(antStart, antMsgStop), "", nil, "give {\"request\""},
		{"bedrock stream", lines(`{"output":{"text":"Ab."}}`, `{"citation":{"generatedResponsePart":{"textResponsePart":{"text":"Ab.","span":{"start":0,"end":2}}},"retrievedReferences":[{"content":{"text":"Ab."},"location":{"type":"S3","s3Location":{"uri":"s3://b/a.pdf"}}}]}}`, `{"output":{"text":" Cd."}}`), "bedrock-kb", func(t *testing.T, r *rubric.Response) {
			if r.Answer != "Ab. Cd." || len(r.Structured) != 1 || r.Structured[0].End != 3 {
				t.Errorf("answer %q, citations %+v", r.Answer, r.Structured)
			}
		}, ""},
		{"bedrock exception event", lines(`{"output":{"text":"Ab."}}`, `{"throttlingException":{"message":"slow down"}}`), "", nil, `is "throttlingException": the stream failed`},
		{"bedrock new and deprecated members disagree", lines(`{"output":{"text":"Ab."}}`, `{"citation":{"generatedResponsePart":{"textResponsePart":{"text":"Ab.","span":{"start":0,"end":2}}},"citation":{"generatedResponsePart":{"textResponsePart":{"text":"A","span":{"start":0,"end":0}}}}}}`), "", nil, "differ from those of its deprecated citation member"},
		{"gemini chunks", `[{"candidates":[{"content":{"role":"model","parts":[{"text":"Ab"}]}}],"createTime":"2026-06-15T14:00:00Z"},{"candidates":[{"content":{"parts":[{"text":"."},{"text":"plan","thought":true}]},"finishReason":"STOP","groundingMetadata":{"groundingChunks":[{"retrievedContext":{"uri":"gs://b/a.pdf","text":"Ab."}}],"groundingSupports":[{"segment":{"endIndex":3,"text":"Ab."},"groundingChunkIndices":[0]}]}}]}]`, "gemini", func(t *testing.T, r *rubric.Response) {
			if r.Answer != "Ab." || len(r.Structured) != 1 || r.Structured[0].End != 3 {
				t.Errorf("answer %q, citations %+v", r.Answer, r.Structured)
			}
		}, ""},
		{"gemini chunks of two candidates", `[{"candidates":[{"content":{"parts":[{"text":"A"}]}},{"content":{"parts":[{"text":"B"}]}}]}]`, "", nil, "a stream of several candidates is not read"},
		{"a chat completion stream without a context is Chat Completions, not azure-on-your-data", "data: " + `{"id":"c","object":"chat.completion.chunk","created":1781532100,"model":"gpt-4o","choices":[{"index":0,"delta":{"role":"assistant","content":"Ab."},"finish_reason":null}]}` +
			"\n\ndata: " + `{"id":"c","object":"chat.completion.chunk","created":1781532100,"model":"gpt-4o","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}` + "\n\ndata: [DONE]\n", "", nil, "it is an OpenAI Chat Completions object"},
		{"a malformed object is no stream", "{\n \"object\": \"response\",\n", "", nil, "must be one JSON object"},
		{"lines of no stream are no stream", lines(`{"run_id":"r"}`, `{"run_id":"s"}`), "", nil, "must be one JSON object"},
		{"one object is no stream", `{"object":"response","output":[]}`, "openai-responses", nil, "no message item with output_text"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Detect([]byte(tt.data)); got != tt.format {
				t.Errorf("detected as %q, want %q", got, tt.format)
			}
			dec, _ := Decoder(Auto)
			r, err := dec("s.jsonl", []byte(tt.data))
			if tt.refused != "" {
				var ie *rubric.InputError
				if !errors.As(err, &ie) || !strings.Contains(err.Error(), tt.refused) {
					t.Fatalf("err = %v, want bad input saying %q", err, tt.refused)
				}
				return
			}
			if err != nil {
				t.Fatalf("bad input: %v", err)
			}
			if tt.check != nil {
				tt.check(t, r)
			}
		})
	}
}

// TestStartsStream: only a provider stream's first event makes a JSON
// Lines file one response; a batch line never does.
func TestStartsStream(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{oaiCreated, true},
		{`{"output":{"text":"A"}}`, true},
		{`{"citation":{"generatedResponsePart":{}}}`, true},
		{`{"object":"response","output":[]}`, false},
		{`{"output":{"text":"A"},"citations":[],"sessionId":"s"}`, false},
		{`{"run_id":"r","answer":"A","user":"u"}`, false},
		{antStart, false},                                                                     // needs its request: read inside the wrapper
		{`{"id":"m","type":"message-start","delta":{"message":{"role":"assistant"}}}`, false}, // Cohere: likewise
		{`{"id":"c","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"role":"assistant"}}]}`, true},
		{`{"id":"","object":"","created":0,"prompt_filter_results":[],"choices":[]}`, true}, // Azure's first chunk
		{`{"id":"c","object":"chat.completion","choices":[{"index":0,"message":{"content":"A"}}]}`, false},
		{`{"event":"thread.run.created","data":{"id":"run_1","object":"thread.run"}}`, true},
		{`{"id":"run_1","object":"thread.run","status":"queued"}`, true},
		{`{"message":{"object":"thread.message"},"run_steps":[]}`, false}, // the openai-assistants wrapper
		{`not json`, false},
	} {
		if got := StartsStream([]byte(tt.line)); got != tt.want {
			t.Errorf("StartsStream(%s) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
