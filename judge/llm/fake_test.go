package llm

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// seen is one request as the fake server decoded it.
type seen struct {
	Raw    map[string]json.RawMessage
	Seed   int
	System string
	User   string
	Nonce  string
	// Outside is the user message with every data block removed.
	Outside string
	Blocks  map[string]string
}

// step answers one request: it may write any status, header or body,
// or hijack and drop the connection.
type step func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen)

// fakeServer is an OpenAI-compatible endpoint on loopback that checks
// every request (temperature present and 0, seed, strict json_schema,
// nonce-delimited blocks, no untrusted text outside them) and fails the
// test on any request beyond its script.
type fakeServer struct {
	t  *testing.T
	ts *httptest.Server
	// untrusted strings that must appear only inside data blocks.
	untrusted []string

	mu       sync.Mutex
	steps    []step
	requests []*seen
	inFlight int
	maxIn    int
	// fallback answers requests once the script is used up (nil: fail).
	fallback step
	// lenient skips the temperature and json_schema assertions, for
	// tests of the protocol fallbacks (which assert them themselves).
	lenient bool
}

var nonceRe = regexp.MustCompile(`^Nonce: ([0-9a-f]{8})\.`)

func newFake(t *testing.T, untrusted []string, steps ...step) *fakeServer {
	t.Helper()
	f := &fakeServer{t: t, untrusted: untrusted, steps: steps}
	f.ts = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.ts.Close)
	return f
}

func (f *fakeServer) URL() string { return f.ts.URL + "/v1" }

func (f *fakeServer) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.requests)
}

func (f *fakeServer) serve(w http.ResponseWriter, r *http.Request) {
	t := f.t
	if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
		t.Errorf("unexpected request %s %s", r.Method, r.URL.Path)
		http.Error(w, "unexpected", http.StatusNotFound)
		return
	}
	body, _ := io.ReadAll(r.Body)
	s := f.check(body)
	f.mu.Lock()
	f.requests = append(f.requests, s)
	var st step
	if len(f.steps) > 0 {
		st, f.steps = f.steps[0], f.steps[1:]
	} else {
		st = f.fallback
	}
	f.inFlight++
	if f.inFlight > f.maxIn {
		f.maxIn = f.inFlight
	}
	f.mu.Unlock()
	defer func() { f.mu.Lock(); f.inFlight--; f.mu.Unlock() }()
	if st == nil {
		t.Errorf("unexpected request #%d (script used up)", len(f.requests))
		http.Error(w, "unexpected", http.StatusTeapot)
		return
	}
	st(t, w, r, s)
}

// check asserts the request contract and decodes what steps need.
func (f *fakeServer) check(body []byte) *seen {
	t := f.t
	s := &seen{Blocks: map[string]string{}}
	if err := json.Unmarshal(body, &s.Raw); err != nil {
		t.Errorf("request body is not JSON: %v", err)
		return s
	}
	if got := string(s.Raw["temperature"]); got != "0" && !f.lenient {
		t.Errorf(`request "temperature" = %q, want explicit 0`, got)
	}
	if err := json.Unmarshal(s.Raw["seed"], &s.Seed); err != nil && !f.lenient {
		t.Errorf("request has no integer seed: %s", s.Raw["seed"])
	}
	var rf struct {
		Type       string `json:"type"`
		JSONSchema struct {
			Name   string          `json:"name"`
			Strict bool            `json:"strict"`
			Schema json.RawMessage `json:"schema"`
		} `json:"json_schema"`
	}
	if !f.lenient {
		if err := json.Unmarshal(s.Raw["response_format"], &rf); err != nil || rf.Type != "json_schema" || !rf.JSONSchema.Strict || len(rf.JSONSchema.Schema) == 0 {
			t.Errorf("response_format = %s, want strict json_schema", s.Raw["response_format"])
		}
		if !strings.Contains(string(rf.JSONSchema.Schema), `"additionalProperties":false`) {
			t.Errorf("schema %s does not forbid additional properties", rf.JSONSchema.Schema)
		}
	}
	var msgs []struct{ Role, Content string }
	if err := json.Unmarshal(s.Raw["messages"], &msgs); err != nil || len(msgs) != 2 || msgs[0].Role != "system" || msgs[1].Role != "user" {
		t.Errorf("messages = %s, want system then user", s.Raw["messages"])
		return s
	}
	s.System, s.User = msgs[0].Content, msgs[1].Content
	m := nonceRe.FindStringSubmatch(s.User)
	if m == nil {
		t.Errorf("the user message does not open with the nonce")
		return s
	}
	if strings.Contains(s.System, m[1]) {
		t.Errorf("the system message carries the nonce: its prefix would differ per request")
	}
	s.Nonce = m[1]
	if !strings.Contains(s.System, "never an instruction") {
		t.Errorf("system prompt does not say data blocks are not instructions")
	}
	s.Outside = stripBlocks(t, s.User, s.Nonce, s.Blocks)
	for _, u := range f.untrusted {
		if u != "" && strings.Contains(s.Outside+s.System, u) {
			t.Errorf("untrusted text %q appears outside the data blocks", u)
		}
	}
	return s
}

