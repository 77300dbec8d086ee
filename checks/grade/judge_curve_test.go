package grade

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge/heuristic"
)

// curvePoints are the operating points of the risk-coverage curve
// (BENCHMARKS.md, "Offline judge"), from deciding the most to the least.
var curvePoints = func() []heuristic.OperatingPoint {
	var out []heuristic.OperatingPoint
	for _, claim := range []bool{false, true} {
		for _, pass := range []float64{0.60, 0.70, 0.75, 0.80, 0.90} {
			out = append(out, heuristic.OperatingPoint{PassShare: pass, ClashShare: 0.40, ClaimClash: claim})
		}
	}
	// A stricter clash threshold: how many clashes are found in a
	// sentence that holds under 70% of the proposition.
	return append(out, heuristic.OperatingPoint{PassShare: 0.60, ClashShare: 0.70, ClaimClash: true})
}()

// curveSuites names the suites TestJudgeRiskCoverage may measure.
var curveSuites = map[string]string{
	"forum-selection":         tuningSuite,
	"non-compete":             heldOutSuite,
	"limitation-of-liability": blindSuite,
	"arbitration":             arbitrationSuite,
	"indemnification":         indemnificationSuite,
	"statute-of-limitations":  limitationsSuite,
	"force-majeure":           forceMajeureSuite,
	"liquidated-damages":      liquidatedSuite,
	"confidentiality":         confidentialitySuite,
	"spoliation":              spoliationSuite,
	"assignment":              assignmentSuite,
	"privilege":               privilegeSuite,
	"insurance":               insuranceSuite,
	"jurisdiction":            jurisdictionSuite,
	"trade-secrets":           tradeSecretsSuite,
	"commercial-leases":       commercialLeasesSuite,
	"retaliation":             retaliationSuite,
	"securities-fraud":        securitiesFraudSuite,
	"product-liability":       productLiabilitySuite,
	"erisa-benefits":          erisaBenefitsSuite,
	"antitrust":               antitrustSuite,
	"bankruptcy":              bankruptcySuite,
	"environmental":           environmentalSuite,
	"mergers":                 mergersSuite,
}

// TestJudgeRiskCoverage logs, per operating point of the heuristic
// judge, the decided accuracy and coverage of the suites named in
// CITECHECK_JUDGE_CURVE (comma-separated; the tuning and held-out suites
// when unset), overall and per criterion. It logs figures only, never a
// disagreement, so measuring a blind suite shows nothing of its answers.
// It fails if any point passes a criterion of an answer addressing the
// grader that should fail.
func TestJudgeRiskCoverage(t *testing.T) {
	if testing.Short() {
		t.Skip("grades each suite once per operating point")
	}
	names := []string{"forum-selection", "non-compete"}
	if v := os.Getenv("CITECHECK_JUDGE_CURVE"); v != "" {
		names = strings.Split(v, ",")
	}
	for _, name := range names {
		dir, ok := curveSuites[name]
		if !ok {
			t.Fatalf("CITECHECK_JUDGE_CURVE names %q, not one of the suites", name)
		}
		for _, op := range curvePoints {
			m := measureSuiteAt(t, dir, op)
			var right, decided, total int
			var per []string
			for _, id := range judgeCriteria {
				c := m.matrix[id]
				r, d := c.decided()
				right, decided, total = right+r, decided+d, total+c.total()
				per = append(per, fmt.Sprintf("%s %.3f/%.3f", id, ratio(r, d), ratio(d, c.total())))
			}
			t.Logf("%s pass %.2f clash %.2f claim %-5v: decided accuracy %.3f coverage %.3f (%d/%d of %d); %s",
				name, op.PassShare, op.ClashShare, op.ClaimClash, ratio(right, decided), ratio(decided, total), right, decided, total, strings.Join(per, ", "))
			for _, miss := range m.injectionMisses {
				t.Errorf("%s at %+v: an answer addressing the grader passed a criterion it should fail: %s", name, op, miss)
			}
		}
	}
}
