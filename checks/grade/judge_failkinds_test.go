package grade

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
)

// criterionPart is the part of a unit's verdict each judge criterion
// reads.
var criterionPart = map[string]string{
	"C-003": judge.UndecidedSupports,
	"C-004": judge.UndecidedAdverse,
	"C-007": judge.UndecidedOverclaims,
	"C-008": judge.UndecidedUnflagged,
}

// kindGrader is the family a criterion fail is put down to when no unit
// of the response fails its part on a decided rule: the grader's own
// findings (a citation with no located passage, an answer addressing the
// grader, a section heading, an invalid citation for C-008).
const kindGrader = "(grader: no unit rule)"

// kindTally counts, for one family, the criterion verdicts decided as
// fail with a unit failing on it (Any), those where it was the only
// family (Sole), and how many of each the expected verdicts fail
// (AnyRight, SoleRight), overall and per criterion.
type kindTally struct {
	Any, AnyRight, Sole, SoleRight int
	PerCrit                        map[string][2]int // criterion -> {any, right}
}

// failKindCounts grades every response of the suite in dir at op and
// adds, for each judge criterion decided as fail, its families to tally.
// It keeps nothing of the responses but the counts.
func failKindCounts(t *testing.T, dir string, op heuristic.OperatingPoint, tally map[string]*kindTally) {
	t.Helper()
	sg := suiteGraderAt(t, dir, op)
	names, rec := sg.names, sg.rec
	for _, path := range names {
		_, want, scores := sg.grade(t, dir, path, func(_ string, err error) string {
			return fmt.Sprintf("grading a response of %s: %v", filepath.Base(dir), err) // no response name: the suite may be blind
		})
		byPart := map[string][]string{}
		for _, u := range rec.Units() {
			ks, err := heuristic.FailKinds(op, u)
			if err != nil {
				t.Fatalf("a unit of %s: %v", filepath.Base(dir), err)
			}
			for part, kinds := range ks {
				for _, k := range kinds {
					if !containsString(byPart[part], string(k)) {
						byPart[part] = append(byPart[part], string(k))
					}
				}
			}
		}
		for _, cr := range scores.CriteriaResults {
			w, ok := want[cr.ID]
			part, judged := criterionPart[cr.ID]
			if !ok || !judged || string(cr.Verdict) != "fail" || cr.NeedsReview() {
				continue
			}
			kinds := byPart[part]
			if len(kinds) == 0 {
				kinds = []string{kindGrader}
			}
			right := 0
			if w == "fail" {
				right = 1
			}
			for _, k := range kinds {
				tl := tally[k]
				if tl == nil {
					tl = &kindTally{PerCrit: map[string][2]int{}}
					tally[k] = tl
				}
				tl.Any++
				tl.AnyRight += right
				pc := tl.PerCrit[cr.ID]
				tl.PerCrit[cr.ID] = [2]int{pc[0] + 1, pc[1] + right}
				if len(kinds) == 1 {
					tl.Sole++
					tl.SoleRight += right
				}
			}
		}
	}
}

