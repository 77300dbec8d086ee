package heuristic

import (
	"regexp/syntax"
	"strings"
	"testing"
)

// everyMatchHoldsRune reports whether every text re matches holds a rune
// for which in is true, proved from the syntax tree (false: unproved).
func everyMatchHoldsRune(re *syntax.Regexp, in func(rune) bool) bool {
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if in(r) && (re.Flags&syntax.FoldCase == 0 || strings.ToLower(string(r)) == strings.ToUpper(string(r))) {
				return true
			}
		}
		return false
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return false
		}
		for i := 0; i < len(re.Rune); i += 2 {
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if !in(r) {
					return false
				}
			}
		}
		return true
	case syntax.OpCapture, syntax.OpPlus:
		return everyMatchHoldsRune(re.Sub[0], in)
	case syntax.OpRepeat:
		return re.Min >= 1 && everyMatchHoldsRune(re.Sub[0], in)
	case syntax.OpConcat:
		for _, s := range re.Sub {
			if everyMatchHoldsRune(s, in) {
				return true
			}
		}
		return false
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if !everyMatchHoldsRune(s, in) {
				return false
			}
		}
		return true
	}
	return false
}

// TestReporterCiteHoldsADigit: every match of reporterCite holds an
// ASCII digit, so a text without one (hasDigit) cannot match, which
// describesOtherCase and the citation strippers rely on; the prover
// says no for a pattern whose digits are optional.
func TestReporterCiteHoldsADigit(t *testing.T) {
	digit := func(r rune) bool { return '0' <= r && r <= '9' }
	tree, err := syntax.Parse(reporterCite.String(), syntax.Perl)
	if err != nil {
		t.Fatal(err)
	}
	if !everyMatchHoldsRune(tree.Simplify(), digit) {
		t.Fatalf("reporterCite need not hold a digit: %s", reporterCite)
	}
	for _, src := range []string{`\b(\d+)?\s+U\.S\.`, `(\d|x)+`, `\d*`} {
		re, err := syntax.Parse(src, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if everyMatchHoldsRune(re.Simplify(), digit) {
			t.Errorf("the prover passed %s", src)
		}
	}
	for _, s := range []string{"See Bremen, 407 U.S. 1, 10 (1972).", "Bremen v. Zapata held so.", "The court held the clause valid."} {
		if got, want := describesOtherCase(s), strings.Contains(s, " v. ") || reporterCite.MatchString(s); got != want {
			t.Errorf("describesOtherCase(%q) = %v, want %v", s, got, want)
		}
	}
}
