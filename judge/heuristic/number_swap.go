package heuristic

import (
	"fmt"
	"strconv"
)

// What the passage says of one numbered item given to another (issue
// 26, 26.46-s): the passage names two items told apart by a number ("the
// two-year period", "the five-year period") and says something of one
// ("The five-year period is a statute of repose"); the proposition says
// it of the other ("The two-year period is the statute of repose"). Every
// number occurs in the passage, the words line up, and the rules that
// check facts see nothing missing: the swap is the role swap of two
// parties (roles.go) made between two numbered things. What the passage
// says of the proposition's own item may be said elsewhere in the
// document, so support is undecided rather than failed.

// numbered is one item named by a number, a unit and a head noun ("two",
// "year", "period"), with the keys of what its clause says of it.
type numbered struct {
	value, unit, head string
	said              keySet
	text              string
}

// minSwapHits is the fewest keys of what the passage says of its item
// the proposition must give its other item.
const minSwapHits = 2

// numberedItems lists the numbered items of toks: a number (digits or a
// spelled number) before a unit word and a head noun, with the keys of
// the rest of its clause.
func numberedItems(toks []tok) []numbered {
	var out []numbered
	for i := 0; i+2 < len(toks); i++ {
		t := toks[i]
		value := ""
		switch {
		case t.kind == tokNumber:
			value = t.low
		case t.kind == tokWord:
			if v, ok := facts.numberWords[t.low]; ok {
				value = strconv.FormatFloat(v, 'f', -1, 64)
			}
		}
		if value == "" || toks[i+1].kind != tokWord || !facts.units[toks[i+1].low] || toks[i+2].kind != tokWord || toks[i+2].k == "" {
			continue
		}
		said, _ := scopeAfter(toks, i+3)
		out = append(out, numbered{value: value, unit: stem(toks[i+1].low), head: toks[i+2].k, said: keysOf(said), text: joinRaw(toks[i : i+3])})
	}
	return out
}

// swappedNumbered names a thing the passage says of one numbered item
// that the proposition says of another of the same unit and head, when
// the passage says it of no item with the proposition's number, or "".
func swappedNumbered(ptoks []tok, p *passage) string {
	props := numberedItems(ptoks)
	if len(props) == 0 {
		return ""
	}
	var items []numbered
	for i := range p.sents {
		items = append(items, numberedItems(p.sents[i].toks)...)
	}
	for _, pi := range props {
		own := false
		for _, it := range items {
			own = own || it.value == pi.value && it.unit == pi.unit && it.head == pi.head
		}
		if !own {
			continue // the proposition's item is not the passage's: a fact for facts.go
		}
		for _, it := range items {
			if it.value == pi.value || it.unit != pi.unit || it.head != pi.head {
				continue
			}
			hits, content := contentHits(it.said, pi.said)
			if hits < minSwapHits || content == 0 || 3*hits < 2*len(it.said) {
				continue
			}
			if saidOfValue(items, pi, it.said, hits) {
				continue
			}
			return fmt.Sprintf("the proposition says of %q what the passage says of %q", pi.text, it.text)
		}
	}
	return ""
}

// saidOfValue reports whether some item of items with pi's number, unit
// and head has at least need keys of said: the passage says it of the
// proposition's item too.
func saidOfValue(items []numbered, pi numbered, said keySet, need int) bool {
	for _, it := range items {
		if it.value != pi.value || it.unit != pi.unit || it.head != pi.head {
			continue
		}
		if h, _ := contentHits(said, it.said); h >= need {
			return true
		}
	}
	return false
}