func containsString(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// TestJudgeFailKinds logs, per rule family of the heuristic judge
// (heuristic.FailKind), how many judge criteria of the suites named in
// CITECHECK_JUDGE_FAILKINDS (comma-separated; skipped when unset) were
// decided as fail with a unit failing on that family, and how many of
// them the expected verdicts fail: the family's precision. "sole" counts
// the criteria that family alone failed, which are what leaving it
// undecided (OperatingPoint.Undecide) would turn to needs review. The
// suites are pooled and only counts are logged, never a response, unit
// or reasoning, so measuring a blind suite shows nothing of its answers.
//
// With CITECHECK_JUDGE_UNDECIDE naming sets of families (families
// comma-separated, sets semicolon-separated) it then logs each suite's
// decided accuracy and coverage at the default point and with each set
// undecided (OperatingPoint.Undecide), and fails if a set passes a true
// failure the default fails (it must stay caught, decided or as needs
// review).
func TestJudgeFailKinds(t *testing.T) {
	v := os.Getenv("CITECHECK_JUDGE_FAILKINDS")
	if v == "" {
		t.Skip("set CITECHECK_JUDGE_FAILKINDS to the suites to measure")
	}
	names := strings.Split(v, ",")
	for _, n := range names {
		if _, ok := curveSuites[n]; !ok {
			t.Fatalf("CITECHECK_JUDGE_FAILKINDS names %q, not one of the suites", n)
		}
	}
	// the families are counted where every one decides: the default
	// point leaves some undecided (heuristic.DefaultOperatingPoint.Undecide)
	counting := heuristic.DefaultOperatingPoint
	counting.Undecide = 0
	tally := map[string]*kindTally{}
	for _, n := range names {
		failKindCounts(t, curveSuites[n], counting, tally)
	}
	t.Logf("rule families of decided criterion fails, %s", strings.Join(names, "+"))
	t.Logf("%-28s %5s %5s %9s %5s %5s %9s  %s", "family", "fails", "right", "precision", "sole", "right", "precision", "per criterion (fails/right)")
	var order []string
	for _, k := range kindNames() {
		if k != string(heuristic.KindUnclassified) {
			order = append(order, k)
		}
	}
	order = append(order, string(heuristic.KindUnclassified), kindGrader)
	var tot kindTally
	for _, k := range order {
		tl := tally[k]
		if tl == nil {
			continue
		}
		var per []string
		for _, id := range judgeCriteria {
			if pc, ok := tl.PerCrit[id]; ok {
				per = append(per, fmt.Sprintf("%s %d/%d", id, pc[0], pc[1]))
			}
		}
		tot.Sole += tl.Sole
		tot.SoleRight += tl.SoleRight
		t.Logf("%-28s %5d %5d %9.3f %5d %5d %9.3f  %s", k, tl.Any, tl.AnyRight, ratio(tl.AnyRight, tl.Any), tl.Sole, tl.SoleRight, ratio(tl.SoleRight, tl.Sole), strings.Join(per, ", "))
	}
	t.Logf("criteria failed by one family alone: %d, right %d (%.3f)", tot.Sole, tot.SoleRight, ratio(tot.SoleRight, tot.Sole))
	u := os.Getenv("CITECHECK_JUDGE_UNDECIDE")
	if u == "" {
		return
	}
	var sets []heuristic.KindSet
	for _, one := range strings.Split(u, ";") {
		set, err := heuristic.KindSetOf(strings.Split(one, ",")...)
		if err != nil {
			t.Fatalf("CITECHECK_JUDGE_UNDECIDE: %v", err)
		}
		sets = append(sets, set)
	}
	for _, n := range names {
		base := measureSuiteAt(t, curveSuites[n], heuristic.DefaultOperatingPoint)
		t.Logf("%s default: %s", n, decidedLine(base))
		for _, set := range sets {
			op := heuristic.DefaultOperatingPoint
			op.Undecide = set
			with := measureSuiteAt(t, curveSuites[n], op)
			t.Logf("%s undecide %s: %s", n, set, decidedLine(with))
			for _, id := range judgeCriteria {
				if with.matrix[id].Missed > base.matrix[id].Missed {
					t.Errorf("%s %s: leaving %s undecided passed %d true failure(s) the default fails", n, id, set, with.matrix[id].Missed-base.matrix[id].Missed)
				}
			}
		}
	}
}

// kindNames is every family's name, in the judge's order.
func kindNames() []string {
	var out []string
	for _, k := range heuristic.AllFailKinds() {
		out = append(out, string(k))
	}
	return out
}

// decidedLine is a suite's decided accuracy and coverage, overall and
// per criterion, with its true failures missed (passed).
func decidedLine(m *suiteMeasure) string {
	var right, decided, total, missed int
	var per []string
	for _, id := range judgeCriteria {
		c := m.matrix[id]
		r, d := c.decided()
		right, decided, total, missed = right+r, decided+d, total+c.total(), missed+c.Missed
		per = append(per, fmt.Sprintf("%s %.3f/%.3f", id, ratio(r, d), ratio(d, c.total())))
	}
	return fmt.Sprintf("decided accuracy %.3f coverage %.3f (%d/%d of %d), true failures passed %d; %s",
		ratio(right, decided), ratio(decided, total), right, decided, total, missed, strings.Join(per, ", "))
}
