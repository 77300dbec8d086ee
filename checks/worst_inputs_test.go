package checks_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/checkstest"
)

// TestWriteWorstInputs writes the worst inputs of BENCHMARKS.md "Bounded
// work" (each at or just past a limit) as response files into
// $CITECHECK_WORST_DIR, for timing the real command on them:
//
//	CITECHECK_WORST_DIR=/tmp/worst go test ./checks -run TestWriteWorstInputs
//
// Without the variable it does nothing.
func TestWriteWorstInputs(t *testing.T) {
	dir := os.Getenv("CITECHECK_WORST_DIR")
	if dir == "" {
		t.Skip("set CITECHECK_WORST_DIR to write the worst inputs")
	}
	data, err := os.ReadFile(filepath.Join(checkstest.FixtureDir(t), "responses", "clean-bluebook.json"))
	if err != nil {
		t.Fatal(err)
	}
	var base map[string]any
	if err := json.Unmarshal(data, &base); err != nil {
		t.Fatal(err)
	}
	lines := func(n int, format string) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, format, i, 10+i%9)
		}
		return b.String()
	}
	repeat := func(unit string, bytes int) string { return strings.Repeat(unit, bytes/len(unit)) }
	var maxTrace []map[string]any
	for i := range 2000 {
		maxTrace = append(maxTrace, map[string]any{"chunk_id": fmt.Sprintf("VLT-%04d#c%d", i%27+1, i%9+1), "rank": i + 1})
	}
	const mib = 1 << 20
	for name, answer := range map[string]string{
		"trace-2000-wl-1000":      lines(1000, "Point %d: clauses are valid. Quillfeather Logistics v. Brightwater Marine, 2023 WL 44177%d, at *2.\n"),
		"units-2400-full-cites":   lines(2400, "- Point %d: a forum-selection clause is prima facie valid unless unreasonable. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, %d (1972).\n"),
		"units-4900-uncited":      lines(4900, "- Point %d (%d): a forum-selection clause is prima facie valid and enforced unless unreasonable.\n"),
		"per-proposition-49x100":  strings.Repeat("Clauses are valid: "+strings.TrimSuffix(lines(100, "Bremen, 407 U.S. at 1%[1]d%[2]d; "), "; ")+".\n\n", 49),
		"id-chain-4mib":           repeat("Id. ", 4*mib-64),
		"bracket-paragraphs-4mib": repeat("[VLT-0001]\n\n", 4*mib-64),
		"sentences-4mib":          repeat("Forum clauses are prima facie valid and enforced. ", 4*mib-64),
		"markdown-links-100kb":    repeat("[a](", 100_000),
	} {
		r := map[string]any{}
		for k, v := range base {
			r[k] = v
		}
		r["answer"], r["run_id"] = answer, "worst/"+name
		if name == "trace-2000-wl-1000" || strings.HasPrefix(name, "units-") || strings.HasPrefix(name, "per-") {
			r["retrieved"] = maxTrace
		}
		out, _ := json.Marshal(r)
		if err := os.WriteFile(filepath.Join(dir, name+".json"), out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
