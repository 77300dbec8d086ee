package wiring

import (
	"errors"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/cache"
	"github.com/citecheck/citecheck/judge/llm"
)

func TestConfigValidateAndOpen(t *testing.T) {
	tests := []struct {
		name      string
		cfg       llm.Config
		wantErr   string // substring; "" = valid
		wantModel string
	}{
		{"empty is heuristic", llm.Config{}, "", "heuristic"},
		{"explicit heuristic with URL", llm.Config{Kind: "heuristic", URL: "http://127.0.0.1:1/v1"}, "", "heuristic"},
		{"URL means openai", llm.Config{URL: "http://127.0.0.1:1/v1", Model: "m", NoCache: true}, "", "m via http://127.0.0.1:1/v1"},
		{"key means openai", llm.Config{APIKey: "k", Model: "m", NoCache: true}, "", "m via https://api.openai.com/v1"},
		{"openai needs a model", llm.Config{Kind: "openai", URL: "http://127.0.0.1:1/v1"}, "--judge-model", ""},
		{"unknown kind", llm.Config{Kind: "gpt"}, "--judge \"gpt\"", ""},
		{"bad URL", llm.Config{URL: "127.0.0.1:8000", Model: "m"}, "--judge-url", ""},
		{"negative votes", llm.Config{Votes: -1}, "--votes", ""},
		{"too many votes", llm.Config{Votes: 99}, "--votes", ""},
		{"negative budget", llm.Config{MaxTokens: -5}, "--max-judge-tokens", ""},
		{"cache and no cache", llm.Config{CacheDir: "x", NoCache: true}, "mutually exclusive", ""},
		{"bad max-tokens field", llm.Config{URL: "http://127.0.0.1:1/v1", Model: "m", MaxTokensField: "max_new_tokens"}, "--judge-max-tokens-field", ""},
		{"bad reasoning effort", llm.Config{URL: "http://127.0.0.1:1/v1", Model: "m", ReasoningEffort: "extreme"}, "--judge-reasoning-effort", ""},
		{"bad response format", llm.Config{URL: "http://127.0.0.1:1/v1", Model: "m", ResponseFormat: "xml"}, "--judge-response-format", ""},
		{"replay without a cache", llm.Config{Kind: "replay", NoCache: true}, "--no-judge-cache", ""},
		{"replay of a bad URL", llm.Config{Kind: "replay=127.0.0.1:9"}, "replay=", ""},
		{"Azure deployment without api-version", llm.Config{URL: "https://r.openai.azure.com/openai/deployments/d"}, "api-version", ""},
		{"query parameters dropped silently", llm.Config{URL: "http://127.0.0.1:1/v1?key=secret", Model: "m"}, "query parameters", ""},
		{"Azure deployment names the model", llm.Config{URL: "https://r.openai.azure.com/openai/deployments/dep1?api-version=2024-10-21", NoCache: true}, "",
			"dep1 via https://r.openai.azure.com/openai/deployments/dep1?api-version=2024-10-21"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			j, err := Open(tc.cfg)
			if tc.wantErr != "" {
				var e *judge.Error
				if !errors.As(err, &e) || e.Kind != judge.KindConfig || e.ExitCode() != 2 || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want config error mentioning %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if j.Model() != tc.wantModel {
				t.Errorf("model %q, want %q", j.Model(), tc.wantModel)
			}
		})
	}
}

func TestConfigFromEnvAndCacheDir(t *testing.T) {
	t.Setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
	t.Setenv("OPENAI_API_KEY", "sk-test")
	t.Setenv("CITECHECK_JUDGE_MODEL", "local-model")
	c := llm.ConfigFromEnv()
	if c.URL != "http://127.0.0.1:9/v1" || c.APIKey != "sk-test" || c.Model != "local-model" || c.ResolvedKind() != judge.KindOpenAI {
		t.Errorf("ConfigFromEnv = %+v", c)
	}
	root := t.TempDir()
	t.Setenv("CITECHECK_CACHE_DIR", root)
	d, err := cache.DefaultDir()
	if err != nil || d != root+"/judge" {
		t.Errorf("cache.DefaultDir = %q, %v", d, err)
	}
}

func TestDefaultsKeepExplicitZeroRetries(t *testing.T) {
	var c llm.Config
	c.SetRetries(0)
	if got := c.WithDefaults().Retries; got != 0 {
		t.Errorf("retries = %d, want 0", got)
	}
	if got := (llm.Config{}).WithDefaults().Retries; got != llm.DefaultRetries {
		t.Errorf("default retries = %d", got)
	}
}

func TestQuoteOccurs(t *testing.T) {
	text := "We hold that forum-selection clauses are “prima facie valid” and should be enforced unless   unreasonable."
	tests := []struct {
		quote string
		want  bool
	}{
		{"prima facie valid", true},
		{`"prima facie valid"`, true},
		{"clauses are \"prima facie valid\" and", true},
		{"forum-selection clauses ... should be enforced", true},
		{"forum-selection clauses … should be enforced … unreasonable", true},
		// the pieces of an elided quotation stand in the passage's order
		{"should be enforced ... forum-selection clauses", false},
		{"unreasonable … prima facie valid", false},
		{"valid ... valid", false},
		// a letter's case changed in brackets, and [sic], are the quoter's
		{"[w]e hold that forum-selection clauses", true},
		{"[F]orum-selection clauses are", true},
		{"clauses are “prima facie valid” [sic] and", true},
		{"[t]he clauses are", false},
		{"forum-selection clauses [...] should be enforced", true},
		{"forum-selection clauses . . . should be enforced", true},
		{"clauses are [not] prima facie valid", false},
		{"should be enforced unless unreasonable", true},
		{"should be enforced always", false},
		{"prima fac\u200bie valid", false},
		{"prima facie vali", false},
		{"", false},
		{"...", false},
	}
	for _, tc := range tests {
		if got := judge.QuoteOccurs(text, tc.quote); got != tc.want {
			t.Errorf("QuoteOccurs(%q) = %v, want %v", tc.quote, got, tc.want)
		}
	}
}
