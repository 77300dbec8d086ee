package batch

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// scaleBatchAnswers is how many responses TestScaleBatchFiles writes: the
// batch of issue 28's memory target (grade of 10,000 answers at 1M
// chunks under 1 GB).
const scaleBatchAnswers = 10000

// TestScaleBatchFiles writes a batch for timing `citecheck grade` of many
// answers as a whole process against the scale Vault (BENCHMARKS.md,
// "Build and memory at 1M chunks, and every CLI path cold"):
// ScaleDir()/batch-case.json (the five deterministic criteria, u-001,
// the index beside it) and ScaleDir()/responses.jsonl, one response per
// line, the answers of checks/grade's BenchmarkScale1MGrade. It reads
// the stream back through Inputs, as grade does. Skipped unless
// CITECHECK_SCALE is set; it builds the scale index when missing.
func TestScaleBatchFiles(t *testing.T) {
	ix := vaulttest.ScaleIndex(t)
	defer ix.Close()
	c := scaleBatchCase(filepath.Join(vaulttest.ScaleDir(), "index"))
	casePath := filepath.Join(vaulttest.ScaleDir(), "batch-case.json")
	streamPath := filepath.Join(vaulttest.ScaleDir(), "responses.jsonl")
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(casePath, b, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(streamPath)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	for i := range scaleBatchAnswers {
		r, err := scaleBatchResponse(ix, i)
		if err != nil {
			t.Fatal(err)
		}
		line, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(line)
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}

	if _, err := rubric.LoadCase(casePath); err != nil {
		t.Fatal(err)
	}
	in, err := NewInputs([]string{streamPath}, InputOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	src, err := in.Open()
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	n := 0
	for {
		it, err := src.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if n++; it.Response.User != "u-001" || len(it.Response.Retrieved) != 8 {
			t.Fatalf("line %d read back as user %q with %d trace entries", n, it.Response.User, len(it.Response.Retrieved))
		}
	}
	if n != scaleBatchAnswers {
		t.Fatalf("read back %d responses, wrote %d", n, scaleBatchAnswers)
	}
	writeScaleSuite(t, ix, filepath.Join(vaulttest.ScaleDir(), "suite"))
}

// scaleSuiteAnswers is how many responses the scale suite holds.
const scaleSuiteAnswers = 100

// writeScaleSuite writes a regression suite over the scale index, for
// timing `citecheck test` as a whole process: the batch case (its vault
// relative to the suite), the first scaleSuiteAnswers responses and
// what is known of them by construction: C-001 fails for every 10th
// answer (a reporter citation that names no document) and passes for
// the others.
func writeScaleSuite(t *testing.T, ix *vault.Index, dir string) {
	t.Helper()
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	for _, sub := range []string{"responses", "expected"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(path string, v any) {
		b, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(dir, "case.json"), scaleBatchCase(filepath.Join("..", "index")))
	for i := range scaleSuiteAnswers {
		r, err := scaleBatchResponse(ix, i)
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("scale-%03d.json", i)
		verdict := "pass"
		if i%10 == 0 {
			verdict = "fail"
		}
		write(filepath.Join(dir, "responses", name), r)
		write(filepath.Join(dir, "expected", name), map[string]string{"C-001": verdict})
	}
}

// scaleBatchCase is checks/grade's scale case (benchCase with the
// scale Vault's user and a topic the Zipf prose sometimes holds), as a
// case file naming the index.
func scaleBatchCase(index string) *rubric.Case {
	c := &rubric.Case{ID: "scale-batch", Title: "scale batch", Instructions: "forum selection clause", User: "u-001",
		AskedAt: fixture.TimeP(time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC)),
		Topic:   rubric.Topic{Label: "forum clauses", Terms: []string{"forum", "clause"}},
		Vault:   index,
		Criteria: []rubric.Criterion{
			{ID: "C-001", Title: "exist", Check: rubric.CheckCitationsExist},
			{ID: "C-002", Title: "access", Check: rubric.CheckCitationsAccessible},
			{ID: "C-005", Title: "verbatim", Check: rubric.CheckIdentifiersVerbatim},
			{ID: "C-006", Title: "topic", Check: rubric.CheckPassagesOnTopic},
			{ID: "C-009", Title: "locators", Check: rubric.CheckHaveLocators},
		}}
	for i := range c.Criteria {
		c.Criteria[i].MatchCriteria = c.Criteria[i].Title
	}
	return c
}

// scaleBatchResponse is answer i of checks/grade's scaleResponse: a case
// quoted in chunk 2 of document d, cited by name and reporter citation
// with a pin; document d by its Vault ID with a page; an Id. with a
// page; an 8-chunk trace; every 10th citation fabricated.
func scaleBatchResponse(x interface {
	Chunk(string) (*vault.Chunk, bool)
}, i int) (*rubric.Response, error) {
	return fixture.ScaleResponse(x, i, "scale/%05d")
}
