package heuristic

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/judge"
)

// A statute cited at the wrong section (issue 26, 26.46-s): the
// citation pins one section ("Corp. Code § 31.104(b)") and the passage
// the grader found for it is another section of the same statute (its
// source line names "section § 31.105"), which the citation does not
// name and whose text the excerpt holds. It is the wrong-page family
// (pins.go) for a code: the words may line up well, since neighbouring
// sections share their terms, but the cited provision is not the one
// that says it. Whether the pinned section says it too is not in the
// passage, so support is undecided rather than failed.
//
// A pinned section the passage never names is left to C-006 (a
// locator that may name no place in the document). A section named in
// the course of the sentence ("an action under § 31.104 must be brought
// within three years") is the proposition's subject, not its pin, and
// is left alone; so is a citation of several sections or a range
// ("§§ 31.101 to 31.108").

// sectionNumberRe reads a section number after "§": digits with dotted
// or dashed parts and a letter ("31.104", "2-615", "1658b"), then any
// subsections ("(b)(1)").
var sectionNumberRe = regexp.MustCompile(`§\s*([0-9]+(?:[.\-][0-9]+)*[a-z]?)((?:\s?\([0-9a-z]+\))*)`)

// statutePinnedSection is the one section u's citation pins, without its
// subsections, or "" when it pins none, several or a range.
func statutePinnedSection(citation string) string {
	if strings.Contains(citation, "§§") {
		return ""
	}
	ms := sectionNumberRe.FindAllStringSubmatch(strings.ToLower(citation), -1)
	if len(ms) != 1 {
		return ""
	}
	return ms[0][1]
}

// labelledSection is the section a source line names for the excerpt
// ("section § 31.105"), without subsections, or "".
func labelledSection(section string) string {
	m := sectionNumberRe.FindStringSubmatch(strings.ToLower(section))
	if m == nil {
		return ""
	}
	return m[1]
}

// citationInline reports whether the citation stands inside its
// sentence, a lower-case word following it ("under § 31.104 must be
// brought"), rather than pinning the sentence at its end.
func citationInline(prop, citation string) bool {
	i := strings.Index(prop, citation)
	if i < 0 || citation == "" {
		return false
	}
	rest := strings.TrimLeft(prop[i+len(citation):], " ")
	for _, r := range rest {
		return unicode.IsLower(r)
	}
	return false
}

// headsSection reports whether the excerpt holds the heading of section
// n ("§ 31.104 Civil liability"): a section sign and the number, then a
// capitalised word or a subsection mark.
func headsSection(excerpt, n string) bool {
	for _, m := range sectionNumberRe.FindAllStringSubmatchIndex(excerpt, -1) {
		if !strings.EqualFold(excerpt[m[2]:m[3]], n) {
			continue
		}
		rest := strings.TrimLeft(excerpt[m[1]:], " ")
		if rest == "" {
			continue
		}
		if r := []rune(rest)[0]; unicode.IsUpper(r) || r == '(' {
			return true
		}
	}
	return false
}

// sectionNamed reports whether text names section n ("§ 31.104",
// "§ 31.104(c)"), so that the pinned section is known to exist beside
// the one the excerpt is.
func sectionNamed(text, n string) bool {
	for _, m := range sectionNumberRe.FindAllStringSubmatch(strings.ToLower(text), -1) {
		if m[1] == n {
			return true
		}
	}
	return false
}

// excerptOtherSection describes an excerpt that is another section than
// the one the citation pins, or "".
func excerptOtherSection(u *judge.Unit, src sourceInfo) string {
	pin := statutePinnedSection(u.Citation)
	label := labelledSection(src.section)
	if pin == "" || label == "" || pin == label || citationInline(u.Proposition, u.Citation) {
		return ""
	}
	if headsSection(u.Excerpt, pin) {
		return "" // the chunk holds the pinned section too
	}
	if !sectionNamed(u.Before+" "+u.Excerpt+" "+u.After+" "+u.SameDocRetrieved, pin) {
		return "" // a section the passage never names may not exist: a locator for C-006
	}
	return fmt.Sprintf("the passage is § %s of the source, and the citation pins § %s, which the excerpt does not hold: whether the pinned section says it is for a person to read", label, pin)
}
