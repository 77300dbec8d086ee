package llm

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// wants asserts what one request carried.
func wants(temperature bool, format string, capField string) func(t *testing.T, s *seen) {
	return func(t *testing.T, s *seen) {
		if _, ok := s.Raw["temperature"]; ok != temperature {
			t.Errorf("temperature sent = %v, want %v", ok, temperature)
		}
		var rf struct{ Type string }
		json.Unmarshal(s.Raw["response_format"], &rf)
		if format == FormatNone {
			format = ""
		}
		if rf.Type != format {
			t.Errorf("response_format %q, want %q", rf.Type, format)
		}
		if format != FormatJSONSchema && !strings.Contains(s.System, schemaIntro) {
			t.Errorf("the schema is not in the prompt without json_schema")
		}
		if _, ok := s.Raw[capField]; !ok {
			t.Errorf("no %s in %v", capField, keys(rawKeys(s.Raw)))
		}
	}
}

func rawKeys(m map[string]json.RawMessage) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		out[k] = string(v)
	}
	return out
}

// asserting answers after asserting the request.
func asserting(check func(t *testing.T, s *seen), then step) step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		check(t, s)
		then(t, w, r, s)
	}
}

func TestProtocolFallbacks(t *testing.T) {
	u := bremenUnit()
	ok := answer(keyed(verdict(true, false, false, goodQuote)))
	tempMsg := "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported."
	tests := []struct {
		name     string
		model    string
		mod      func(*Config)
		steps    []step
		wantKind judge.ErrorKind
		learned  int
		proto    func(p judge.Protocol) bool
	}{
		{"400 naming temperature: resent without it", "gpt-4o", nil, []step{
			asserting(wants(true, FormatJSONSchema, FieldMaxTokens), status400(tempMsg, "temperature")),
			asserting(wants(false, FormatJSONSchema, FieldMaxTokens), ok)}, "", 1,
			func(p judge.Protocol) bool { return !p.Temperature && p.ResponseFormat == FormatJSONSchema }},
		{"400 naming json_schema: json_object with the schema in the prompt", "m", nil, []step{
			status400("Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.", "response_format"),
			asserting(wants(true, FormatJSONObject, FieldMaxTokens), ok)}, "", 1,
			func(p judge.Protocol) bool { return p.ResponseFormat == FormatJSONObject }},
		{"then 400 naming json_object: the prompt alone", "m", nil, []step{
			status400("'response_format.type' : value is not one of the allowed values ['json_schema']", "response_format"),
			status400("json_object is not supported", ""),
			asserting(wants(true, FormatNone, FieldMaxTokens), ok)}, "", 2,
			func(p judge.Protocol) bool { return p.ResponseFormat == FormatNone }},
		{"400 naming max_tokens: the other field", "m", nil, []step{
			status400("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", "max_tokens"),
			asserting(wants(true, FormatJSONSchema, FieldMaxCompletionTokens), ok)}, "", 1,
			func(p judge.Protocol) bool { return p.MaxTokensField == FieldMaxCompletionTokens }},
		{"reasoning model: no temperature, effort, cap with room", "o3-mini", func(c *Config) { c.ReasoningEffort = "low" }, []step{
			asserting(func(t *testing.T, s *seen) {
				wants(false, FormatJSONSchema, FieldMaxTokens)(t, s)
				if string(s.Raw["reasoning_effort"]) != `"low"` {
					t.Errorf("reasoning_effort = %s", s.Raw["reasoning_effort"])
				}
				var cap int
				json.Unmarshal(s.Raw["max_tokens"], &cap)
				if cap != DefaultCompletionTokens+DefaultReasoningTokens {
					t.Errorf("cap %d, want room for reasoning", cap)
				}
			}, ok)}, "", 0,
			func(p judge.Protocol) bool { return p.Reasoning && !p.Temperature }},
		{"400 on something else stops the run", "m", nil, []step{status400("The model `m` does not exist", "model")}, judge.KindConfig, 0, nil},
		{"401 stops the run", "m", nil, []step{status(401, "")}, judge.KindConfig, 0, nil},
		{"context length is this request's problem", "m", nil, []step{
			status400("This model's maximum context length is 8192 tokens. However, you requested 9000 tokens.", "messages")}, judge.KindBudget, 0, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFake(t, nil, tc.steps...)
			f.lenient = true
			j, _ := testJudge(t, f.URL(), func(c *Config) {
				c.Model = tc.model
				if tc.mod != nil {
					tc.mod(c)
				}
			})
			_, err := j.Assess(context.Background(), u)
			if errKind(err) != tc.wantKind {
				t.Fatalf("err = %v, want %q", err, tc.wantKind)
			}
			if f.count() != len(tc.steps) {
				t.Errorf("requests %d, want %d", f.count(), len(tc.steps))
			}
			p := j.Stats().Protocol
			if len(p.Learned) != tc.learned || (tc.proto != nil && !tc.proto(*p)) {
				t.Errorf("protocol %+v", p)
			}
			if tc.wantKind == judge.KindConfig {
				// Stopped: a second unit fails at once, asking nothing.
				if _, err := j.Assess(context.Background(), u); errKind(err) != judge.KindConfig || f.count() != len(tc.steps) {
					t.Errorf("after a configuration error: %v, %d requests", err, f.count())
				}
				var e *judge.Error
				if !strings.Contains(err.Error(), "no further judge calls") || !errorAs(err, &e) || e.ExitCode() != 2 {
					t.Errorf("config error %v", err)
				}
			}
		})
	}
}

