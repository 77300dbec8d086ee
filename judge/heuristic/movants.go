package heuristic

// Movants: who moved. A proposition that names the moving party ("the
// plaintiff moved to compel", "Harlan's motion was granted") where the
// passage names another ("Quinby moves to compel arbitration") tells
// the motion from the wrong side, however many words it shares. Parties
// are named three ways: by name, by role ("the plaintiff"), and by
// the caption's side ("A v. B"); the rules link a name to its side by
// the caption, and a role to a side by a sentence saying who sued whom
// or, in a federal district court, by the caption's order (plaintiff
// first). Where the two cannot be linked, the rules cannot tell and
// leave support for a person; where they are linked to opposite sides,
// the roles are swapped.

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// movant is a party a sentence says moved, as written, with the name
// words and role tags that identify it.
type movant struct {
	agent string
	names []string // lower-case content words ("harlan", "software", "vendor")
	tags  []string
	// proper: named by a capitalised name or by its role in the suit
	// (plaintiff, defendant), so it can be linked to a caption side; a
	// description ("the landlord") often cannot, and is not flagged for
	// that alone.
	proper bool
}

// movantsOf finds who a sentence says moved: the agent of a moving verb
// ("Quinby moves to compel"), and the owner named right before
// "motion" ("Harlan's motion", "PLAINTIFF'S MOTION"; the tokens drop
// the possessive).
func movantsOf(toks []tok) []movant {
	var out []movant
	add := func(ag []tok) {
		m := movant{agent: joinRaw(ag), tags: roleTags(ag)}
		for _, t := range ag {
			if t.kind == tokWord && !lex.stop[t.low] {
				m.names = append(m.names, t.low)
				m.proper = m.proper || t.cap
			}
		}
		for _, tg := range m.tags {
			m.proper = m.proper || strings.HasPrefix(tg, "suit:")
		}
		if len(m.names) > 0 || len(m.tags) > 0 {
			out = append(out, m)
		}
	}
	for i := 0; i < len(toks); i++ {
		if n := phraseMovedVerbs.at(toks, i); n > 0 {
			add(agentBefore(toks, i))
			i += n - 1
			continue
		}
		if movedLater(toks, i) {
			// "In Renwick, the plaintiff moved fourteen months in for
			// leave": the party after the case name (moved_later.go).
			add(agentAfterComma(agentBefore(toks, i)))
			continue
		}
		if toks[i].low != "motion" && toks[i].low != "motions" {
			continue
		}
		j := i
		for j > 0 && i-j < 3 {
			w := toks[j-1]
			if w.kind != tokWord || lex.stop[w.low] || !(w.cap || roles.word[w.low] != "") {
				break
			}
			j--
		}
		if j < i {
			add(toks[j:i])
		}
	}
	return out
}

// captionSides are the name words of each side of a caption "A v. B",
// corporate suffixes left out.
func captionSides(title string) (a, b map[string]bool) {
	l, r, ok := strings.Cut(title, " v. ")
	if !ok {
		return nil, nil
	}
	words := func(s string) map[string]bool {
		m := map[string]bool{}
		for _, t := range tokenize(s) {
			if t.kind == tokWord && t.cap && !lex.stop[t.low] && !corporateSuffix[t.low] {
				m[t.low] = true
			}
		}
		return m
	}
	return words(l), words(r)
}

// corporateSuffix are the words of a party's name that say what kind of
// entity it is, shared by parties on both sides.
var corporateSuffix = map[string]bool{"inc": true, "llc": true, "l": true, "p": true, "c": true, "co": true, "corp": true, "corporation": true, "company": true, "ltd": true, "lp": true, "llp": true, "pc": true, "pllc": true, "na": true, "n": true, "a": true}

// federalDistrict matches a federal district court's label ("D. Minn.",
// "S.D.N.Y.", "N.D. Ohio"), whose captions put the plaintiff first.
var federalDistrict = regexp.MustCompile(`^([NSEWCM]\.)?D\.`)

// partySides links names and roles to the caption's sides.
type partySides struct {
	a, b      map[string]bool
	plaintiff int // 1: side A sued, 2: side B, 0: unknown
	insurer   int // the side the caption names as an insurer, 0: none (insured_side.go)
}

func newPartySides(title, court string, sents [][]tok) partySides {
	ps := partySides{}
	ps.a, ps.b = captionSides(title)
	if ps.a == nil {
		return ps
	}
	ps.insurer = captionInsurer(ps.a, ps.b)
	for _, toks := range sents {
		for i, t := range toks {
			if t.low != "sued" && t.low != "sues" {
				continue
			}
			m := movant{}
			for _, w := range agentBefore(toks, i) {
				if w.kind == tokWord && w.cap {
					m.names = append(m.names, w.low)
				}
			}
			if s := ps.nameSide(m); s != 0 {
				ps.plaintiff = s
				return ps
			}
		}
	}
	if federalDistrict.MatchString(court) && !strings.HasPrefix(court, "D.C.") { // not the D.C. Circuit
		ps.plaintiff = 1
	}
	return ps
}

// nameSide is the caption side a party's names belong to, 0 when none
// or both.
func (ps partySides) nameSide(m movant) int {
	inA, inB := false, false
	for _, n := range m.names {
		inA = inA || ps.a[n]
		inB = inB || ps.b[n]
	}
	switch {
	case inA && !inB:
		return 1
	case inB && !inA:
		return 2
	}
	return 0
}

