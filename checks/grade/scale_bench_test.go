package grade

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// Deterministic grading against the 1,000,000-chunk Vault
// (vaulttest.ScaleIndex: SyntheticZipf, 100,000 documents of 10 chunks,
// the synthetic ACL; on disk, opened read-only). Skipped unless
// CITECHECK_SCALE is set. BENCHMARKS.md, "Scale".
//
//	CITECHECK_SCALE=1 go test ./checks/grade -run '^$' -bench 'Scale1M' -benchtime 1x -timeout 60m

// scaleAnswers is how many answers BenchmarkScale1MGrade grades.
const scaleAnswers = 10000

// scaleCase is benchCase with a topic that the Zipf prose sometimes
// holds ("forum", "clause" are frequent words, in many chunks but not
// all), so C-006 passes for some passages and fails for others, and
// asked by u-001, a user of the scale Vault (benchCase's u-1 is a user
// of the 100k benchmark's Vault only, and grading refuses an unknown one).
func scaleCase() *rubric.Case {
	c := benchCase()
	c.User = "u-001"
	c.Topic = rubric.Topic{Label: "forum clauses", Terms: []string{"forum", "clause"}}
	return c
}

// scaleResponse is answer i over the scale Vault x, asked by u-001: a
// case quoted in chunk 2 of document d, cited by name and reporter
// citation (verbatim as the chunk quotes it) with a pin; document d by
// its Vault ID with a page; an Id. with a page; and an 8-chunk trace.
// Every 10th answer cites a reporter citation that does not exist. u-001
// may not read about 15% of the documents, so C-002 fails now and then,
// as it would.
func scaleResponse(x interface {
	Chunk(string) (*vault.Chunk, bool)
}, i int) (*rubric.Response, error) {
	return fixture.ScaleResponse(x, i, "scale/%d")
}

// BenchmarkScale1MGrade grades scaleAnswers answers (the five
// deterministic criteria, traces given, nothing written) on every core,
// and reports answers/s, CPU per answer, p50/p99 latency, the peak RSS
// while grading (the process's peak is reset once the index is open, so
// the figure is the open Vault plus what grading adds) and the growth
// over the RSS of the open Vault. b.N is ignored past 1: every call
// grades the same 10,000 answers.
func BenchmarkScale1MGrade(b *testing.B) {
	ix := vaulttest.ScaleIndex(b)
	defer ix.Close()
	g, err := NewGrader(Options{Case: scaleCase(), Vault: ix})
	if err != nil {
		b.Fatal(err)
	}
	responses := make([]*rubric.Response, scaleAnswers)
	for i := range responses {
		if responses[i], err = scaleResponse(ix, i); err != nil {
			b.Fatal(err)
		}
	}
	outcomes := map[string]int{} // the answers exercise every outcome
	for _, r := range responses[:100] {
		s, _, err := g.Grade(context.Background(), r)
		if err != nil {
			b.Fatal(err)
		}
		for _, cr := range s.CriteriaResults {
			outcomes[cr.ID+" "+string(cr.Verdict)]++
		}
	}
	for _, c := range scaleCase().Criteria {
		if outcomes[c.ID+" pass"] == 0 || (c.ID != "C-009" && outcomes[c.ID+" fail"] == 0) {
			b.Fatalf("%s over 100 synthetic answers: %d pass, %d fail; want both (C-009: some pass)", c.ID, outcomes[c.ID+" pass"], outcomes[c.ID+" fail"])
		}
	}
	runtime.GC()
	rss0 := vaulttest.RSS()
	vaulttest.ResetPeakRSS()
	workers := runtime.GOMAXPROCS(0)
	jobs := make(chan int)
	var mu sync.Mutex
	var lat []time.Duration
	var wg sync.WaitGroup
	b.ResetTimer()
	cpu0, start := processCPU(), time.Now()
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var local []time.Duration
			for i := range jobs {
				t0 := time.Now()
				if _, _, err := g.Grade(context.Background(), responses[i]); err != nil {
					b.Error(err)
				}
				local = append(local, time.Since(t0))
			}
			mu.Lock()
			lat = append(lat, local...)
			mu.Unlock()
		}()
	}
	for i := 0; i < scaleAnswers; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	elapsed, cpu := time.Since(start), processCPU()-cpu0
	b.StopTimer()
	peak := vaulttest.PeakRSS()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(len(lat))/elapsed.Seconds(), "answers/s")
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(len(lat)), "cpu-ms/answer")
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(rss0)/1e6, "open-RSS-MB")
	b.ReportMetric(float64(peak)/1e6, "peak-RSS-MB")
	b.ReportMetric(float64(peak-rss0)/1e6, "grading-RSS-MB")
}

