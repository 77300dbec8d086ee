package cite

import (
	"sort"
	"strings"
	"unicode"
)

// Whether a heading, a footnote or a Sources entry states law.
//
// A Sources entry is a source entry only as far as it is bibliographic
// (citations, titles, locators, a short description of the source), and
// a heading only as far as it labels ("Analysis", "Short answer",
// "Grounds for refusing enforcement"). Text that says what the law is
// ("Forum-selection clauses are always enforced", "The Ninth Circuit
// enforced the clause", "(holding the clause valid)") is a proposition
// wherever it stands, so it is graded: an answer cannot hide a claim from
// the judge by writing it under "## Authorities", in a heading or after
// a footnote's citation.
//
// The decision reads what is left once citations and markers are taken
// out, by word rules (no model): a finite or modal verb ("is", "must",
// "held", "enforced", "applies"), a claim of universality ("always",
// "every", "never") or, outside headings, a word of legal effect
// ("enforceable", "void") states something; so does any residue longer
// than a short description. A question states nothing. A heading that
// opens with a question word ("Which law applies", "When courts refuse")
// labels, and so does one of fewer than three words ("Held"). The rules
// lean to "states": a description taken for a claim is
// graded against its own citation (and passes when the source says it),
// while a claim taken for a description would never be graded.

// statementVerbs are finite and modal verb forms: a residue holding one
// makes a claim.
var statementVerbs = wordSet(`is are was were isn't aren't wasn't weren't must shall should may might will
would can cannot could can't won't wouldn't shouldn't mustn't need needs does do did doesn't don't didn't
has have had hasn't haven't hadn't
hold holds held ruled concluded concludes finds requires require required applies apply
governs govern controls control bars bar barred permits permit permitted prohibits prohibit prohibited
allows allow allowed forbids forbid means renders rendered voids voided upholds uphold upheld enforces
enforce enforced refuses refuse refused rejects reject rejected establishes establish
recognizes recognize recognized adopts adopted survives survive defeats defeat overrides override trumps
prevails prevail supersedes preempts displaces waives precludes preclude mandates entitles binds bind
makes make provides provide confirms affirms reverses invalidates invalidated displaced compels compel
compelled`)

// Subsequent-history words ("aff'd", "vacated and remanded", "overruled
// by", "cert. denied", "appeal dismissed") describe a source's history,
// not the law, and are no statement verbs.

// universalWords claim that something holds without exception.
var universalWords = wordSet(`always never every invariably none nowhere everywhere automatically`)

// effectWords state a legal effect without a verb ("Forum-selection
// clauses: always enforceable", "clause void"); in a heading they label
// a topic ("Unenforceable clauses"), so they count outside headings only.
// So do the participles an explanatory parenthetical opens with
// ("(holding the clause valid)"), which in a heading name a topic
// ("Grounds for refusing enforcement").
var effectWords = wordSet(`enforceable unenforceable valid invalid void voidable binding nonbinding
illegal unlawful lawful mandatory holding finding ruling requiring enforcing refusing concluding`)

// questionWords open a heading that labels a question ("Which law
// applies", "When a clause is permissive").
var questionWords = wordSet(`what which when where why how whether who whom whose`)

// minHeadingStatementWords is the fewest words a heading needs to state
// something: "Held", "Rule stated" and "Clause enforced" label a section.
const minHeadingStatementWords = 3

