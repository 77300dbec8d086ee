package judge

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkDetectInjection runs DetectInjection over the fixture suites'
// answers and their Vault files cut into 600-byte passages (what the
// grader screens: every answer and every judged excerpt) and reports
// MB/s.
//
//	go test ./judge -run '^$' -bench BenchmarkDetectInjection -benchtime 20x
func BenchmarkDetectInjection(b *testing.B) {
	var texts []string
	answers, _ := filepath.Glob(filepath.Join("..", "fixtures", "*", "responses", "*.json"))
	for _, f := range answers {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		var r struct {
			Answer string `json:"answer"`
		}
		if json.Unmarshal(data, &r) == nil && r.Answer != "" {
			texts = append(texts, r.Answer)
		}
	}
	docs, _ := filepath.Glob(filepath.Join("..", "fixtures", "*", "vault", "files", "*"))
	for _, f := range docs {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		for s := string(data); s != ""; {
			n := min(600, len(s))
			texts = append(texts, s[:n])
			s = s[n:]
		}
	}
	if len(texts) == 0 {
		b.Skip("no fixture texts")
	}
	var size int64
	for _, s := range texts {
		size += int64(len(s))
	}
	b.SetBytes(size)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range texts {
			DetectInjection(s)
		}
	}
}
