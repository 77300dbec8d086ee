package heuristic

import (
	"fmt"
	"strings"
)

// A reason joined to a result the passage does not join it to: "the
// court required bad faith, reasoning that the innocent party should
// not bear the risk" over a passage where the majority requires bad
// faith for one reason and a minority, reasoning that the innocent party
// should not bear the risk, requires less; "because the disclosures were
// never summarized, the trade secret claim failed" where the missing
// summary defeated only the contract claim. Each part aligns, with a
// sentence of its own, and no sentence gives that reason for that
// result: the words line up although the passage may give the result
// another reason. Support is not decided on alignment.

// reasonLeads open the reason of a proposition's result.
var reasonLeads = [][]string{{"because"}, {"reasoning", "that"}, {"on", "the", "ground", "that"}, {"on", "the", "grounds", "that"}, {"for", "the", "reason", "that"}, {"given", "that"}}

// minReasonPart is the share of a part's words a sentence must hold to
// be where that part rests, and maxReasonJoin the share of the reason's
// words the result's sentence may hold without stating it too.
const (
	minReasonPart = 0.5
	maxReasonJoin = 0.34
	minReasonKeys = 3
)

// reasonSplit names the doubt when the proposition's reason and its
// result rest on different passage sentences, or "".
func reasonSplit(ptoks []tok, p *passage) string {
	at, n := -1, 0
	for i := range ptoks {
		for _, l := range reasonLeads {
			if matchWords(ptoks, i, l) {
				at, n = i, len(l)
				break
			}
		}
		if at >= 0 {
			break
		}
	}
	if at < 0 {
		return ""
	}
	// The reason runs from the lead to the end of its clause: the next
	// semicolon, or, when it opens the sentence ("Because X, Y"), its
	// first comma.
	end := len(ptoks)
	for j := at + n; j < len(ptoks); j++ {
		if ptoks[j].low == ";" || at == 0 && ptoks[j].low == "," {
			end = j
			break
		}
	}
	reason := keysOf(ptoks[at+n : end])
	result := keysOf(append(append([]tok{}, ptoks[:at]...), ptoks[end:]...))
	for k := range reason {
		delete(result, k) // a word of both parts says nothing about which sentence joins them
	}
	if contentKeys(reason) < minReasonKeys || contentKeys(result) < minReasonKeys {
		return ""
	}
	ri, rs := bestHolding(reason, p)
	ei, es := bestHolding(result, p)
	if ri < 0 || ei < 0 || ri == ei || rs < minReasonPart || es < minReasonPart {
		return ""
	}
	if heldShare(reason, &p.sents[ei]) > maxReasonJoin || heldShare(result, &p.sents[ri]) > maxReasonJoin {
		return ""
	}
	// The reason's sentence gives it for a result of its own, and of
	// another group of courts than the result's sentence ("Most circuits
	// require bad faith ... Some permit the instruction, reasoning that
	// ..."): a reason merely stated there, or a step of the same court's
	// reasoning, may still be the one the proposition's result rests on.
	if !givesReason(p.sents[ri].toks) || opensWithGroup(p.sents[ri].low) == "" || opensWithGroup(p.sents[ei].low) == opensWithGroup(p.sents[ri].low) {
		return ""
	}
	return fmt.Sprintf("the proposition's result rests on one passage sentence (%q) and its reason on another (%q), which does not give that reason for that result", clip(p.sents[ei].text, 100), clip(p.sents[ri].text, 100))
}

// causalLinks join a reason to its result inside one sentence.
var causalLinks = [][]string{{"because"}, {"so"}, {"therefore"}, {"thus"}, {"hence"}, {"reasoning", "that"}, {"on", "the", "ground", "that"}, {"on", "the", "grounds", "that"}, {"as", "a", "result"}}

// givesReason reports whether toks join a reason to a result.
func givesReason(toks []tok) bool {
	for i := range toks {
		for _, l := range causalLinks {
			if matchWords(toks, i, l) {
				return true
			}
		}
	}
	return false
}

// groupLeads open a sentence about one group of courts or judges in a
// split.
var groupLeads = []string{"most ", "some ", "a few ", "few ", "many ", "several ", "others ", "other courts ", "a minority ", "the minority ", "a majority ", "the majority ", "the dissent ", "the concurrence "}

// opensWithGroup is the group lead low opens with, or "".
func opensWithGroup(low string) string {
	low = strings.TrimLeft(low, " *_\"'“(")
	for _, g := range groupLeads {
		if strings.HasPrefix(low, g) {
			return g
		}
	}
	return ""
}

// matchWords reports whether toks from i spell ws.
func matchWords(toks []tok, i int, ws []string) bool {
	if i+len(ws) > len(toks) {
		return false
	}
	for j, w := range ws {
		if toks[i+j].low != w {
			return false
		}
	}
	return true
}

// contentKeys counts the meaning-bearing keys of ks.
func contentKeys(ks keySet) int {
	n := 0
	for k := range ks {
		if weightOf(k) == contentWeight {
			n++
		}
	}
	return n
}

// heldShare is the weighted share of ks that sentence s holds.
func heldShare(ks keySet, s *analysed) float64 {
	hit, total := 0, 0
	for k := range ks {
		w := weightOf(k)
		total += w
		if s.keys[k] {
			hit += w
		}
	}
	return share(hit, total)
}

// bestHolding is the passage sentence holding most of ks, and its share
// (-1 when the passage has none).
func bestHolding(ks keySet, p *passage) (int, float64) {
	best, bs := -1, 0.0
	for i := range p.sents {
		if s := heldShare(ks, &p.sents[i]); s > bs {
			best, bs = i, s
		}
	}
	return best, bs
}