// maxDescriptionWords is the longest residue that can still be a short
// description of a source.
const maxDescriptionWords = 20

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// statesLaw reports whether residue (a heading's, entry's or footnote
// sentence's text with its citations and markers taken out) says what
// the law is, rather than naming or describing a source or labelling a
// section.
func statesLaw(residue string, heading bool) bool {
	r := strings.TrimSpace(residue)
	if strings.HasSuffix(strings.TrimRight(r, " *_\"'”’)]"), "?") {
		return false
	}
	written := strings.FieldsFunc(r, func(c rune) bool {
		return !unicode.IsLetter(c) && c != '\'' && c != '’' && c != '-'
	})
	words := make([]string, 0, len(written))
	for i, w := range written {
		if i > 0 && (w == "May" || w == "Will") {
			continue // a month ("May 21, 2024") or a name, not a modal
		}
		words = append(words, strings.Trim(strings.ToLower(strings.ReplaceAll(w, "’", "'")), "'-"))
	}
	if len(words) == 0 {
		return false
	}
	if heading && (questionWords[words[0]] || len(words) < minHeadingStatementWords) {
		return false
	}
	if len(words) > maxDescriptionWords {
		return true
	}
	for i, w := range words {
		if statementVerbs[w] || universalWords[w] || !heading && effectWords[w] {
			return true
		}
		if w == "without" && i+1 < len(words) && words[i+1] == "exception" {
			return true
		}
		if !heading && i > 0 && i+1 < len(words) && !questionWords[words[0]] && (verbBeforeObject(w, words[i+1]) || pluralVerbBeforeObject(words[i-1], w, words[i+1])) {
			return true
		}
	}
	return false
}

// objectOpeners open the object a verb takes ("bears the burden",
// "tolls a period", "extends to").
var objectOpeners = wordSet(`a an the its their his her that no any every each this these those such to`)

// verbBeforeObject reports whether w, a word after the first, reads as a
// finite verb of a form no list can hold: a third-person or past form
// ("bears", "tolls", "carries", "enjoined") followed by the opening of
// its object. statementVerbs names the common legal verbs; an answer's
// claim under "## Key authorities" or in a Sources entry ("The resisting
// party bears a heavy burden.") uses any verb, and a claim taken for a
// description is never graded. A noun phrase rarely puts such a word
// before an article ("Opinion on forum clauses", "Notes of the hearing").
// Headings are left to the lists: a heading's words run together as
// labels ("Form contracts the court reviewed") far more often than an
// entry's, and an open question ("whether a notice satisfies the
// clause") states nothing either way.
func verbBeforeObject(w, next string) bool {
	if len(w) < 4 || !objectOpeners[next] {
		return false
	}
	if strings.HasSuffix(w, "ed") {
		return true
	}
	return strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}

// residue is s[start:end] with every citation and marker span taken out
// (each replaced by a space), and a heading's "#" marks.
func residue(s string, start, end int, cites []*cand, markers []marker) string {
	var b strings.Builder
	type span struct{ a, b int }
	var cut []span
	k := sort.Search(len(cites), func(i int) bool { return cites[i].End > start })
	for ; k < len(cites) && cites[k].Start < end; k++ {
		cut = append(cut, span{cites[k].Start, cites[k].End})
	}
	m := sort.Search(len(markers), func(i int) bool { return markers[i].end > start })
	for ; m < len(markers) && markers[m].start < end; m++ {
		cut = append(cut, span{markers[m].start, markers[m].end})
	}
	sort.Slice(cut, func(i, j int) bool { return cut[i].a < cut[j].a })
	pos := start
	for _, c := range cut {
		if c.a > pos {
			b.WriteString(s[pos:min(c.a, end)])
		}
		b.WriteByte(' ')
		pos = max(pos, c.b)
	}
	if pos < end {
		b.WriteString(s[pos:end])
	}
	return strings.Trim(b.String(), "# \t")
}

// notVerbs are the words between a plural noun and an article that are
// no verb ("Notes on the hearing", "Cases about the clause").
var notVerbs = wordSet(`of on in at for from with by about over under into onto upon between among through
against without within regarding concerning including and or but nor than as per via like unlike
after before during since until`)

// pluralVerbBeforeObject reports whether w reads as the plain verb of a
// plural subject ("Courts examine the clause", "Parties bear the cost"):
// a word after a plural noun and before its object's opening, other than
// a preposition or conjunction.
func pluralVerbBeforeObject(prev, w, next string) bool {
	return len(w) >= 3 && objectOpeners[next] && !notVerbs[w] && !objectOpeners[w] &&
		len(prev) >= 4 && strings.HasSuffix(prev, "s") && !strings.HasSuffix(prev, "ss") && !strings.HasSuffix(prev, "'s")
}
