package heuristic

// Courts: federal circuits, court levels read from Bluebook court
// abbreviations, and the court a proposition says decided.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// circuitsIn are the federal circuits named in toks ("Ninth Circuit",
// "9th Cir.", "Federal Circuit"), by number (Federal: 13, D.C.: 12).
func circuitsIn(toks []tok) map[int]bool {
	out := map[int]bool{}
	for i, t := range toks {
		if t.kind != tokWord || (t.low != "circuit" && t.low != "cir") || i == 0 {
			continue
		}
		p := toks[i-1]
		if n, ok := facts.ordinals[p.low]; ok && p.kind == tokWord {
			out[n] = true
			continue
		}
		// "9th Cir.", "2d Cir.": a number, then its suffix.
		if i >= 2 && toks[i-2].kind == tokNumber && p.kind == tokWord && (p.low == "th" || p.low == "st" || p.low == "nd" || p.low == "rd" || p.low == "d") {
			if n, err := strconv.Atoi(toks[i-2].low); err == nil {
				out[n] = true
			}
		}
	}
	return out
}

// circuitName is "the Nth Circuit" for a circuit number.
func circuitName(n int) string {
	switch n {
	case 12:
		return "the D.C. Circuit"
	case 13:
		return "the Federal Circuit"
	}
	return fmt.Sprintf("the %s Circuit", ordinalName(n))
}

func ordinalName(n int) string {
	names := []string{"", "First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth", "Eleventh"}
	if n > 0 && n < len(names) {
		return names[n]
	}
	return strconv.Itoa(n) + "th"
}

// courtLevelOf is the kind of court a Bluebook court abbreviation
// names: "supreme" for a bare state ("Conn.", "Ohio") or "U.S.",
// "appellate", "district", "chancery", or "" when it cannot say.
func courtLevelOf(court string) string {
	c := strings.ToLower(strings.TrimSpace(court))
	switch {
	case c == "":
		return ""
	case strings.Contains(c, "ch."), strings.Contains(c, "chancery"):
		return "chancery"
	case strings.Contains(c, "app"), strings.Contains(c, "cir"), strings.Contains(c, "super"):
		return "appellate"
	case strings.HasPrefix(c, "d.") || strings.Contains(c, ".d.") || strings.Contains(c, "dist") || strings.Contains(c, "bankr"):
		return "district"
	case c == "u.s." || strings.Contains(c, "supreme"):
		return "supreme"
	}
	for _, abbr := range facts.stateAbbrev {
		if c == abbr {
			return "supreme"
		}
	}
	return ""
}

// decidingCourtRe finds a court named as the one that decided: the
// subject of held, ruled, affirmed ... ("the Connecticut Supreme Court
// held"), not a court merely mentioned ("the Supreme Court's later
// decision").
var decidingCourtRe = regexp.MustCompile(`\b(supreme court|court of chancery|chancery court|court of appeals|court of appeal|appeals court|appellate court|appellate division)(?: of [a-z]+(?: [a-z]+)?)?(?:,?\s+(?:\w+\s+){0,2}?)?\s*(held|holds|ruled|rules|affirmed|reversed|vacated|concluded|decided|found|enforced|refused|declined|granted|denied|upheld|treats|treated|struck)\b`)

// proposedCourtLevel is the kind of court a proposition says decided,
// or "".
func proposedCourtLevel(low string) string {
	if !holdsAny(low, courtLevelGate) {
		return "" // no court decidingCourtRe names (regexp_gates.go)
	}
	m := decidingCourtRe.FindStringSubmatch(low)
	if m == nil {
		return ""
	}
	switch m[1] {
	case "court of chancery", "chancery court":
		return "chancery"
	case "supreme court":
		return "supreme"
	}
	return "appellate"
}

func sortedKeys(m map[int]bool) []int {
	var out []int
	for k := range m {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
