package heuristic

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Pinned sections (C-003), the section twin of pins.go's pinned pages:
// a citation that pins a section of a contract, statute or memo
// ("[DOC-2, § 12]", "Section 4.2 of the Lease") claims that section says
// it. When the excerpt alone does not hold the proposition and the
// sentences of the context that do stand under another section's
// heading ("Section 14. Limitation of Liability."), the pinned section
// is not shown to say it: the right clause may have been cited under the
// wrong number, or the proposition may borrow a neighbouring clause's
// terms (a cap, a notice period) for the one it names. A person must
// read it, never a pass.

var (
	// sectionPinRe finds a section pin in a citation: "§ 12", "§§ 4.1",
	// "Section 12(b)", "Sec. 3", "s. 7".
	sectionPinRe = regexp.MustCompile(`(?:§§?|\b[Ss]ection|\bSECTION|\b[Ss]ec\.)\s*(\d{1,4}(?:\.\d{1,4})*)`)
	// sectionHeadRe is a section heading of a passage: "Section 14.",
	// "§ 14", "## Section 14", "ARTICLE 3" opening the text, a line or a
	// sentence (the judge's context windows arrive with their white
	// space folded, so a heading follows the sentence before it), and
	// followed by a period, a colon or a capitalised title word. A
	// cross-reference ("terminated under Section 9.", "breaches of
	// Section 15 (Confidentiality)") stands after a word, not a sentence
	// end, and is no heading. "14.2 Notices" is not read: a bare number
	// may open a list item.
	sectionHeadRe = regexp.MustCompile(`(?:^|\n|[.!?:;]["”’)]?\s+)[ \t]*(?:#{1,6}[ \t]*)?((?:§|[Ss]ection|SECTION|[Ss]ec\.|ARTICLE|[Aa]rticle)[ \t]*(\d{1,4}(?:\.\d{1,4})*))(?:[.:]|\s+\p{Lu})`)
)

// pinnedSection is the section the citation pins (its last section
// pin), and whether it pins one.
func pinnedSection(citation string) (string, bool) {
	if !maySectionPin(citation) {
		return "", false
	}
	ms := sectionPinRe.FindAllStringSubmatch(citation, -1)
	if len(ms) == 0 {
		return "", false
	}
	return ms[len(ms)-1][1], true
}

// maySectionPin reports whether citation holds what every match of
// sectionPinRe spells: "§", "ection" ("Section", "section"), "ECTION"
// or "ec." ("Sec.", "sec."). The pattern opens with an alternation
// behind `\b`, so the backtracker starts at every byte of every
// citation (a fortieth of a fresh citation unit), and nearly no
// citation pins a section; TestSectionPinGate proves the gate from the
// pattern's syntax tree.
func maySectionPin(citation string) bool {
	return strings.Contains(citation, "§") || strings.Contains(citation, "ection") || strings.Contains(citation, "ECTION") || strings.Contains(citation, "ec.")
}

// sameSection reports whether two section numbers name the same clause
// or one holds the other ("12" holds "12.1"): only numbers that part
// ways at a dot are different sections.
func sameSection(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return a == b || strings.HasPrefix(b, a+".")
}

// unknownSection marks a sentence whose section the passage does not
// say (no heading stands before it).
const unknownSection = ""

// sentenceSections is the section each passage sentence stands in, by
// the section headings of the excerpt and its context, in document
// order: unknownSection before the first heading or where the sentence
// cannot be placed.
func sentenceSections(u *judge.Unit, p *passage) []string {
	raw := u.Before + "\n" + u.Excerpt + "\n" + u.After
	type mark struct {
		at  int
		sec string
	}
	var marks []mark
	for _, m := range sectionHeadRe.FindAllStringSubmatchIndex(raw, -1) {
		marks = append(marks, mark{at: len(collapseSpace(raw[:m[2]])), sec: raw[m[4]:m[5]]})
	}
	out := make([]string, len(p.sents))
	if len(marks) == 0 {
		return out
	}
	flat := collapseSpace(raw)
	from := 0
	for i := range p.sents {
		t := collapseSpace(p.sents[i].text)
		at := -1
		if t != "" {
			at = strings.Index(flat[from:], t)
		}
		if at < 0 {
			continue
		}
		start := from + at
		from = start + len(t)
		for _, m := range marks {
			if m.at > start+1 {
				break
			}
			out[i] = m.sec
		}
	}
	return out
}

// offSectionSupport describes support that rests on context sentences
// standing under another section than the one the citation pins, or "":
// the excerpt's sentences together hold less than passShare of the
// proposition, the sentences of the pinned section less than
// unsupportedCovered, and every aligned context sentence stands under a
// known heading of another section.
func offSectionSupport(u *judge.Unit, pk propKeys, al alignment, p *passage, passShare float64) string {
	pin, ok := pinnedSection(u.Citation)
	if !ok {
		return ""
	}
	if share(keysHeldWhere(pk, p, func(i int) bool { return p.where[i] == judge.InExcerpt }), pk.total) >= passShare {
		return ""
	}
	secs := sentenceSections(u, p)
	inPin := func(i int) bool {
		return p.where[i] == judge.InExcerpt || secs[i] != unknownSection && sameSection(secs[i], pin)
	}
	if share(keysHeldWhere(pk, p, inPin), pk.total) >= unsupportedCovered {
		return ""
	}
	var elsewhere []string
	for _, i := range al.picks {
		if p.where[i] == judge.InExcerpt {
			continue
		}
		if secs[i] == unknownSection || sameSection(secs[i], pin) {
			return ""
		}
		elsewhere = append(elsewhere, secs[i])
	}
	if len(elsewhere) == 0 {
		return ""
	}
	return fmt.Sprintf("the citation pins section %s, but the sentences that hold the proposition stand under section %s of the context, and the cited section holds only %.0f%% of it", pin, elsewhere[0], 100*share(keysHeldWhere(pk, p, inPin), pk.total))
}

// keysHeldWhere is the weight of the proposition's keys that some
// passage sentence chosen by in holds.
func keysHeldWhere(pk propKeys, p *passage, in func(int) bool) int {
	hit := 0
	for _, k := range pk.keys {
		for i := range p.sents {
			if in(i) && p.sents[i].keys[k] {
				hit += weightOf(k)
				break
			}
		}
	}
	return hit
}
