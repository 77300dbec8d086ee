package grade

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// Synthetic Vault for the grading benchmark: benchDocs documents of
// benchChunksPerDoc star-paged paragraphs each, chunked at 64 tokens so
// that every paragraph is one chunk: 100,000 chunks in all.
const (
	benchDocs         = 10000
	benchChunksPerDoc = 10
)

var (
	benchOnce  sync.Once
	benchIndex *vault.Index
	benchErr   error
)

// benchVault builds the synthetic Vault once per process (chunking and
// indexing 100,000 chunks takes tens of seconds; it is not what is timed).
func benchVault(b *testing.B) *vault.Index {
	benchOnce.Do(func() {
		src := &vault.Source{Manifest: vault.Manifest{Name: "synthetic", IDPattern: `SYN-[0-9]{5}`, ChunkTokens: 64}}
		for i := range benchDocs {
			var text strings.Builder
			for p := 1; p <= benchChunksPerDoc; p++ {
				topic := "the forum selection clause in the parties' agreement"
				if p%3 == 0 {
					topic = "the general law of offer, acceptance and consideration"
				}
				caption := ""
				if p == 1 {
					caption = fmt.Sprintf("Alpha%d Corp. v. Beta%d Inc., %d F.3d %d (9th Cir. 2019), 2019 WL %07d. ", i, i, 100+i%900, 1+i/900*10, 1000000+i)
				}
				if caption != "" {
					fmt.Fprintf(&text, "[*%d]\n\n%sIt concerns %s.\n\n", 100+p, caption, topic)
					continue
				}
				fmt.Fprintf(&text, "[*%d]\n\nParagraph %d of opinion %d discusses %s; the court of appeals for circuit %d considered it at length.\n\n", 100+p, p, i, topic, i%13)
			}
			src.Documents = append(src.Documents, &vault.Document{
				ID: fmt.Sprintf("SYN-%05d", i), Title: fmt.Sprintf("Alpha%d Corp. v. Beta%d Inc.", i, i), Kind: "case",
				Filename:  fmt.Sprintf("alpha-%d.pdf", i),
				Citations: []string{fmt.Sprintf("%d F.3d %d", 100+i%900, 1+i/900*10), fmt.Sprintf("2019 WL %07d", 1000000+i)},
				Text:      text.String(),
			})
		}
		src.Principals = []*vault.Principal{{User: "u-1", Groups: []vault.Membership{{Group: "all"}}}}
		src.Grants = []*vault.Grant{{Doc: "SYN-00000", Principal: "*", Effect: vault.Allow, Line: 1}}
		for i := 1; i < benchDocs; i++ {
			eff := vault.Allow
			if benchDenied(i) {
				eff = vault.Deny
			}
			src.Grants = append(src.Grants, &vault.Grant{Doc: fmt.Sprintf("SYN-%05d", i), Principal: "group:all", Effect: eff, Line: i + 1})
		}
		benchIndex, benchErr = vault.BuildMem(src)
	})
	if benchErr != nil {
		b.Fatal(benchErr)
	}
	return benchIndex
}

// benchDenied says whether the synthetic Vault walls document i off
// from u-1 (every 97th after the first).
func benchDenied(i int) bool { return i != 0 && i%97 == 0 }

// benchResponse is a synthetic answer with a trace: three propositions
// citing a reporter citation with a pin, a Vault ID with a page, an Id.
// and a Westlaw number, about 10 retrieved chunks. Every 10th answer
// cites a reporter citation that does not exist.
func benchResponse(i int) *rubric.Response {
	d := (i * 7919) % benchDocs
	e := (d + 1) % benchDocs
	rep := fmt.Sprintf("%d F.3d %d", 100+d%900, 1+d/900*10)
	if i%10 == 0 {
		rep = fmt.Sprintf("%d F.3d %d", 100+d%900, 7+d/900*10)
	}
	answer := fmt.Sprintf("A forum selection clause is prima facie valid. Alpha%d Corp. v. Beta%d Inc., %s, 102 (9th Cir. 2019). "+
		"Courts enforce it unless enforcement is unreasonable [SYN-%05d, p. 104]. Id. at 105. "+
		"An unpublished order agrees. 2019 WL %07d, at *102.", d, d, rep, e, 1000000+e)
	r := &rubric.Response{RunID: fmt.Sprintf("bench/%d", i), Answer: answer, User: "u-1",
		AskedAt: fixture.TimeP(time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)), HasTrace: true}
	for k, id := range []string{"%s#c1", "%s#c2", "%s#c4", "%s#c5"} {
		r.Retrieved = append(r.Retrieved, retrieval.Retrieved{ChunkID: fmt.Sprintf(id, fmt.Sprintf("SYN-%05d", d)), Rank: k + 1})
	}
	for k, id := range []string{"%s#c1", "%s#c2", "%s#c4", "%s#c5"} {
		r.Retrieved = append(r.Retrieved, retrieval.Retrieved{ChunkID: fmt.Sprintf(id, fmt.Sprintf("SYN-%05d", e)), Rank: k + 5})
	}
	return r
}

