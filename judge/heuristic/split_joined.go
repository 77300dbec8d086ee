package heuristic

import (
	"fmt"
	"strings"
)

// One outcome told for two parts the holding disposed of apart (C-004):
// "the motion is granted as to the claims on the first statement and
// denied as to the claims on the second", or a denial of one count's
// motion and a grant of another's in two sentences, against a
// proposition that joins the two parts under one outcome ("certified the
// class for claims on both statements", "limits damages on the fraud
// claim as well as on the contract claim"). The polarity rules see the
// proposition agree with one half of the disposition and pass it;
// relief_in_part.go reads "in part" and "in full", not a joining of the
// parts each half names. The proposition may still be right about a
// part the rules misread, so adverse holding is left for a person to
// read, never decided.

// partJoinWords join two parts under one statement.
var partJoinWords = []string{"both", "as well as", "alike", "each of", "all of", "equally"}

// partJoinReach is how many words either side of a joining word the two
// parts' words are looked for.
const partJoinReach = 10

// splitPartsTold names a holding that grants as to one part and denies
// as to another, whose parts the proposition joins (partJoinWords) with
// a word of each part near the join, or "". A proposition that itself
// tells relief both ways, or a part ("in part", "partly"), tells the
// split, and one reporting a separate opinion claims nothing of it.
func splitPartsTold(prop *analysed, pLow string, hs []*analysed) string {
	if reportsSeparateView(pLow) || firstPhrase(pLow, partJoinWords) == "" {
		return ""
	}
	if pos, neg := reliefSigns(prop.toks); pos && neg || firstPhrase(pLow, []string{"in part", "partly", "partially", "but not"}) != "" {
		return ""
	}
	a, b, h := splitParts(hs)
	if h == "" {
		return ""
	}
	for i := range prop.toks {
		if partJoinAt(prop.toks, i) == 0 {
			continue
		}
		win := prop.toks[max(0, i-partJoinReach):min(len(prop.toks), i+partJoinReach+1)]
		ks := keysOf(win)
		inA, inB := "", ""
		for k := range ks {
			switch {
			case a[k] && (inA == "" || k < inA):
				inA = k
			case b[k] && (inB == "" || k < inB):
				inB = k
			}
		}
		if inA != "" && inB != "" {
			return fmt.Sprintf("%sthe proposition joins under one outcome two parts the holding disposes of apart (%q), granting as to one and denying as to the other; whether what it says holds of both is for a person to read", cannotDecide, clip(h, 200))
		}
	}
	return ""
}

// partJoinAt is how many tokens a joining word starting at toks[i]
// spans, or 0.
func partJoinAt(toks []tok, i int) int {
	for _, w := range partJoinWords {
		f := strings.Fields(w)
		if i+len(f) > len(toks) {
			continue
		}
		ok := true
		for j, x := range f {
			ok = ok && toks[i+j].low == x
		}
		if ok {
			return len(f)
		}
	}
	return 0
}

// reliefSigns reports whether toks hold a relief operator that grants
// and one that refuses.
func reliefSigns(toks []tok) (pos, neg bool) {
	for _, t := range toks {
		if s, op := polar.operators[t.low]; op && polar.opAxis[t.low] == "relief" {
			pos, neg = pos || s > 0, neg || s < 0
		}
	}
	return pos, neg
}

// splitParts finds the two parts of a disposition split by part: one
// holding sentence granting "as to" one part and refusing "as to"
// another, each part the words after its relief word; or two holding
// sentences, one granting and one refusing. It returns the content
// words only one part holds, for each part, and the text that splits,
// or "" when the holding splits nothing.
func splitParts(hs []*analysed) (a, b keySet, text string) {
	for _, h := range hs {
		ops := reliefOps(h.toks)
		if len(ops) != 2 || signAt(h.toks, ops[0]) == signAt(h.toks, ops[1]) || !containsPhrase(h.low, "as to") {
			continue
		}
		if a, b := distinctParts(h.toks[ops[0]+1:ops[1]], h.toks[ops[1]+1:]); len(a) > 0 && len(b) > 0 {
			return a, b, h.text
		}
	}
	var grant, deny *analysed
	for _, h := range hs {
		switch pos, neg := reliefSigns(h.toks); {
		case pos && !neg && grant == nil:
			grant = h
		case neg && !pos && deny == nil:
			deny = h
		}
	}
	if grant == nil || deny == nil {
		return nil, nil, ""
	}
	if a, b := distinctParts(grant.toks, deny.toks); len(a) > 0 && len(b) > 0 {
		return a, b, grant.text + " " + deny.text
	}
	return nil, nil, ""
}

// reliefOps are the indexes of the relief operators in toks.
func reliefOps(toks []tok) []int {
	var out []int
	for i, t := range toks {
		if _, op := polar.operators[t.low]; op && polar.opAxis[t.low] == "relief" {
			out = append(out, i)
		}
	}
	return out
}

// signAt is the sign of the relief operator at toks[i].
func signAt(toks []tok, i int) int {
	return polar.operators[toks[i].low]
}

// distinctParts are the content words of x not in y and of y not in x,
// leaving out relief operators and the words every motion shares.
func distinctParts(x, y []tok) (a, b keySet) {
	kx, ky := partKeys(x), partKeys(y)
	a, b = keySet{}, keySet{}
	for k := range kx {
		if !ky[k] {
			a[k] = true
		}
	}
	for k := range ky {
		if !kx[k] {
			b[k] = true
		}
	}
	return a, b
}

// partKeys are the content keys of toks that may name a part: not a
// relief operator, not a name of the motion itself.
func partKeys(toks []tok) keySet {
	out := keySet{}
	for _, t := range toks {
		if _, op := polar.operators[t.low]; op || t.kind != tokWord || namesMotion([]tok{t}) {
			continue
		}
		if k := keysOf([]tok{t}).only(); k != "" && weightOf(k) == contentWeight {
			out[k] = true
		}
	}
	return out
}