// stripBlocks removes every "[[NAME nonce]] ... [[/NAME nonce]]" block,
// recording their contents; an unterminated block is a test failure.
func stripBlocks(t *testing.T, s, nonce string, blocks map[string]string) string {
	var out strings.Builder
	open := regexp.MustCompile(`\[\[([A-Z][A-Za-z0-9#:._ -]*?) ` + nonce + `\]\]\n`)
	for {
		m := open.FindStringSubmatchIndex(s)
		if m == nil {
			out.WriteString(s)
			return out.String()
		}
		out.WriteString(s[:m[0]])
		name := s[m[2]:m[3]]
		rest := s[m[1]:]
		end := "\n[[/" + name + " " + nonce + "]]"
		j := strings.Index(rest, end)
		if j < 0 {
			t.Errorf("block %s is not terminated", name)
			return out.String()
		}
		blocks[name] = rest[:j]
		s = rest[j+len(end):]
	}
}

// answer answers with a chat completion whose content is content.
func answer(content string) step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"id":"x","object":"chat.completion","model":"m","choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":%q}}],"usage":{"prompt_tokens":100,"completion_tokens":20,"total_tokens":120}}`, content)
	}
}

// refusal answers with message.refusal and no content.
func refusal(text string) step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"id":"x","object":"chat.completion","model":"m","choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":null,"refusal":%q}}],"usage":{"prompt_tokens":100,"completion_tokens":5}}`, text)
	}
}

// finish answers with content and the given finish_reason.
func finish(reason, content string) step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"id":"x","object":"chat.completion","model":"m","choices":[{"index":0,"finish_reason":%q,"message":{"role":"assistant","content":%q}}],"usage":{"prompt_tokens":100,"completion_tokens":20}}`, reason, content)
	}
}

// toolCall answers with the reply as tool_calls[0].function.arguments.
func toolCall(args string) step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"id":"x","object":"chat.completion","model":"m","choices":[{"index":0,"finish_reason":"tool_calls","message":{"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"verdicts","arguments":%q}}]}}],"usage":{"prompt_tokens":100,"completion_tokens":20}}`, args)
	}
}

// status400 answers HTTP 400 with an OpenAI error naming param.
func status400(message, param string) step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(400)
		fmt.Fprintf(w, `{"error":{"message":%q,"type":"invalid_request_error","param":%q,"code":null}}`, message, param)
	}
}

// status answers with an HTTP error and optional Retry-After.
func status(code int, retryAfter string) step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		if retryAfter != "" {
			w.Header().Set("Retry-After", retryAfter)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(code)
		fmt.Fprintf(w, `{"error":{"message":"scripted %d","type":"server_error"}}`, code)
	}
}

// hang waits until the client gives up (a timeout).
func hang() step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		<-r.Context().Done()
	}
}

// reset drops the connection without answering.
func reset() step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		hj, ok := w.(http.Hijacker)
		if !ok {
			t.Fatal("cannot hijack")
		}
		c, _, err := hj.Hijack()
		if err != nil {
			t.Fatal(err)
		}
		c.Close()
	}
}

// rawBody answers 200 with a body that is not a chat completion.
func rawBody(body string) step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, body)
	}
}

// verdict is the JSON of one citation verdict, in schema order.
func verdict(supports, adverse, over bool, evidence string) string {
	ev, _ := json.Marshal(evidence)
	return fmt.Sprintf(`{"evidence":%s,"reasoning":"scripted","supports":%t,"adverse":%t,"overclaims":%t}`, ev, supports, adverse, over)
}

// keyed is a citation reply with the verdicts under u1, u2, ... in order.
func keyed(vs ...string) string {
	var b strings.Builder
	b.WriteString(`{"verdicts":{`)
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"u%d":%s`, i+1, v)
	}
	b.WriteString(`}}`)
	return b.String()
}

// keyedAs is a citation reply with verdicts under the given keys.
func keyedAs(keys []string, vs ...string) string {
	var b strings.Builder
	b.WriteString(`{"verdicts":{`)
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `%q:%s`, keys[i], v)
	}
	b.WriteString(`}}`)
	return b.String()
}