func errorAs(err error, e **judge.Error) bool {
	x, ok := err.(*judge.Error)
	if ok {
		*e = x
	}
	return ok
}

// TestProtocolLearnedOnce: concurrent calls meet a refusal once, and a
// later judge sharing the cache folder starts from what was learned.
func TestProtocolLearnedOnce(t *testing.T) {
	var mu sync.Mutex
	rejected := 0
	f := newFake(t, nil)
	f.lenient = true
	f.fallback = func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		if _, ok := s.Raw["temperature"]; ok {
			mu.Lock()
			rejected++
			mu.Unlock()
			status400("temperature is not supported", "temperature")(t, w, r, s)
			return
		}
		answer(keyed(verdict(true, false, false, goodQuote)))(t, w, r, s)
	}
	dir := t.TempDir()
	withCache := func(c *Config) { c.NoCache, c.Cache, c.Concurrency = false, folderCache(t, dir), 4 }
	j, _ := testJudge(t, f.URL(), withCache)
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			u := bremenUnit()
			u.ID = "P" + itoa(i) + "/C1"
			u.Proposition += strings.Repeat(" Indeed.", i) // distinct units
			if _, err := j.Assess(context.Background(), u); err != nil {
				t.Error(err)
			}
		}(i)
	}
	wg.Wait()
	if rejected != 1 || f.count() != 9 {
		t.Errorf("rejections %d (want 1), requests %d (want 9)", rejected, f.count())
	}
	j2, _ := testJudge(t, f.URL(), withCache)
	u := bremenUnit()
	u.Proposition += " Again."
	if _, err := j2.Assess(context.Background(), u); err != nil || rejected != 1 {
		t.Errorf("a later judge relearned: %v, rejections %d", err, rejected)
	}
	if p := j2.Stats().Protocol; p.Temperature || len(p.Learned) != 1 {
		t.Errorf("learned protocol not loaded: %+v", p)
	}
}