func benchCase() *rubric.Case {
	return &rubric.Case{ID: "bench", Title: "bench", Instructions: "forum selection clause", User: "u-1",
		AskedAt: fixture.TimeP(time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)),
		Topic:   rubric.Topic{Label: "forum selection", Terms: []string{"forum selection", "choice of forum"}},
		Criteria: []rubric.Criterion{
			{ID: "C-001", Title: "exist", Check: rubric.CheckCitationsExist},
			{ID: "C-002", Title: "access", Check: rubric.CheckCitationsAccessible},
			{ID: "C-005", Title: "verbatim", Check: rubric.CheckIdentifiersVerbatim},
			{ID: "C-006", Title: "topic", Check: rubric.CheckPassagesOnTopic},
			{ID: "C-009", Title: "locators", Check: rubric.CheckHaveLocators},
		}}
}

// BenchmarkGradeDeterministic grades synthetic answers (the five
// deterministic criteria, traces given) against a 100,000-chunk Vault with
// the index open, on every core (b.RunParallel), and reports answers/s and
// the p50/p99 latency of one Grade call. Build and index time is excluded.
//
//	go test ./checks/grade -run '^$' -bench BenchmarkGradeDeterministic -benchtime 20000x
func BenchmarkGradeDeterministic(b *testing.B) {
	ix := benchVault(b)
	if n := ix.NumChunks(); n != benchDocs*benchChunksPerDoc {
		b.Fatalf("synthetic Vault has %d chunks, want %d", n, benchDocs*benchChunksPerDoc)
	}
	g, err := NewGrader(Options{Case: benchCase(), Vault: ix})
	if err != nil {
		b.Fatal(err)
	}
	responses := make([]*rubric.Response, 1000)
	for i := range responses {
		responses[i] = benchResponse(i)
	}
	// Sanity: the synthetic answers exercise both outcomes.
	s, _, err := g.Grade(context.Background(), responses[1])
	if err != nil || !s.AllPass {
		b.Fatalf("synthetic answer 1 should pass every criterion: %v %+v", err, s)
	}
	if s, _, _ := g.Grade(context.Background(), responses[0]); s.AllPass {
		b.Fatalf("synthetic answer 0 cites a reporter citation that does not exist and must fail")
	}
	var mu sync.Mutex
	var lat []time.Duration
	var next int64
	b.ResetTimer()
	cpu0 := processCPU()
	start := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		var local []time.Duration
		for pb.Next() {
			mu.Lock()
			i := next
			next++
			mu.Unlock()
			t0 := time.Now()
			if _, _, err := g.Grade(context.Background(), responses[i%int64(len(responses))]); err != nil {
				b.Error(err)
				return
			}
			local = append(local, time.Since(t0))
		}
		mu.Lock()
		lat = append(lat, local...)
		mu.Unlock()
	})
	elapsed := time.Since(start)
	cpu := processCPU() - cpu0
	b.StopTimer()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	if len(lat) > 0 {
		b.ReportMetric(float64(len(lat))/elapsed.Seconds(), "answers/s")
		b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
		// CPU time per answer does not depend on what else the machine
		// runs: 1/cpu-ms-per-answer*1000 is answers/s per core.
		b.ReportMetric(float64(cpu.Microseconds())/1000/float64(len(lat)), "cpu-ms/answer")
	}
}