// BenchmarkScale1MFirstVerdict is what `grade` of one answer pays before
// its first verdict, in process: open the built scale index, make the
// grader (its extractor reads every document's names), build the ACL
// (on the first Access), grade one answer, close. It reports each
// phase's wall time; the page cache is warm. BENCHMARKS.md, "Opening a
// built Vault", gives the cold-process figure beside it.
func BenchmarkScale1MFirstVerdict(b *testing.B) {
	vaulttest.ScaleIndex(b).Close() // build when missing
	dir := filepath.Join(vaulttest.ScaleDir(), "index")
	var open, grader, acl, grade time.Duration
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		ix, err := vault.OpenBuilt(dir)
		if err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		g, err := NewGrader(Options{Case: scaleCase(), Vault: ix})
		if err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		r, err := scaleResponse(ix, 1)
		if err != nil {
			b.Fatal(err)
		}
		t3 := time.Now()
		ix.Access(r.User, *r.AskedAt, vaulttest.DocID(1)) // builds the ACL
		t4 := time.Now()
		if _, _, err := g.Grade(context.Background(), r); err != nil {
			b.Fatal(err)
		}
		t5 := time.Now()
		ix.Close()
		open, grader, acl, grade = open+t1.Sub(t0), grader+t2.Sub(t1), acl+t4.Sub(t3), grade+t5.Sub(t4)
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / float64(b.N) }
	b.ReportMetric(ms(open), "open-ms")
	b.ReportMetric(ms(grader), "grader-ms")
	b.ReportMetric(ms(acl), "acl-ms")
	b.ReportMetric(ms(grade), "grade-ms")
	b.ReportMetric(ms(open+grader+acl+grade), "first-verdict-ms")
	b.ReportMetric(float64(vaulttest.RSS())/1e6, "RSS-MB")
}

// TestScaleCaseFiles writes the scale grading case and answer 1 as
// files beside the scale index (ScaleDir()/case.json, response.json), for
// timing `citecheck grade` as a whole process (BENCHMARKS.md, "Opening a
// built Vault"), and checks that they load back as the case and
// response the benchmarks grade. Skipped unless CITECHECK_SCALE is set.
func TestScaleCaseFiles(t *testing.T) {
	ix := vaulttest.ScaleIndex(t)
	defer ix.Close()
	c := scaleCase()
	c.Vault = filepath.Join(vaulttest.ScaleDir(), "index")
	for i := range c.Criteria {
		c.Criteria[i].MatchCriteria = c.Criteria[i].Title
	}
	r, err := scaleResponse(ix, 1)
	if err != nil {
		t.Fatal(err)
	}
	casePath, respPath := filepath.Join(vaulttest.ScaleDir(), "case.json"), filepath.Join(vaulttest.ScaleDir(), "response.json")
	for path, v := range map[string]any{casePath: c, respPath: r} {
		b, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lc, err := rubric.LoadCase(casePath)
	if err != nil {
		t.Fatal(err)
	}
	lr, err := rubric.LoadResponse(respPath, rubric.ResponseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if lc.User != c.User || lc.VaultPath != c.Vault || len(lc.Criteria) != len(c.Criteria) {
		t.Errorf("case read back as %+v", lc)
	}
	if lr.Answer != r.Answer || len(lr.Retrieved) != len(r.Retrieved) || lr.User != r.User {
		t.Errorf("response read back as %+v", lr)
	}
}
