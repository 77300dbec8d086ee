package heuristic

import "github.com/citecheck/citecheck/judge"

// frameClashes applies the rules that compare what a condition, an
// exception, a disposed part, a refusal, a split's side or a party's
// right is about in the proposition and in the passage (found by trying
// the tool on a new Vault: each turned-round proposition passed on the
// words it shares with its passage). They read the aligned sentences
// that hold at least the decided clash share of the proposition, as the
// other clash rules do, and the side of a split is read in every
// sentence of the passage, since "We join the majority" is seldom the
// sentence the proposition aligns with; a refusal in every sentence of
// the excerpt that, with the sentence before it, holds the clash share.
func frameClashes(v *unitVerdict, ptoks []tok, pk propKeys, picks []*analysed, p *passage, op *OperatingPoint) {
	var sure, doubt string
	for _, s := range picks {
		if sentenceShare(pk, s) < op.ClashShare {
			continue
		}
		for _, rule := range []func([]tok, *analysed) string{conditionTurned, exceptionIncluded, partDisposedOtherWay, onlyOneParty, remandDenied} {
			if m := rule(ptoks, s); m != "" && sure == "" {
				sure = m
			}
		}
	}
	for i := range p.sents {
		if p.where[i] != judge.InExcerpt || sure != "" {
			continue
		}
		if m := majorityTurned(ptoks, &p.sents[i]); m != "" {
			sure = m
			break
		}
		// a refusal whose thing a pronoun names ("We decline to imply one
		// into it") is about the sentence before it too
		s, share := &p.sents[i], sentenceShare(pk, &p.sents[i])
		var prev *analysed
		if i > 0 && p.where[i-1] == judge.InExcerpt {
			prev = &p.sents[i-1]
			share = max(share, pairShare(pk, prev, s))
		}
		if share < op.ClashShare {
			continue
		}
		if m, decided := refusalTold(ptoks, s, prev); m != "" {
			if decided {
				sure = m
			} else if doubt == "" {
				doubt = m
			}
		}
	}
	if sure == "" {
		sure = otherClassIncluded(ptoks, p) // other_class_included.go
	}
	switch {
	case sure != "":
		v.notSupported("turned round: " + sure)
	case doubt != "":
		v.cannotTell(judge.UndecidedSupports, cannotDecide+doubt)
	}
}

// pairShare is the share of the proposition's weight two sentences cover
// together.
func pairShare(pk propKeys, a, b *analysed) float64 {
	hit := 0
	for _, k := range pk.keys {
		if a.keys[k] || b.keys[k] {
			hit += weightOf(k)
		}
	}
	return share(hit, pk.total)
}
