package heuristic

import "fmt"

// A relief named by what was asked (C-004): "the request for in camera
// review is denied" disposes of in camera review, so a proposition that
// the court "granted in camera review" contradicts it, though it names
// no motion: the polarity rules compare reliefs only by the motion they
// concern, and a grant of a thing is no motion. The holding's passive
// relief names what it disposes of before its verb; the proposition's
// relief word names it after. When two or more content words of what
// the holding refused (or granted) follow a relief word of the
// proposition of the other sign, and fewer follow one of the same sign,
// the account is adverse. A holding that grants and denies the same
// thing in part is relief_in_part.go's.

// reliefGenericWords name any relief, so they tell no relief from
// another.
var reliefGenericWords = map[string]bool{"motion": true, "request": true, "petition": true, "application": true, "alternative": true,
	"court": true, "order": true, "relief": true, "party": true, "renewed": true}

// disposedRelief is a holding clause's passive relief: its sign and the
// content keys of what it disposes of.
type disposedRelief struct {
	sign  int
	thing keySet
	text  string
}

// disposedReliefs reads the passive reliefs of the holding's main
// clauses ("X and Y are denied"), not negated.
func disposedReliefs(hs []*analysed) []disposedRelief {
	var out []disposedRelief
	for _, h := range hs {
		if reliefInPart(h) {
			continue
		}
		for ci := range h.clauses {
			c := &h.clauses[ci]
			if c.role != roleMain {
				continue
			}
			for i, t := range c.toks {
				s, op := polar.operators[t.low]
				if !op || polar.opAxis[t.low] != "relief" || i == 0 || !beVerbs[c.toks[i-1].low] || haveVerbs[c.toks[i-1].low] {
					continue
				}
				negated := false
				for _, b := range c.toks[:i] {
					negated = negated || polar.negators[b.low]
				}
				if thing := reliefThing(keysOf(c.toks[:i-1])); !negated && len(thing) > 0 {
					out = append(out, disposedRelief{sign: s, thing: thing, text: h.text})
				}
				break
			}
		}
	}
	return out
}

// reliefThing is the content keys of ks that tell one relief from
// another.
func reliefThing(ks keySet) keySet {
	out := keySet{}
	for k := range ks {
		if weightOf(k) == contentWeight && !reliefGenericWords[k] {
			out[k] = true
		}
	}
	return out
}

// namedReliefClash compares the proposition's account of the relief the
// court granted or denied with the holding's passive reliefs: a message
// when it gives what the holding disposed of the other disposition, else
// "".
func namedReliefClash(prop *analysed, pLow string, hs []*analysed) string {
	if firstPhrase(pLow, decisionWords) == "" && !reportsDecision(pLow) {
		return "" // a rule, not an account of what this court did
	}
	ds := disposedReliefs(hs)
	if len(ds) == 0 {
		return ""
	}
	rs := reliefWordsOf(prop, true)
	for _, d := range ds {
		same, other := 0, 0
		var word string
		for _, r := range rs {
			n := 0
			for k := range reliefThing(r.obj) {
				if d.thing[k] {
					n++
				}
			}
			switch {
			case r.sign == d.sign:
				same = max(same, n)
			case n > other:
				other, word = n, r.word
			}
		}
		if other >= 2 && other > same {
			return fmt.Sprintf("adverse holding: the proposition says the court %s what the holding disposed of the other way (%q)", word, clip(d.text, 160))
		}
	}
	return ""
}