// TestAzureURLs: a classic deployment URL keeps its api-version and
// sends the key as api-key; the v1 URL is OpenAI-compatible.
func TestAzureURLs(t *testing.T) {
	type got struct{ path, query, apiKey, auth, model string }
	var seenReq got
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var body struct{ Model string }
		json.NewDecoder(r.Body).Decode(&body)
		seenReq = got{r.URL.Path, r.URL.RawQuery, r.Header.Get("api-key"), r.Header.Get("Authorization"), body.Model}
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"choices":[{"finish_reason":"stop","message":{"role":"assistant","content":` + quoteJSON(keyed(verdict(true, false, false, goodQuote))) + `}}]}`))
	}))
	defer ts.Close()
	tests := []struct {
		url, model string
		want       got
		field      string
	}{
		{ts.URL + "/openai/deployments/judge-dep?api-version=2024-10-21", "",
			got{"/openai/deployments/judge-dep/chat/completions", "api-version=2024-10-21", "k", "", "judge-dep"}, FieldMaxTokens},
		{ts.URL + "/openai/deployments/judge-dep/chat/completions?api-version=2024-10-21", "gpt-4o",
			got{"/openai/deployments/judge-dep/chat/completions", "api-version=2024-10-21", "k", "", "gpt-4o"}, FieldMaxTokens},
		{ts.URL + "/openai/v1", "judge-dep",
			got{"/openai/v1/chat/completions", "", "", "Bearer k", "judge-dep"}, FieldMaxTokens},
	}
	for _, tc := range tests {
		cfg := Config{Kind: judge.KindOpenAI, URL: tc.url, Model: tc.model, APIKey: "k", NoCache: true}
		if err := cfg.Validate(); err != nil {
			t.Fatalf("%s: %v", tc.url, err)
		}
		j, err := newOpenAI(cfg.WithDefaults())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := j.Assess(context.Background(), bremenUnit()); err != nil {
			t.Fatalf("%s: %v", tc.url, err)
		}
		if seenReq != tc.want {
			t.Errorf("%s: request %+v, want %+v", tc.url, seenReq, tc.want)
		}
	}
	for _, bad := range []string{"https://r.openai.azure.com/openai/deployments/dep", "http://127.0.0.1:1/v1?foo=bar"} {
		c := Config{Kind: judge.KindOpenAI, URL: bad, Model: "m"}
		if err := c.Validate(); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	for url, field := range map[string]string{
		"": FieldMaxCompletionTokens, "https://res.openai.azure.com/openai/v1": FieldMaxCompletionTokens,
		"https://res.openai.azure.com/openai/deployments/d?api-version=2024-10-21": FieldMaxCompletionTokens,
		"http://127.0.0.1:11434/v1": FieldMaxTokens, "http://localhost:8000/v1": FieldMaxTokens,
	} {
		ep, err := parseEndpoint(url)
		if err != nil || ep.defaultMaxTokensField() != field {
			t.Errorf("%q: field %q, %v; want %q", url, ep.defaultMaxTokensField(), err, field)
		}
	}
}

func TestIsReasoningModel(t *testing.T) {
	for m, want := range map[string]bool{
		"o1": true, "o1-mini": true, "o3-mini": true, "o4-mini": true, "gpt-5": true, "gpt-5-mini": true, "gpt-5.1": true,
		"openai/o3": true, "deepseek-r1:14b": true, "deepseek-reasoner": true, "qwq-32b": true,
		"gpt-4o": false, "gpt-4.1-mini": false, "llama3.1:8b": false, "o1x": false, "qwen2.5:7b": false,
	} {
		if IsReasoningModel(m) != want {
			t.Errorf("IsReasoningModel(%q) = %v", m, !want)
		}
	}
}

// TestConfigErrorStopsConcurrentCalls: calls waiting for the first one
// do not send once it met a configuration error.
func TestConfigErrorStopsConcurrentCalls(t *testing.T) {
	f := newFake(t, nil)
	f.lenient = true
	f.fallback = status(404, "")
	j, _ := testJudge(t, f.URL(), func(c *Config) { c.Concurrency = 4 })
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			u := bremenUnit()
			u.ID = "P" + itoa(i) + "/C1"
			if _, err := j.Assess(context.Background(), u); errKind(err) != judge.KindConfig {
				t.Errorf("unit %d: %v, want a configuration error", i, err)
			}
		}(i)
	}
	wg.Wait()
	if f.count() != 1 {
		t.Errorf("requests %d, want 1", f.count())
	}
}
