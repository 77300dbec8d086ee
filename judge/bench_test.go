package judge

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

// BenchmarkHeuristicCitation measures the offline judge on one citation
// unit. The judge remembers what it assessed, so the "fresh" figure (a
// new judge per iteration, made outside the timer) is the real work and
// the "cached" one (one judge, the same unit again) is a memo hit.
func BenchmarkHeuristicCitation(b *testing.B) {
	u := bremenUnit()
	ctx := context.Background()
	b.Run("fresh", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			j := NewHeuristic()
			b.StartTimer()
			if _, err := j.Assess(ctx, u); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("cached", func(b *testing.B) {
		j := NewHeuristic()
		if _, err := j.Assess(ctx, u); err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, err := j.Assess(ctx, u); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkPromptTokens measures rendering a citation unit and counting
// its tokens with tiktoken (what the budget does per unit).
func BenchmarkPromptTokens(b *testing.B) {
	u := bremenUnit()
	PromptTokens(u) // build the shared encoder outside the loop
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		PromptTokens(u)
	}
}

// BenchmarkOpenAILoopback measures the client-side cost of one live call
// (render, explicit-temperature rewrite, HTTP on loopback, strict decode,
// evidence verification) against a server that answers at once.
func BenchmarkOpenAILoopback(b *testing.B) {
	body := []byte(`{"id":"x","object":"chat.completion","model":"m","choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":` +
		quoteJSON(keyed(verdict(true, false, false, goodQuote))) + `}}],"usage":{"prompt_tokens":1,"completion_tokens":1}}`)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write(body)
	}))
	defer ts.Close()
	cfg := Config{Kind: KindOpenAI, URL: ts.URL + "/v1", Model: "m", NoCache: true, MaxTokens: 1 << 30}
	j, err := newOpenAI(cfg.withDefaults())
	if err != nil {
		b.Fatal(err)
	}
	u := bremenUnit()
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := j.Assess(ctx, u); err != nil {
			b.Fatal(err)
		}
	}
}

func quoteJSON(s string) string {
	b := []byte{'"'}
	for _, r := range s {
		switch r {
		case '"', '\\':
			b = append(b, '\\', byte(r))
		default:
			b = append(b, string(r)...)
		}
	}
	return string(append(b, '"'))
}
