package heuristic

// Numbers: the numbers, years and amounts a text states, spelled or in
// digits, for the facts that must match (facts.go).

import "strconv"

// numberValues are the numbers a text states, as canonical strings:
// digits ("60,000" -> "60000", "$4.2 million" -> "4200000"), spelled
// numbers ("seventy-five" -> "75"). With unitsOnly, a spelled number
// counts only before a unit (ten miles, two-year): "three approaches" is
// not a fact worth checking, "three years" is.
func numberValues(toks []tok, unitsOnly bool) []string {
	var out []string
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.kind {
		case tokNumber:
			if unitsOnly && (listMarker(toks, i) || labelNumber(toks, i) || provisionNumber(toks, i) || pinCite(toks, i)) {
				continue
			}
			v, err := strconv.ParseFloat(t.low, 64)
			if err != nil {
				continue
			}
			if i+1 < len(toks) {
				switch toks[i+1].low {
				case "million":
					v *= 1e6
				case "billion":
					v *= 1e9
				case "thousand":
					v *= 1e3
				}
			}
			out = append(out, strconv.FormatFloat(v, 'f', -1, 64))
		case tokWord:
			v, ok := facts.numberWords[t.low]
			if !ok {
				continue
			}
			j := i + 1
			// compounds: seventy-five, twenty five, two hundred
			for j < len(toks) && toks[j].kind == tokWord {
				n, ok := facts.numberWords[toks[j].low]
				if !ok {
					break
				}
				if n >= 100 {
					v *= n
				} else {
					v += n
				}
				j++
			}
			u := j
			if u+2 < len(toks) && toks[u].low == "(" && toks[u+1].kind == tokNumber && toks[u+2].low == ")" {
				u += 3 // "twelve (12) months"
			}
			if unitsOnly && !unitAt(toks, u) {
				i = j - 1
				continue
			}
			out = append(out, strconv.FormatFloat(v, 'f', -1, 64))
			i = j - 1
		}
	}
	return out
}

// listMarker reports whether the number at toks[i] is a list marker:
// "(1)" or a leading "1." / "1)".
// labelNumber reports whether the number at i is part of a label
// ("Matter 2041", "Exhibit 4", "Schedule 2"), or of a reference to the
// answer's own enumeration in any case ("the rule in item 2", "see point
// 3 above"): it names a thing the answer is about, or a part of the
// answer, not a fact the passage must state.
func labelNumber(toks []tok, i int) bool {
	if i >= len(toks) || toks[i].kind != tokNumber {
		return false
	}
	if i == 0 || toks[i-1].kind != tokWord {
		return false
	}
	for _, w := range enumerationWords {
		if toks[i-1].low == w {
			return true
		}
	}
	if !toks[i-1].cap {
		return false
	}
	for _, w := range labelWords {
		if toks[i-1].low == w {
			return true
		}
	}
	return false
}

// pinCite reports whether the number at i is the page of a short-form
// citation written into the sentence ("Hollister, supra, at 613",
// "Id. at 42", "supra note 3"): a locator of the cited text, not a fact
// it must state.
func pinCite(toks []tok, i int) bool {
	k := i - 1
	if k < 0 || toks[k].low != "at" && toks[k].low != "note" {
		return false // the page follows "at" or "note"
	}
	k--
	for k >= 0 && toks[k].kind == tokPunct {
		k--
	}
	return k >= 0 && (toks[k].low == "supra" || toks[k].low == "id" || toks[k].low == "ibid" || toks[k].low == "infra")
}

func listMarker(toks []tok, i int) bool {
	if i > 0 && toks[i-1].low == "(" && i+1 < len(toks) && toks[i+1].low == ")" && len(toks[i].low) <= 2 {
		return i+2 >= len(toks) || !facts.units[toks[i+2].low] // not "(12) months"
	}
	return i == 0 && i+1 < len(toks) && (toks[i+1].low == "." || toks[i+1].low == ")")
}
