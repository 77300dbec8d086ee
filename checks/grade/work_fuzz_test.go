package grade_test

import (
	"context"
	"errors"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/rubric"
)

// workBudget is the most allocations a grade may make for an answer of n
// bytes: a fixed part (the response's Vault look-ups, the reports) and a
// part per byte. The fixture answers make 5-9 per byte and the densest
// citation chains about 35; a step quadratic in the answer makes
// hundreds to thousands per byte at 60 KB, which is what this budget
// catches (the seeds are near that size for that reason). It
// counts allocations, not time, so it is the same on any machine.
func workBudget(n int) uint64 { return 200_000 + 80*uint64(n) }

// FuzzGradeWork grades answers of up to 64 KB with the fixture grader
// (heuristic judge, the fixture trace) and fails when one costs more
// allocations than workBudget allows: every step must be near-linear in
// its input (issue 14). The fuzzer writes a head and a unit, and the
// answer is the head followed by the unit repeated (numbered, so that no
// two repetitions are one judge unit) to about 60 KB: the inputs that
// made steps quadratic were repetitions, and a short unit keeps the
// corpus small while every execution grades a long answer. An answer the
// grader refuses as bad input (over a limit) is fine; any other error is
// not.
func FuzzGradeWork(f *testing.F) {
	seed, err := rubric.LoadResponse(filepath.Join(checkstest.FixtureDir(f), "responses", "clean-bluebook.json"), rubric.ResponseOptions{})
	if err != nil {
		f.Fatal(err)
	}
	const head = "Forum clauses are valid. Bremen, 407 U.S. at 10.\n\n"
	f.Add(seed.Answer, "")
	for _, unit := range []string{
		"Clause %d is valid. Id. at 10. ",
		"- Clause %d is enforced. Id. at 12.\n",
		"Point %d: a clause is valid [VLT-0001, p. 10]. ",
		"Clause %d is enforced. Bremen, supra, at 12. ",
		"Strategy %d is to file first [VLT-0023, § 99]. ", // a walled document's places it lacks (issue 22.9)
		"A forum-selection clause %d is prima facie valid and should be enforced. ",
		"Order %d: 2023 WL 4417730, at *2. ",
		"Clause %d holds. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). ",
		"*[a%d](",
		"| a%d ",
		"Clause %d is enforced (Bremen, p. 10); Bremen ¶ %d. ",
		"Clause %d is valid<sup>1</sup>. Clause %d holds.\u00b9 ",
		"Clause %d binds 【%d†Acme-Globex-MSA.pdf】. Under [Bremen][b%d], it holds.\n\n[b%d]: vault://VLT-0001#c4\n\n",
		"Clause %d is the memo's (*Initech, Inc. v. Globex Industries, Inc.*, ¶ 2). ",
		"----------\n\nClause %d: Accord Fenwick Data Corp. v. Lorimer, 918&nbsp;F.3d&nbsp;1102, 1107 (9th Cir. 2019).\n\n",
	} {
		f.Add(head, unit)
	}
	// issue 22.1: an answer past the Markdown nesting bound, read as
	// plain text for its whole length
	f.Add(strings.Repeat("> ", 40)+"deep\n\n"+head, "Clause %d is *valid* [VLT&#45;0001, p.&nbsp;10]<sup>1</sup> `x` <i>y</i>. ")
	// Numbered references (issue 22): markers before a trailing list of
	// "[N] ..." entries, so the carry copies every entry's citations to
	// every marker; the unit makes the entries.
	markers := strings.Repeat("A clause is valid [1-21]. ", 100) + "\n\n"
	f.Add(markers, "[%d] [VLT-0001, p. 10] [VLT-0002, p. 595] [VLT-0003, p. 63]\n")
	f.Add(markers, "[%d] M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). Clauses are always enforced.\n")
	f.Add("Valid [1]. Fraud [2]. Missing [3].\n\n## Sources\n\n", "%d. [VLT-0001, p. 10]\n")
	// (units of about 150 bytes: each repetition is a judged proposition,
	// and the corpus must stay quick to replay)
	f.Add("Valid [1].\n\n## Authorities\n\n", "%d. Forum-selection clauses are always enforced in every court of every state, whatever the contract and whoever the parties may be [VLT-0001, p. 10].\n")
	// headings and footnotes that state law (issue 22)
	f.Add(head, "## Clause %d is always enforced in every court of every state and country [VLT-0001, p. 10]\n\nIt is prima facie valid and should be enforced [VLT-0001, p. 10].\n\n")
	f.Add(head, "Clause %d is prima facie valid and should be enforced.[^%d]\n\n[^%d]: [VLT-0001, p. 10]. Every court in every state must enforce it, without exception.\n\n")
	f.Add(strings.Repeat("Valid.[^1] ", 200)+"\n\n[^1]: [VLT-0001, p. 10]. Courts always enforce it.\n\n", "Clause %d is valid [VLT-0001, p. 10]. ")
	// markers that point nowhere
	f.Add(head, "Clause %d is valid [%d]. ")
	g := checkstest.FixtureGrader(f)
	f.Fuzz(func(t *testing.T, head, unit string) {
		if len(head) > 8<<10 || len(unit) > 512 {
			return
		}
		var b strings.Builder
		b.WriteString(head)
		if unit != "" {
			if !strings.Contains(unit, "%d") {
				unit += " %d "
			}
			for i := 0; b.Len() < 60_000; i++ {
				b.WriteString(strings.ReplaceAll(unit, "%d", strconv.Itoa(i)))
			}
		}
		answer := b.String()
		if len(answer) > 64<<10 || strings.TrimSpace(answer) == "" || !utf8.ValidString(answer) {
			return
		}
		resp := *seed
		resp.Answer, resp.RunID = answer, "fuzz/work"
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, _, err := g.Grade(context.Background(), &resp)
		runtime.ReadMemStats(&after)
		var ec interface{ ExitCode() int }
		if err != nil && !(errors.As(err, &ec) && ec.ExitCode() == 2) {
			t.Fatalf("grading failed: %v", err)
		}
		if n := after.Mallocs - before.Mallocs; n > workBudget(len(answer)) {
			t.Fatalf("a %d-byte answer cost %d allocations, over the budget of %d: a step is not linear in its input", len(answer), n, workBudget(len(answer)))
		}
	})
}