// side is the caption side of a party, by its names or, for a party
// named by its role in the suit, by who sued.
func (ps partySides) side(m movant) int {
	if s := ps.nameSide(m); s != 0 {
		return s
	}
	if ps.plaintiff == 0 {
		return 0
	}
	for _, t := range m.tags {
		switch t {
		case "suit:P":
			return ps.plaintiff
		case "suit:D":
			return 3 - ps.plaintiff
		}
	}
	return 0
}

// sameParty reports whether two movants share a name word or a role.
func sameParty(x, y movant) bool {
	for _, a := range x.names {
		for _, b := range y.names {
			if a == b {
				return true
			}
		}
	}
	return sameRole(x.tags, y.tags)
}

// movantClash compares who the proposition says moved with who the
// passage, its context and the document's other retrieved text say
// moved. It describes a swap (decided true) or a movant the rules
// cannot link to the passage's (decided false), or "".
func movantClash(ptoks []tok, p *passage, u *judge.Unit, src sourceInfo, tm *textMemo) (msg string, decided bool) {
	pm := movantsOf(ptoks)
	if len(pm) == 0 {
		return "", false
	}
	var sents [][]tok
	var sm []movant
	for i := range p.sents {
		sents = append(sents, p.sents[i].toks)
	}
	if u.SameDocRetrieved != "" {
		for _, s := range tm.sentences(u.SameDocRetrieved) {
			sents = append(sents, s.toks)
		}
	}
	for _, toks := range sents {
		sm = append(sm, movantsOf(toks)...)
	}
	if len(sm) == 0 {
		return "", false // the passage does not say who moved
	}
	ps := newPartySides(src.title, src.court, sents)
	for k := range pm {
		if !pm[k].proper {
			if names := appositiveNames(pm[k], sents); len(names) > 0 {
				pm[k].names = append(pm[k].names, names...)
				pm[k].proper = true
			}
		}
	}
	for _, m := range pm {
		agree, swapped, unlinked, presumed := false, "", "", ""
		for _, s := range sm {
			ms, ss := ps.side(m), ps.side(s)
			switch {
			case sameParty(m, s) || ms != 0 && ms == ss:
				agree = true
			case ms != 0 && ss != 0:
				if swapped == "" {
					swapped = s.agent
				}
			case unlinked == "" && m.proper:
				unlinked = s.agent
			case presumed == "" && ms == 0 && ss != 0 && ps.insuranceSide(m) != 0 && ps.insuranceSide(m) != ss:
				presumed = s.agent // insured_side.go
			}
		}
		switch {
		case agree:
			continue
		case swapped != "":
			return fmt.Sprintf("the proposition makes %q the moving party; the passage says %q moved, the other side of the caption", m.agent, swapped), true
		case unlinked != "":
			return fmt.Sprintf("the proposition makes %q the moving party; the passage says %q moved, and the rules cannot tell whether they are the same party", m.agent, unlinked), false
		case presumed != "":
			return fmt.Sprintf("the proposition makes %q the moving party; the passage says %q moved, which the caption names as the other side in the suit, so the motion may be on the wrong side", m.agent, presumed), false
		}
	}
	return "", false
}

// appositiveNames links a party described by its role in the dispute
// ("the former recruiter") to the name the passage gives it in
// apposition: "its former recruiter, Henrik Voss," or "Henrik Voss, its
// former recruiter". It returns the name's words, or none.
func appositiveNames(m movant, sents [][]tok) []string {
	// The description is the noun phrase after the agent's last
	// determiner ("In one case the former recruiter": "former
	// recruiter").
	var desc []string
	for _, t := range tokenize(m.agent) {
		switch {
		case t.kind != tokWord:
		case determiners[t.low] || t.low == "its" || t.low == "his" || t.low == "her" || t.low == "their":
			desc = desc[:0]
		case !lex.stop[t.low]:
			desc = append(desc, t.low)
		}
	}
	if len(desc) == 0 {
		return nil
	}
	m.names = desc
	last := m.names[len(m.names)-1]
	capitalised := func(toks []tok, from, step int) []string {
		var out []string
		for k := from; k >= 0 && k < len(toks) && len(out) < 3; k += step {
			t := toks[k]
			if t.kind != tokWord || !t.cap || lex.stop[t.low] {
				break
			}
			out = append(out, t.low)
		}
		return out
	}
	for _, toks := range sents {
		for i, t := range toks {
			if t.low != last {
				continue
			}
			// The description's other words stand just before it.
			ok := true
			for j, n := range m.names[:len(m.names)-1] {
				k := i - (len(m.names) - 1) + j
				if k < 0 || toks[k].low != n {
					ok = false
				}
			}
			if !ok {
				continue
			}
			if i+2 < len(toks) && toks[i+1].low == "," {
				if names := capitalised(toks, i+2, 1); len(names) > 0 {
					return names
				}
			}
			start := i - (len(m.names) - 1)
			for start > 0 && (determiners[toks[start-1].low] || toks[start-1].low == "its" || toks[start-1].low == "his" || toks[start-1].low == "her" || toks[start-1].low == "their") {
				start--
			}
			if start >= 2 && toks[start-1].low == "," {
				if names := capitalised(toks, start-2, -1); len(names) > 0 {
					return names
				}
			}
		}
	}
	return nil
}
