package judge

import "strings"

// One pass over the text decides which injection rules can match at
// all, so a rule's regexp runs only where its words stand as the rule
// needs them. Each rule has groups of anchor words (injectionAnchors);
// the text must hold an anchor of every group, and an anchor counts only
// with the byte before it and the bytes after it that the regexp itself
// requires there (a word boundary, white space, a colon after optional
// white space). Every condition is implied by the rule's pattern, so a
// rule skipped here could not have matched: the scan changes no result,
// only how often a regexp is run (before, the literal prefilter took a
// word anywhere, so "ai" in "claim" and a colon ran "grader-address" on
// most legal text).
//
// The scan compares ASCII letters case-insensitively. Under (?i) two
// non-ASCII letters also fold to ASCII ones (U+017F long s, U+212A Kelvin
// sign); a text holding either is screened by the literal prefilter
// (foldASCII, holdsAll) instead.

// anchorLead is what the byte before an anchor must be.
type anchorLead uint8

const (
	// leadWordStart: a \b word start (no ASCII word byte before).
	leadWordStart anchorLead = iota
	// leadSpace: \s before (the pattern has \s+ there).
	leadSpace
	// leadNotLetter: no ASCII letter before ([^\pL] or the text's start;
	// a non-ASCII byte may be a letter or not, so it is let through).
	leadNotLetter
	// leadMarkValue: what may stand before mark-as-pass's value: the end
	// of "as", "=", ":", \s or an opening quote (“ ends in 0x9C).
	leadMarkValue
)

// anchorTrail is what must follow an anchor.
type anchorTrail uint8

const (
	trailSpace     anchorTrail = iota // \s right after
	trailWordEnd                      // a \b word end
	trailColon                        // \s* then ":"
	trailAny                          // nothing required
	trailSystemTag                    // \s+ "prompt", or \s* then ">" or "]"
)

// anchor is one word of a rule's group, with its context.
type anchor struct {
	word  string // lower-case ASCII
	lead  anchorLead
	trail anchorTrail
}

// anchorGroup is a group of anchors, one of which must occur.
type anchorGroup []anchor

// words makes a group of words sharing lead and trail.
func words(lead anchorLead, trail anchorTrail, ws ...string) anchorGroup {
	g := make(anchorGroup, len(ws))
	for i, w := range ws {
		g[i] = anchor{word: w, lead: lead, trail: trail}
	}
	return g
}

// injectionAnchors are each rule's anchor groups, by rule name; every
// rule of injectionRules has an entry (init panics otherwise).
var injectionAnchors = map[string][]anchorGroup{
	"ignore-instructions": {
		words(leadWordStart, trailSpace, "ignore", "disregard", "forget", "override"),
		words(leadSpace, trailSpace, "previous", "prior", "above", "earlier", "preceding", "other", "system"),
		words(leadSpace, trailAny, "instruction", "prompt", "direction", "rule", "guideline", "criteria"),
	},
	"mark-as-pass": {
		words(leadWordStart, trailSpace, "mark", "grade", "score", "rate", "label", "treat", "record", "consider"),
		words(leadMarkValue, trailWordEnd, "pass", "passed", "passing", "correct", "supported", "compliant", "true", "1.0"),
	},
	"you-are-grader": {
		words(leadWordStart, trailSpace, "you"),
		words(leadSpace, trailSpace, "are"),
		words(leadSpace, trailWordEnd, "grader", "judge", "evaluator", "assessor", "reviewer", "scorer"),
	},
	"grader-address": {
		append(words(leadNotLetter, trailColon, "grader", "evaluator", "llm"), anchor{word: "ai", lead: leadNotLetter, trail: trailSpace}),
	},
	"note-to-grader": {
		words(leadWordStart, trailSpace, "note", "message", "instruction", "instructions"),
		words(leadSpace, trailSpace, "to", "for"),
		words(leadSpace, trailWordEnd, "grader", "evaluator", "judge", "assessor", "model", "ai"),
	},
	"verdict-override": {
		words(leadWordStart, trailSpace, "all", "every"),
		words(leadSpace, trailSpace, "criteria", "criterion"),
		words(leadSpace, trailWordEnd, "met", "satisfied", "passed", "pass"),
	},
	"new-instructions": {
		words(leadWordStart, trailSpace, "new", "updated", "revised"),
		words(leadSpace, trailColon, "instructions"),
	},
	"system-prompt": {
		words(leadWordStart, trailSystemTag, "system"),
	},
}

// anchorRef is an anchor with the rule and group it stands for.
type anchorRef struct {
	anchor
	bit uint64 // 1 << (rule*4 + group)
}

// anchorsByFirst holds every anchor by its first byte; ruleNeeds is, per
// rule, the bits of all its groups.
var (
	anchorsByFirst [256][]anchorRef
	ruleNeeds      []uint64
)

