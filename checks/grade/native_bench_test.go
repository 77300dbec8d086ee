package grade

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/citecheck/citecheck/checks/native"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/wiring"
)

// BenchmarkNativeOverhead: what reading a provider-native response costs
// next to grading the same response written in citecheck's own format
// (BENCHMARKS.md, "Provider-native responses"):
//
//	go test ./checks/grade -run '^$' -bench NativeOverhead -benchtime 2s
//
// "own" is the fixture's answer with its trace as entries of another
// system's index ({"doc", "chunk_id", "text"}: the same texts, located
// the same way) and, for each structured citation, the same claim with
// a written citation of the same document and paragraph; "native" is the
// provider object as returned. Both parse and grade, with the offline
// judge; a grader is shared, as in a batch.
func BenchmarkNativeOverhead(b *testing.B) {
	c, ix := openSuiteAt(b, nativeSuite)
	j, err := wiring.Open(llm.Config{Kind: judge.KindHeuristic})
	if err != nil {
		b.Fatal(err)
	}
	g, err := NewGrader(Options{Case: c, Vault: ix, Judge: j})
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range native.Formats() { // every adapter, each on its -clean fixture
		format := f.Name
		path := filepath.Join(nativeSuite, "responses", format+"-clean.json")
		data, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		dec, _ := native.Decoder(format)
		own := ownFormat(b, dec, path, data)
		b.Run(format+"/native", func(b *testing.B) {
			defer cpuPerOp(b)()
			for i := 0; i < b.N; i++ {
				r, err := dec(path, data)
				if err != nil {
					b.Fatal(err)
				}
				if _, _, err := g.Grade(context.Background(), r); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(format+"/own", func(b *testing.B) {
			defer cpuPerOp(b)()
			for i := 0; i < b.N; i++ {
				r, err := rubric.ParseResponse(path, own)
				if err != nil {
					b.Fatal(err)
				}
				if _, _, err := g.Grade(context.Background(), r); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(format+"/decode-only", func(b *testing.B) {
			defer cpuPerOp(b)()
			for i := 0; i < b.N; i++ {
				if _, err := dec(path, data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// cpuPerOp reports the process's CPU time per op (getrusage), which the
// shared machine's load does not inflate as it does wall-clock time.
func cpuPerOp(b *testing.B) func() {
	b.ResetTimer()
	cpu0 := processCPU()
	return func() {
		b.StopTimer()
		b.ReportMetric(float64((processCPU()-cpu0).Microseconds())/float64(b.N), "cpu-us/op")
	}
}

// ownFormat writes a decoded native response in citecheck's format: the
// answer with each structured citation's claim followed by a written
// citation of the practice note's paragraph, and the trace as entries
// of another system's index.
func ownFormat(b *testing.B, dec func(string, []byte) (*rubric.Response, error), path string, data []byte) []byte {
	r, err := dec(path, data)
	if err != nil {
		b.Fatal(err)
	}
	answer := r.Answer
	for k := len(r.Structured) - 1; k >= 0; k-- {
		sc := r.Structured[k]
		answer = answer[:sc.End] + " [VLT-0017, ¶ " + strconv.Itoa(3+k) + "]" + answer[sc.End:]
	}
	type entry struct {
		Doc     string `json:"doc"`
		ChunkID string `json:"chunk_id"`
		Rank    int    `json:"rank"`
		Text    string `json:"text"`
	}
	var trace []entry
	for _, e := range r.Retrieved {
		trace = append(trace, entry{Doc: "VLT-0017", ChunkID: e.ChunkID, Rank: e.Rank, Text: e.Text})
	}
	out, err := json.Marshal(map[string]any{"answer": answer, "retrieved": trace, "asked_at": "2026-06-15T14:00:00Z"})
	if err != nil {
		b.Fatal(err)
	}
	return out
}