// anchorSeconds[c] is the set of the second bytes of the anchors that
// open with c, one bit a byte; anchorShort[c] says one of them is a
// single byte, so that the set says nothing. Most bytes that open a word
// open an anchor too ("a", "p", "s", "t"), and comparing every one of
// those anchors with the text was two thirds of the scan (a thirtieth
// of a fresh citation unit); the second byte turns nearly all away.
var (
	anchorSeconds [256][4]uint64
	anchorShort   [256]bool
)

func init() {
	ruleNeeds = make([]uint64, len(injectionRules))
	for ri, r := range injectionRules {
		groups, ok := injectionAnchors[r.name]
		if !ok || len(groups) == 0 || len(groups) > 4 || ri >= 16 {
			panic("judge: injection rule " + r.name + " has no anchor groups (or too many)")
		}
		for gi, g := range groups {
			bit := uint64(1) << (ri*4 + gi)
			ruleNeeds[ri] |= bit
			for _, a := range g {
				anchorsByFirst[a.word[0]] = append(anchorsByFirst[a.word[0]], anchorRef{anchor: a, bit: bit})
				if len(a.word) < 2 {
					anchorShort[a.word[0]] = true
				} else {
					anchorSeconds[a.word[0]][a.word[1]>>6] |= 1 << (a.word[1] & 63)
				}
			}
		}
	}
}

// anchoredRules returns, for clean (format characters removed, holding
// neither U+017F nor U+212A), the bits of the anchor groups it satisfies,
// in one pass.
func anchoredRules(clean string) uint64 {
	var have uint64
	for i := 0; i < len(clean); i++ {
		var prev byte = ' ' // the text's start: a boundary, no letter
		if i > 0 {
			prev = clean[i-1]
		}
		if isASCIILetter(prev) && prev != 's' && prev != 'S' {
			continue // inside a word: only mark-as-pass's value may follow an "s", and no anchor follows another letter
		}
		c := lowerASCII(clean[i])
		refs := anchorsByFirst[c]
		if len(refs) == 0 {
			continue
		}
		if !anchorShort[c] {
			// Every anchor here is two bytes or more: the next byte,
			// folded, must be the second of one (hasFoldedPrefix below
			// compares it so).
			if i+1 >= len(clean) {
				continue
			}
			c2 := lowerASCII(clean[i+1])
			if anchorSeconds[c][c2>>6]&(1<<(c2&63)) == 0 {
				continue
			}
		}
		for _, ref := range refs {
			if have&ref.bit != 0 || !hasFoldedPrefix(clean[i:], ref.word) || !leadHolds(ref.lead, prev) {
				continue
			}
			if trailHolds(ref.trail, clean[i+len(ref.word):]) {
				have |= ref.bit
			}
		}
	}
	return have
}

// hasFoldedPrefix reports whether s starts with w (lower-case ASCII)
// under ASCII case folding.
func hasFoldedPrefix(s, w string) bool {
	if len(s) < len(w) {
		return false
	}
	for k := 1; k < len(w); k++ { // the first byte was matched by the lookup
		if lowerASCII(s[k]) != w[k] {
			return false
		}
	}
	return true
}

func leadHolds(l anchorLead, prev byte) bool {
	switch l {
	case leadWordStart:
		return !isWordByte(prev)
	case leadSpace:
		return isSpaceByte(prev)
	case leadNotLetter:
		return !isASCIILetter(prev)
	case leadMarkValue:
		switch prev {
		case 's', 'S', '=', ':', '"', '\'', 0x9C:
			return true
		}
		return isSpaceByte(prev)
	}
	return false
}

func trailHolds(t anchorTrail, rest string) bool {
	switch t {
	case trailSpace:
		return rest != "" && isSpaceByte(rest[0])
	case trailWordEnd:
		return rest == "" || !isWordByte(rest[0])
	case trailColon:
		r := strings.TrimLeft(rest, " \t\n\f\r")
		return r != "" && r[0] == ':'
	case trailAny:
		return true
	case trailSystemTag:
		r := strings.TrimLeft(rest, " \t\n\f\r")
		if r != "" && (r[0] == '>' || r[0] == ']') {
			return true
		}
		return len(r) < len(rest) && len(r) > 0 && lowerASCII(r[0]) == 'p' && hasFoldedPrefix(r, "prompt")
	}
	return false
}

// isWordByte is \w: [0-9A-Za-z_].
func isWordByte(c byte) bool {
	return isASCIILetter(c) || '0' <= c && c <= '9' || c == '_'
}

func isASCIILetter(c byte) bool {
	c |= 0x20
	return 'a' <= c && c <= 'z'
}

// isSpaceByte is \s: [\t\n\f\r ].
func isSpaceByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// hasASCIIFoldPartner (tests) reports whether s holds U+017F or U+212A, the
// non-ASCII letters (?i) folds to ASCII ones.
func hasASCIIFoldPartner(s string) bool {
	return strings.Contains(s, "\u017f") || strings.Contains(s, "\u212a")
}
